export type { ImapCheckpoint, ImapFolderCheckpoint } from './checkpoint.js';
export { DEFAULT_OPTIONS, type ImapProviderOptions, imapOptionsFromSettings } from './client.js';
export { addressFor, createImapProvider, verifyImap } from './provider.js';
