/** A field of a urlencoded form body, as text ('' when absent or not text). */
export function formField(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(email: string): string | undefined {
  if (!email) return 'Enter your e-mail address.';
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return 'Enter an e-mail address like name@example.com.';
  return undefined;
}
