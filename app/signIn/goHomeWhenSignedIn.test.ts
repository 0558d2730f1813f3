import { describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_PROBE, goHomeWhenSignedIn } from './goHomeWhenSignedIn';

const answering = (status: number) => vi.fn(async () => new Response(null, { status })) as unknown as typeof fetch;

describe('goHomeWhenSignedIn', () => {
  it('asks for the user organisations with the session cookie', async () => {
    const fetchImpl = answering(401);
    await goHomeWhenSignedIn({ replace: vi.fn() }, fetchImpl);
    expect(SIGNED_IN_PROBE).toBe('/api/sandbox/v1/auth/user/organizations');
    expect(fetchImpl).toHaveBeenCalledWith(SIGNED_IN_PROBE, expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('sends a signed-in or unverified visitor on to the console', async () => {
    for (const status of [200, 403]) {
      const location = { replace: vi.fn() };
      expect(await goHomeWhenSignedIn(location, answering(status))).toBe(true);
      expect(location.replace).toHaveBeenCalledWith('/');
    }
  });

  it('keeps a signed-out visitor on the sign-in screen, also when the request fails', async () => {
    const location = { replace: vi.fn() };
    expect(await goHomeWhenSignedIn(location, answering(401))).toBe(false);
    expect(await goHomeWhenSignedIn(location, vi.fn(async () => { throw new TypeError('offline'); }) as unknown as typeof fetch)).toBe(false);
    expect(location.replace).not.toHaveBeenCalled();
  });
});
