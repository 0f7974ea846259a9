import type { ChatSummary, UserProfile } from '@rapport/sdk';
import { STORAGE_KEYS } from '@rapport/sdk';

export const API = 'http://localhost:3000/api';

export function makeUser(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    emailVerified: true,
    onBoardingCompleted: true,
    first_name: 'Ada',
    last_name: 'Lovelace',
    firstName: 'Ada',
    lastName: 'Lovelace',
    user_metadata: { avatar_url: null },
    permissions: [],
    user_description: null,
    skip_sync: false,
    disable_input_warning: false,
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** Puts a signed-in session in local storage, as the SDK stores it after sign-in. */
export function storeSession(user: UserProfile): void {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'access-token');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-token');
  localStorage.setItem(STORAGE_KEYS.userId, user.id);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function makeChat(overrides: Partial<ChatSummary> & { id: string }): ChatSummary {
  const now = new Date().toISOString();
  return {
    title: 'New Chat',
    createdAt: now,
    updatedAt: now,
    isActive: true,
    lastMessage: null,
    ...overrides,
  };
}
