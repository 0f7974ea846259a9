// The spec's pure rules (§5, §9), framework-free and free of the HTTP client, so the
// server can share them through `@rapport/sdk/rules` without bundling the HTTP client.

export * from './chatTitles.js';
export * from './citations.js';
export * from './contacts.js';
export * from './csvImport.js';
export * from './files.js';
export * from './followUps.js';
export * from './format.js';
export * from './intent.js';
export * from './mailbox.js';
export * from './messages.js';
export * from './postUpdateChanges.js';
export * from './shortcuts.js';
export * from './undo.js';
export * from './validation.js';
