import { existsSync } from 'node:fs';

/** The Chromium that tests drive: CHROME_PATH when set, else Debian's /usr/bin/chromium. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (p): p is string => Boolean(p),
  );
  return candidates.find((p) => existsSync(p)) ?? candidates[0] ?? '/usr/bin/chromium';
}
