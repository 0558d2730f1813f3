import { DISPOSABLE_DOMAINS, FREE_PROVIDER_DOMAINS } from './disposableDomains';

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

export type EmailCheck =
  | { valid: true; localPart: string; domain: string; isDisposable: boolean; isFreeProvider: boolean }
  | { valid: false; problem: string };

/** A registrable-domain view of `domain`: a subdomain of a listed domain counts as that domain. */
function listed(domain: string, list: ReadonlySet<string>): boolean {
  const labels = domain.split('.');
  for (let i = 0; i < labels.length - 1; i++) if (list.has(labels.slice(i).join('.'))) return true;
  return false;
}

/**
 * Checks an address's syntax (dot-atom local part of at most 64 characters, a domain of labels with
 * an alphabetic top-level label, 254 characters in all) and its domain against the bundled
 * disposable and free-provider lists.
 */
export function checkEmail(email: string): EmailCheck {
  const text = email.trim();
  if (text.length === 0) return { valid: false, problem: 'email is empty' };
  if (text.length > 254) return { valid: false, problem: 'email is longer than 254 characters' };
  const at = text.lastIndexOf('@');
  if (at <= 0 || at === text.length - 1) return { valid: false, problem: 'email must be a local part, @ and a domain' };
  const localPart = text.slice(0, at);
  const domain = text.slice(at + 1).toLowerCase();
  if (localPart.length > 64 || !LOCAL_PART.test(localPart)) return { valid: false, problem: 'email has an invalid local part (before the @)' };
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label)) || !/^[a-z]{2,63}$/.test(labels[labels.length - 1] ?? '')) {
    return { valid: false, problem: 'email has an invalid domain (after the @)' };
  }
  return { valid: true, localPart, domain, isDisposable: listed(domain, DISPOSABLE_DOMAINS), isFreeProvider: listed(domain, FREE_PROVIDER_DOMAINS) };
}
