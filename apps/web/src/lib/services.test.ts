import { createRapportClient, memoryStorage } from '@rapport/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, onSessionExpired, setServices } from './services';

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
