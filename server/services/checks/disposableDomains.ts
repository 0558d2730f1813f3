/** A small bundled list of disposable (throwaway) mailbox domains. */
export const DISPOSABLE_DOMAINS: ReadonlySet<string> = new Set([
  '10minutemail.com', '20minutemail.com', 'anonbox.net', 'burnermail.io', 'discard.email', 'dispostable.com', 'emailondeck.com',
  'fakeinbox.com', 'getairmail.com', 'getnada.com', 'guerrillamail.com', 'guerrillamail.net', 'guerrillamailblock.com', 'harakirimail.com',
  'inboxkitten.com', 'maildrop.cc', 'mailcatch.com', 'mailinator.com', 'mailinator.net', 'mailnesia.com', 'mailpoof.com', 'mintemail.com',
  'mohmal.com', 'moakt.com', 'mytemp.email', 'sharklasers.com', 'spam4.me', 'spamgourmet.com', 'temp-mail.org', 'tempail.com',
  'tempmail.dev', 'tempmailo.com', 'tempr.email', 'throwawaymail.com', 'trashmail.com', 'trashmail.de', 'yopmail.com', 'yopmail.net',
]);

/** Domains of free mailbox providers. */
export const FREE_PROVIDER_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com', 'googlemail.com', 'yahoo.com', 'yahoo.co.in', 'yahoo.co.id', 'ymail.com', 'outlook.com', 'hotmail.com', 'live.com',
  'msn.com', 'icloud.com', 'me.com', 'aol.com', 'proton.me', 'protonmail.com', 'zoho.com', 'zohomail.in', 'gmx.com', 'mail.com',
  'rediffmail.com', 'yandex.com',
]);
