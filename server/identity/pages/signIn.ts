import { html } from './html';
import { alert, layout } from './layout';

export interface SignInView {
  uid: string;
  email?: string;
  error?: string;
  notice?: string;
  /** The organisation the visitor was invited to, when they came through an invitation link. */
  invitedTo?: string;
}

/** The provider's sign-in form, with links to sign-up and password reset. */
export function signInPage(view: SignInView): string {
  const base = `/oidc/interaction/${encodeURIComponent(view.uid)}`;
  return layout({
    title: 'Sign in to Veriflow',
    lead: view.invitedTo ? `Sign in to join ${view.invitedTo}.` : 'Use your Veriflow ID e-mail address and password.',
    body: html`${alert('error', view.error)}${alert('success', view.notice)}
<form method="post" action="${base}/login" novalidate>
<label>E-mail address<input type="email" name="email" autocomplete="username" required value="${view.email ?? ''}" ${view.error ? html`aria-invalid="true"` : ''}></label>
<label>Password<input type="password" name="password" autocomplete="current-password" required></label>
<button type="submit">Sign in</button>
</form>
<div class="links"><a href="${base}/signup">Create an account</a><a href="/oidc/reset">Forgot your password?</a></div>
<div class="links"><a href="${base}/abort">Cancel</a></div>`,
  });
}
