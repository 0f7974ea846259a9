// biome-ignore-all assist/source/organizeImports: exports are grouped by concern (contract, rules, client), not sorted
export * from './schemas.js';
export * from './mailbox.js';
export * from './companies.js';
export { routes, NOTIFICATIONS_SOCKET_PATH, API_BASE_PATH } from './routes.js';
export type { Routes, RouteKey } from './routes.js';
export { routeSummaries } from './summaries.js';
export { defineRoute, fillPath, toColonPath } from './route.js';
export type { HttpMethod, RouteAccess, RouteDefinition, PathParams } from './route.js';
export {
  EMAIL_PATTERN,
  INTENTS,
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
  DEFAULT_CHAT_TITLE,
  IMPORT_FILE_MAX_BYTES,
  CSV_DELIMITERS,
} from '../constants.js';
