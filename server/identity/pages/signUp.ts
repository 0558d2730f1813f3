import { html } from './html';
import { alert, layout } from './layout';
import { PASSWORD_MIN_LENGTH } from '../passwords';

export interface SignUpView {
  uid: string;
  name?: string;
  email?: string;
  /** Problems by field, shown beside each field. */
  errors?: Partial<Record<'name' | 'email' | 'password', string>>;
  invitedTo?: string;
}

function field(options: { label: string; name: string; type: string; autocomplete: string; value?: string; error?: string; hint?: string }) {
  const describedBy = options.error ? `${options.name}-error` : options.hint ? `${options.name}-hint` : undefined;
  return html`<label>${options.label}
<input type="${options.type}" name="${options.name}" autocomplete="${options.autocomplete}" required value="${options.value ?? ''}"${options.error ? html` aria-invalid="true"` : ''}${describedBy ? html` aria-describedby="${describedBy}"` : ''}>
${options.error ? html`<span class="hint" id="${options.name}-error" style="color:var(--danger)">${options.error}</span>` : options.hint ? html`<span class="hint" id="${options.name}-hint">${options.hint}</span>` : ''}</label>`;
}

/** The provider's sign-up form. */
export function signUpPage(view: SignUpView): string {
  const base = `/oidc/interaction/${encodeURIComponent(view.uid)}`;
  const errors = view.errors ?? {};
  const count = Object.values(errors).filter(Boolean).length;
  return layout({
    title: 'Create your Veriflow account',
    lead: view.invitedTo ? `Create an account to join ${view.invitedTo}.` : 'We will send a link to verify your e-mail address.',
    body: html`${alert('error', count ? 'Please correct the highlighted fields.' : undefined)}
<form method="post" action="${base}/signup" novalidate>
${field({ label: 'Full name', name: 'name', type: 'text', autocomplete: 'name', value: view.name, error: errors.name })}
${field({ label: 'E-mail address', name: 'email', type: 'email', autocomplete: 'email', value: view.email, error: errors.email })}
${field({ label: 'Password', name: 'password', type: 'password', autocomplete: 'new-password', error: errors.password, hint: `At least ${PASSWORD_MIN_LENGTH} characters.` })}
<button type="submit">Create account</button>
</form>
<div class="links"><a href="${base}">I already have an account</a></div>`,
  });
}
