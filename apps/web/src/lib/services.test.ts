import { createRapportClient, memoryStorage } from '@rapport/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, isSigningOutHere, onSessionExpired, setServices, signingOut } from './services';

afterEach(() => setServices(null));

describe('endSession', () => {
  it('forgets the tokens and tells the listeners, which send the person to /sign-in', () => {
    const client = createRapportClient({ baseUrl: 'http://localhost:3000/api', storage: memoryStorage() });
    client.session.setTokens({ access_token: 'a', refresh_token: 'r', id: 'u' });
    setServices({ client });
    const listener = vi.fn();
    const off = onSessionExpired(listener);
    endSession();
    off();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(client.session.getState().accessToken).toBeFalsy();
  });
});

describe('signingOut', () => {
  it("marks this tab's own sign-out while it runs, so its socket close is not reported twice", async () => {
    expect(isSigningOutHere()).toBe(false);
    let during = false;
    await signingOut(async () => {
      during = isSigningOutHere();
    });
    expect(during).toBe(true);
    expect(isSigningOutHere()).toBe(false);
    await expect(
      signingOut(async () => {
        throw new Error('offline');
      }),
    ).rejects.toThrow('offline');
    expect(isSigningOutHere()).toBe(false);
  });
});
