import { html } from './html';
import { alert, layout } from './layout';
import { PASSWORD_MIN_LENGTH } from '../passwords';

/** Asks for the e-mail address to send a reset link to. */
export function resetRequestPage(view: { email?: string; error?: string; sent?: boolean }): string {
  if (view.sent) {
    return layout({
      title: 'Check your e-mail',
      lead: 'If an account uses that address, we have sent it a link to choose a new password. The link works for one hour.',
      body: html``,
    });
  }
  return layout({
    title: 'Reset your password',
    lead: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
    body: html`${alert('error', view.error)}
<form method="post" action="/oidc/reset" novalidate>
<label>E-mail address<input type="email" name="email" autocomplete="email" required value="${view.email ?? ''}"${view.error ? html` aria-invalid="true"` : ''}></label>
<button type="submit">Send reset link</button>
</form>`,
  });
}

/** Chooses a new password; the token from the e-mail travels in a hidden field. */
export function newPasswordPage(view: { token: string; error?: string }): string {
  return layout({
    title: 'Choose a new password',
    body: html`${alert('error', view.error)}
<form method="post" action="/oidc/reset/new" novalidate>
<input type="hidden" name="token" value="${view.token}">
<label>New password<input type="password" name="password" autocomplete="new-password" required aria-describedby="password-hint"${view.error ? html` aria-invalid="true"` : ''}>
<span class="hint" id="password-hint">At least ${PASSWORD_MIN_LENGTH} characters.</span></label>
<button type="submit">Save password</button>
</form>`,
  });
}
