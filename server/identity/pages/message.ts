import { html } from './html';
import { layout } from './layout';

/** A page with a heading, a sentence and one link onwards (errors, confirmations). */
export function messagePage(view: { title: string; message: string; link?: { href: string; label: string } }): string {
  return layout({
    title: view.title,
    lead: view.message,
    body: view.link ? html`<p><a href="${view.link.href}">${view.link.label}</a></p>` : html``,
  });
}
