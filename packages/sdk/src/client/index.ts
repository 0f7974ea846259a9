export type {
  RapportClient,
  RapportClientOptions,
  SignOutResult,
  UploadFile,
  UploadOptions,
} from './client.js';
export {
  CLIENT_METHOD_FOR_ROUTE,
  createRapportClient,
  DEFAULT_OPTIONS,
  DEFAULT_RETRY_LIMIT,
  DEFAULT_TIMEOUT_MS,
} from './client.js';
export { NO_REFRESH_ROUTES } from './transport.js';
export type { CallArgs, CallOptions, RouteBody, RouteInput, RouteOutput, UploadProgress } from './types.js';
