// contract
export * from './contract/index.js';
export { STORAGE_KEYS } from './storage-keys.js';
export type { StorageKey } from './storage-keys.js';
export * from './constants.js';

// rules
export * from './rules/index.js';
export * from './chat-model.js';

// client
