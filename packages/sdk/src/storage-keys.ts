/**
 * The local storage items of product-spec.md section 3, with their exact keys.
 * Mailbox tokens are not here on purpose: decisions.md keeps them on the server.
 */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  userId: 'user_id',
  user: 'user',
  userMetadata: 'user_metadata',
  onboardingStep: 'onboarding_step',
  /** The text "true" or "false". */
  onboardingCompleted: 'onboarding_completed',
  onboardingGoals: 'onboarding_goals',
  chats: 'chats',
  currentChatId: 'current_chat_id',
  mailboxUserId: 'mailbox_user_id',
  verificationToken: 'verification_token',
  theme: 'theme',
  themePreference: 'theme_preference',
  processingQueue: 'processingQueue',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
