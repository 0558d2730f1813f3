import type { TestBrowser } from './browser';
import { formAction } from './browser';

/** From /auth/login to the provider's sign-in page; answers the interaction's base path. */
export async function openSignIn(browser: TestBrowser, query = ''): Promise<string> {
  const start = await browser.get(`/auth/login?idp=veriflow${query}`);
  if (start.status !== 302) throw new Error(`/auth/login answered ${start.status}: ${start.body.slice(0, 300)}`);
  const page = await browser.follow(start);
  if (page.status !== 200) throw new Error(`the sign-in page answered ${page.status}: ${page.body.slice(0, 300)}`);
  return new URL(page.url).pathname;
}

/** Signs in on the provider's page; answers the redirect to /auth/callback (not followed). */
export async function signInAtProvider(browser: TestBrowser, email: string, password: string, query = '') {
  const interaction = await openSignIn(browser, query);
  const submitted = await browser.post(`${interaction}/login`, { email, password });
  if (submitted.status !== 303) return submitted;
  return browser.follow(submitted, (url) => url.pathname === '/auth/callback');
}

/** Signs up on the provider's page; answers the redirect to /auth/callback (not followed). */
export async function signUpAtProvider(browser: TestBrowser, input: { name: string; email: string; password: string }, query = '') {
  const interaction = await openSignIn(browser, query);
  const form = await browser.get(`${interaction}/signup`);
  const submitted = await browser.post(formAction(form.body), input);
  if (submitted.status !== 303) return submitted;
  return browser.follow(submitted, (url) => url.pathname === '/auth/callback');
}
