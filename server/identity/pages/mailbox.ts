import { html } from './html';
import { layout } from './layout';

export interface MailboxEntry {
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
  createdAt: Date;
}

/** The development mailbox: the newest messages of the outbox, each with its link. */
export function mailboxPage(entries: readonly MailboxEntry[]): string {
  const items = entries.map(
    (m) => html`<li><article aria-label="${m.subject} to ${m.recipient}">
<h2 style="font-size:1rem;margin:0">${m.subject}</h2>
<p style="margin:0">To ${m.recipient} · <time datetime="${m.createdAt.toISOString()}">${m.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC</time></p>
<pre style="white-space:pre-wrap;font:inherit;margin:.5rem 0">${m.body}</pre>
${m.link ? html`<a href="${m.link}">${m.link}</a>` : ''}
</article></li>`,
  );
  return layout({
    title: 'Development mailbox',
    lead: 'Messages the server would send by e-mail (outside production, without SMTP_URL). Newest first.',
    body: entries.length
      ? html`<ul style="list-style:none;padding:0;margin:0;display:grid;gap:1rem">${items}</ul>`
      : html`<p>No messages yet.</p>`,
  });
}
