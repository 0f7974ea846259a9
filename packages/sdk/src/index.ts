// biome-ignore-all assist/source/organizeImports: exports are grouped by concern (contract, rules, client), not sorted
// contract
export * from './contract/index.js';
export { STORAGE_KEYS } from './storage-keys.js';
export type { StorageKey } from './storage-keys.js';
export * from './constants.js';

// rules
export * from './rules/index.js';
export * from './chat-model.js';

// client
export * from './client/index.js';
export {
  RapportError,
  RapportApiError,
  RapportNetworkError,
  RapportValidationError,
  isRapportError,
  isRapportApiError,
  errorDescription,
  codeForStatus,
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from './errors.js';
export type { AnyRapportError, RapportErrorCode, ValidationIssue } from './errors.js';
export { createSessionStore, isAuthenticated, syncSessionAcrossTabs } from './session.js';
export type { SessionListener, SessionState, SessionStore, SessionStoreOptions } from './session.js';
export { browserStorage, memoryStorage, clearStorage, SESSION_STORAGE_KEYS } from './storage/index.js';
export type { TokenStorage } from './storage/index.js';
export { detectDevice, detectBrowser, detectOperatingSystem } from './device.js';
export type { BrowserName, Device, OperatingSystem } from './device.js';
export { createChatController, LOCAL_ID_PREFIX } from './chat-controller.js';
export type {
  ChatCache,
  ChatController,
  ChatControllerClient,
  ChatControllerOptions,
  ChatList,
  ChatNotifier,
  ChatUploads,
  SendInput,
  SendOutcome,
} from './chat-controller.js';
export { createMemoryChatCache } from './chat-cache.js';
export type { ChatCacheState, MemoryChatCache } from './chat-cache.js';
export { systemClock } from './clock.js';
export type { Clock } from './clock.js';
