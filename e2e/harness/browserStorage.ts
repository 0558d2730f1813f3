import type { BrowserContext, Page } from '@playwright/test';

/** JWTs, refresh-token-shaped and API-secret-shaped values, and the session cookie's own name. */
export const TOKEN_SHAPED = /eyJ[\w-]+\.[\w-]+\.[\w-]+|veriflow_session|vfimp_[\w-]+|vf_(live|test)_[\w-]{16,}|\b[\w-]{43}\b/;

/** Everything a script on the page can read: local and session storage, script-visible cookies, IndexedDB. */
export async function everythingScriptsCanRead(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const databases = await indexedDB.databases();
    const indexed: unknown[] = [];
    for (const info of databases) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name as string);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result as unknown[]);
          request.onerror = () => reject(request.error);
        });
        indexed.push(...values);
      }
      db.close();
    }
    return JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookies: document.cookie, indexed });
  });
}

/**
 * Checks that the browser keeps no token where scripts reach it: nothing token-shaped in storage or
 * script-visible cookies, none of the given secrets, and none of the HttpOnly cookies' values
 * (session, sign-in flow, the provider's own) copied anywhere a script can read.
 */
export async function expectNoTokenInBrowser(page: Page, context: BrowserContext, secrets: readonly string[] = []): Promise<void> {
  const readable = await everythingScriptsCanRead(page);
  const cookies = await context.cookies();
  const problems: string[] = [];
  if (TOKEN_SHAPED.test(readable)) problems.push(`token-shaped value readable by scripts: ${readable.match(TOKEN_SHAPED)?.[0]}`);
  for (const secret of secrets) if (secret && readable.includes(secret)) problems.push('a secret is readable by scripts');
  for (const cookie of cookies) {
    if (!cookie.httpOnly && TOKEN_SHAPED.test(`${cookie.name}=${cookie.value}`)) problems.push(`script-visible cookie ${cookie.name} holds a token`);
    if (cookie.httpOnly && cookie.value.length >= 16 && readable.includes(cookie.value)) problems.push(`the value of HttpOnly cookie ${cookie.name} is copied where scripts read`);
  }
  const session = cookies.find((c) => c.name === 'veriflow_session');
  if (!session || !session.httpOnly || session.sameSite !== 'Lax') problems.push('the session cookie is missing, or not HttpOnly and SameSite=Lax');
  if (problems.length) throw new Error(problems.join('\n'));
}
