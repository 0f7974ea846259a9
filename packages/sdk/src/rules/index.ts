export * from './files.js';
export * from './format.js';
export * from './intent.js';
export * from './messages.js';
export * from './validation.js';
