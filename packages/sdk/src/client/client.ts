/**
 * `createRapportClient`: one method per route of the contract's route table, grouped in
 * namespaces, over one generic `call`. Sign-in, sign-out, verification and profile calls
 * keep the session store (and so the storage) up to date, as spec §4 describes.
 */

import type { RouteKey } from '../contract/routes.js';
import type { ForgotPasswordRequest, RefreshResponse, UserProfile } from '../contract/schemas.js';
import { type Device, detectDevice } from '../device.js';
import { RapportError } from '../errors.js';
import { createSessionStore, type SessionStore } from '../session.js';
import { browserStorage, type TokenStorage } from '../storage/index.js';
import { createTransport } from './transport.js';
import type { CallArgs, CallOptions, RouteBody, RouteInput, RouteOutput, UploadProgress } from './types.js';
import { canUseXhr, xhrFetch } from './xhr-fetch.js';

export interface RapportClientOptions {
  /** The API base, e.g. `http://localhost:3000/api` (or `/api` in the browser on the same host). */
  baseUrl: string;
  /** Where the session lives. Default: `browserStorage()` (localStorage; memory where there is none). */
  storage?: TokenStorage;
  /** A fetch implementation. Default: the global `fetch`, looked up at each request. */
  fetch?: (input: Request | string | URL, init?: RequestInit) => Promise<Response>;
  /** Called once when the session could not be refreshed and was cleared (go to /sign-in). */
  onSessionExpired?: () => void;
  /** Per-attempt timeout of a JSON call, in ms; `false` for none. Uploads have none unless given per call. */
  timeoutMs?: number | false;
  /** How often an idempotent GET is retried on a network error or 408/500/502/503/504. POST/PATCH never are. */
  retryLimit?: number;
  /** Delay before retry n (1-based), in ms. */
  retryDelayMs?: (attempt: number) => number;
  /** Told when a stored user fails its schema and is dropped. Default: console.warn. */
  onRestoreError?: (error: unknown) => void;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_RETRY_LIMIT = 2;

export const DEFAULT_OPTIONS = {
  timeoutMs: DEFAULT_TIMEOUT_MS,
  retryLimit: DEFAULT_RETRY_LIMIT,
  retryDelayMs: (attempt: number) => Math.min(300 * 2 ** (attempt - 1), 5_000),
} satisfies Partial<RapportClientOptions>;

/** What `auth.signout` resolves with: the local session is always cleared. */
export interface SignOutResult {
  /** False when the server call failed (show "Error signing out"); the session is cleared anyway. */
  serverSignedOut: boolean;
  error?: RapportError;
}

/** A file to upload: a `File`, or any `Blob` given a name. */
export type UploadFile = Blob & { readonly name: string };

export interface UploadOptions {
  /** Upload progress, `percent` 0 to 1. Always ends with one event at 1 on success. */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** No timeout unless given. */
  timeoutMs?: number | false;
}

type ForgotPasswordInput = Omit<ForgotPasswordRequest, 'operating_system' | 'browser_name'> & Partial<Device>;

/**
 * The client method that calls each route, as `namespace.method` (or `method`).
 * A test checks that every route of the table has one.
 */
export const CLIENT_METHOD_FOR_ROUTE = {
  'auth.login': 'auth.login',
  'auth.signup': 'auth.signup',
  'auth.signout': 'auth.signout',
  'auth.refresh': 'auth.refresh',
  'auth.verifyEmail': 'auth.verifyEmail',
  'auth.resendOtp': 'auth.resendOtp',
  'auth.forgotPassword': 'auth.forgotPassword',
  'auth.resetPassword': 'auth.resetPassword',
  'auth.changePassword': 'auth.changePassword',
  'auth.signoutAll': 'auth.signoutAll',
  'user.profile': 'user.profile',
  'user.skipSync': 'user.skipSync',
  'user.disableInputWarning': 'user.disableInputWarning',
  'user.update': 'user.update',
  'onboarding.complete': 'onboarding.complete',
  'email.sync': 'email.sync',
  'email.syncStatus': 'email.syncStatus',
  'mailbox.authorizationUrl': 'mailbox.authorizationUrl',
  'mailbox.callback': 'mailbox.callback',
  'mailbox.status': 'mailbox.status',
  'mailbox.disconnect': 'mailbox.disconnect',
  'mailbox.syncContacts': 'mailbox.syncContacts',
  'chat.create': 'chat.create',
  'chat.generateTitle': 'chat.generateTitle',
  'chat.ask': 'chat.ask',
  'chat.addMessage': 'chat.addMessage',
  'chat.list': 'chat.list',
  'chat.rename': 'chat.rename',
  'chat.delete': 'chat.remove',
  'chat.messages': 'chat.messages',
  'chat.get': 'chat.get',
  'chat.postUpdates': 'chat.postUpdates',
  'postUpdates.list': 'postUpdates.list',
  'postUpdates.create': 'postUpdates.create',
  'postUpdates.updateStatus': 'postUpdates.updateStatus',
  'postUpdates.disableShowStatus': 'postUpdates.disableShowStatus',
  'postUpdates.detectIntentions': 'postUpdates.detectIntentions',
  'postUpdates.undo': 'postUpdates.undo',
  'followUps.list': 'followUps.list',
  'followUps.update': 'followUps.update',
  'csv.upload': 'csv.upload',
  'contacts.list': 'contacts.list',
  'companies.list': 'companies.list',
  'companies.get': 'companies.get',
  'companies.update': 'companies.update',
  'companies.delete': 'companies.remove',
  'contacts.suggestions': 'contacts.suggestions',
  'contacts.acceptSuggestion': 'contacts.acceptSuggestion',
  'contacts.dismissSuggestion': 'contacts.dismissSuggestion',
  'contacts.get': 'contacts.get',
  'contacts.resolveConflict': 'contacts.resolveConflict',
  'contacts.update': 'contacts.update',
  'contacts.delete': 'contacts.remove',
  'contacts.timeline': 'contacts.timeline',
  'contacts.export': 'contacts.exportCsv',
  'contacts.bulkDelete': 'contacts.removeMany',
  'jobs.get': 'jobs.get',
  'jobs.errors': 'jobs.errorsCsv',
  'jobs.skippedRows': 'jobs.skippedRowsCsv',
  'notifications.list': 'notifications.list',
  'admin.users': 'admin.users',
  health: 'health',
  'dev.outbox': 'dev.outbox',
  'mailboxes.list': 'mailboxes.list',
  'mailboxes.providers': 'mailboxes.providers',
  'mailboxes.microsoftLogin': 'mailboxes.microsoftLogin',
  'mailboxes.microsoftCallback': 'mailboxes.microsoftCallback',
  'mailboxes.connectImap': 'mailboxes.connectImap',
  'mailboxes.importMbox': 'mailboxes.importMbox',
  'mailboxes.demo': 'mailboxes.addDemo',
  'mailboxes.sync': 'mailboxes.sync',
  'mailboxes.delete': 'mailboxes.remove',
  'mailboxes.removal': 'mailboxes.removal',
  'mailboxes.disconnect': 'mailboxes.disconnect',
  'mailboxes.syncContacts': 'mailboxes.syncContacts',
  'mailboxes.update': 'mailboxes.update',
  'emails.list': 'emails.list',
  'emails.get': 'emails.get',
  'threads.get': 'threads.get',
} as const satisfies Record<RouteKey, string>;

export function createRapportClient(options: RapportClientOptions) {
  const settings = { ...DEFAULT_OPTIONS, ...withoutUndefined(options) };
  const storage = settings.storage ?? browserStorage();
  const session: SessionStore = createSessionStore(
    storage,
    settings.onRestoreError ? { onRestoreError: settings.onRestoreError } : {},
  );
  const transport = createTransport({
    baseUrl: settings.baseUrl,
    session,
    fetch: settings.fetch,
    onSessionExpired: settings.onSessionExpired,
    timeoutMs: settings.timeoutMs,
    retryLimit: settings.retryLimit,
    retryDelayMs: settings.retryDelayMs,
  });
  const { call } = transport;

  const withId = (id: string) => ({ params: { id } });

  async function storeUser(promise: Promise<UserProfile>): Promise<UserProfile> {
    const user = await promise;
    session.setUser(user);
    return user;
  }

  /** Calls the server, then clears the session whatever the answer (spec §4 Session). */
  async function endSession(
    key: 'auth.signout' | 'auth.signoutAll',
    o?: CallOptions,
  ): Promise<SignOutResult> {
    try {
      await call(key, undefined, o);
      return { serverSignedOut: true };
    } catch (error) {
      return { serverSignedOut: false, error: error instanceof RapportError ? error : wrapUnknown(error) };
    } finally {
      session.clear();
    }
  }

  const auth = {
    /** Signs in and stores the session (tokens, user id, user; onboarding flag "false"; chats "[]"). */
    async login(body: RouteBody<'auth.login'>, o?: CallOptions): Promise<RouteOutput<'auth.login'>> {
      const response = await call('auth.login', { body }, o);
      session.signIn(response);
      return response;
    },
    signup: (body: RouteBody<'auth.signup'>, o?: CallOptions): Promise<RouteOutput<'auth.signup'>> =>
      call('auth.signup', { body }, o),
    /** Never rejects: the session is cleared even when the server call fails. */
    signout: (o?: CallOptions) => endSession('auth.signout', o),
    /** Rotates the token pair with the stored refresh token (shared with any refresh in flight). */
    refresh: (): Promise<RefreshResponse> => transport.refresh(),
    /** Verifies the email with the 6-digit code and stores the verified user. */
    async verifyEmail(
      body: RouteBody<'auth.verifyEmail'>,
      o?: CallOptions,
    ): Promise<RouteOutput<'auth.verifyEmail'>> {
      const response = await call('auth.verifyEmail', { body }, o);
      session.setUser(response.user);
      return response;
    },
    resendOtp: (o?: CallOptions): Promise<RouteOutput<'auth.resendOtp'>> =>
      call('auth.resendOtp', undefined, o),
    /** `operating_system` and `browser_name` default to `detectDevice(navigator.userAgent)`. */
    forgotPassword(body: ForgotPasswordInput, o?: CallOptions): Promise<RouteOutput<'auth.forgotPassword'>> {
      const needsDevice = body.operating_system === undefined || body.browser_name === undefined;
      const device = needsDevice ? currentDevice() : undefined;
      return call(
        'auth.forgotPassword',
        {
          body: {
            ...body,
            operating_system: body.operating_system ?? (device as Device).operating_system,
            browser_name: body.browser_name ?? (device as Device).browser_name,
          },
        },
        o,
      );
    },
    resetPassword: (
      body: RouteBody<'auth.resetPassword'>,
      o?: CallOptions,
    ): Promise<RouteOutput<'auth.resetPassword'>> => call('auth.resetPassword', { body }, o),
    changePassword: (
      body: RouteBody<'auth.changePassword'>,
      o?: CallOptions,
    ): Promise<RouteOutput<'auth.changePassword'>> => call('auth.changePassword', { body }, o),
    /** Signs out every session of the user, this one included; never rejects. */
    signoutAll: (o?: CallOptions) => endSession('auth.signoutAll', o),
  };

  const user = {
    /** Fetches the profile and stores it as the session's user. */
    profile: (o?: CallOptions): Promise<UserProfile> => storeUser(call('user.profile', undefined, o)),
    skipSync: (o?: CallOptions): Promise<UserProfile> => storeUser(call('user.skipSync', undefined, o)),
    disableInputWarning: (o?: CallOptions): Promise<UserProfile> =>
      storeUser(call('user.disableInputWarning', undefined, o)),
    update: (body: RouteBody<'user.update'>, o?: CallOptions): Promise<UserProfile> =>
      storeUser(call('user.update', { body }, o)),
  };

  const onboarding = {
    /** Marks onboarding complete; stores the profile and the onboarding-completed flag. */
    async complete(o?: CallOptions): Promise<UserProfile> {
      const profile = await storeUser(call('onboarding.complete', undefined, o));
      session.setOnboardingCompleted(profile.onBoardingCompleted);
      return profile;
    },
  };

  const mailbox = {
    authorizationUrl: (o?: CallOptions): Promise<RouteOutput<'mailbox.authorizationUrl'>> =>
      call('mailbox.authorizationUrl', undefined, o),
    callback: (
      body: RouteBody<'mailbox.callback'>,
      o?: CallOptions,
    ): Promise<RouteOutput<'mailbox.callback'>> => call('mailbox.callback', { body }, o),
    status: (o?: CallOptions): Promise<RouteOutput<'mailbox.status'>> => call('mailbox.status', undefined, o),
    /** Disconnects Gmail; the synced mail stays unless `deleteData` is "true". */
    disconnect: (
      query: RouteInput<'mailbox.disconnect'>['query'] = {},
      o?: CallOptions,
    ): Promise<RouteOutput<'mailbox.disconnect'>> => call('mailbox.disconnect', { query }, o),
    syncContacts: (o?: CallOptions): Promise<RouteOutput<'mailbox.syncContacts'>> =>
      call('mailbox.syncContacts', undefined, o),
  };

  const email = {
    sync: (o?: CallOptions): Promise<RouteOutput<'email.sync'>> => call('email.sync', undefined, o),
    syncStatus: (o?: CallOptions): Promise<RouteOutput<'email.syncStatus'>> =>
      call('email.syncStatus', undefined, o),
  };

  const chat = {
    create: (body: RouteBody<'chat.create'> = {}, o?: CallOptions): Promise<RouteOutput<'chat.create'>> =>
      call('chat.create', { body }, o),
    generateTitle: (
      body: RouteBody<'chat.generateTitle'>,
      o?: CallOptions,
    ): Promise<RouteOutput<'chat.generateTitle'>> => call('chat.generateTitle', { body }, o),
    ask: (body: RouteBody<'chat.ask'>, o?: CallOptions): Promise<RouteOutput<'chat.ask'>> =>
      call('chat.ask', { body }, o),
    addMessage: (
      id: string,
      body: RouteBody<'chat.addMessage'>,
      o?: CallOptions,
    ): Promise<RouteOutput<'chat.addMessage'>> => call('chat.addMessage', { ...withId(id), body }, o),
    list: (o?: CallOptions): Promise<RouteOutput<'chat.list'>> => call('chat.list', undefined, o),
    rename: (
      id: string,
      body: RouteBody<'chat.rename'>,
      o?: CallOptions,
    ): Promise<RouteOutput<'chat.rename'>> => call('chat.rename', { ...withId(id), body }, o),
    /** Deletes the chat with its messages; its post updates stay. */
    remove: (id: string, o?: CallOptions): Promise<RouteOutput<'chat.delete'>> =>
      call('chat.delete', withId(id), o),
    messages: (id: string, o?: CallOptions): Promise<RouteOutput<'chat.messages'>> =>
      call('chat.messages', withId(id), o),
    get: (id: string, o?: CallOptions): Promise<RouteOutput<'chat.get'>> => call('chat.get', withId(id), o),
    postUpdates: (id: string, o?: CallOptions): Promise<RouteOutput<'chat.postUpdates'>> =>
      call('chat.postUpdates', withId(id), o),
  };

  const postUpdates = {
    list: (o?: CallOptions): Promise<RouteOutput<'postUpdates.list'>> =>
      call('postUpdates.list', undefined, o),
    create: (
      body: RouteBody<'postUpdates.create'>,
      o?: CallOptions,
    ): Promise<RouteOutput<'postUpdates.create'>> => call('postUpdates.create', { body }, o),
    updateStatus: (
      id: string,
      body: RouteBody<'postUpdates.updateStatus'>,
      o?: CallOptions,
    ): Promise<RouteOutput<'postUpdates.updateStatus'>> =>
      call('postUpdates.updateStatus', { ...withId(id), body }, o),
    disableShowStatus: (id: string, o?: CallOptions): Promise<RouteOutput<'postUpdates.disableShowStatus'>> =>
      call('postUpdates.disableShowStatus', withId(id), o),
    undo: (id: string, o?: CallOptions): Promise<RouteOutput<'postUpdates.undo'>> =>
      call('postUpdates.undo', withId(id), o),
    /** Resolves with the Intent string: `Question`, `PostUpdate` or `Intentions not detected.` */
    detectIntentions: (
      body: RouteBody<'postUpdates.detectIntentions'>,
      o?: CallOptions,
    ): Promise<RouteOutput<'postUpdates.detectIntentions'>> =>
      call('postUpdates.detectIntentions', { body }, o),
  };

  /** A multipart upload with progress (XHR in browsers, a counted request stream in Node). */
  async function uploadForm<K extends 'csv.upload' | 'mailboxes.importMbox'>(
    key: K,
    form: FormData,
    totalBytes: number,
    uploadOptions: UploadOptions,
  ): Promise<RouteOutput<K>> {
    const { onProgress } = uploadOptions;
    let lastPercent = 0;
    const callOptions: CallOptions = { timeoutMs: uploadOptions.timeoutMs ?? false };
    if (uploadOptions.signal) callOptions.signal = uploadOptions.signal;
    if (onProgress) {
      const report = (progress: UploadProgress) => {
        lastPercent = progress.percent;
        onProgress({ ...progress });
      };
      // Browsers: XHR progress, never a fetch upload stream (Chromium refuses those over
      // HTTP/1.1); with an injected fetch, only the final event. Node: a counted request stream (http.ts).
      if (!canUseXhr()) callOptions.onUploadProgress = report;
      else if (!options.fetch) callOptions.fetch = xhrFetch(form, report);
    }
    const result = await (
      call as (k: K, args: { body: FormData }, o: CallOptions) => Promise<RouteOutput<K>>
    )(key, { body: form }, callOptions);
    // Where the platform cannot stream request bodies, nothing is reported: finish at 100 %.
    if (onProgress && lastPercent < 1) onProgress({ percent: 1, transferredBytes: totalBytes, totalBytes });
    return result;
  }

  const csv = {
    /** Uploads the files as one multipart form with a repeated `files` field (spec §7). */
    upload(
      files: readonly UploadFile[],
      uploadOptions: UploadOptions = {},
    ): Promise<RouteOutput<'csv.upload'>> {
      const form = new FormData();
      for (const file of files) form.append('files', file, file.name);
      const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
      return uploadForm('csv.upload', form, totalBytes, uploadOptions);
    },
  };

  const mailboxes = {
    list: (o?: CallOptions): Promise<RouteOutput<'mailboxes.list'>> => call('mailboxes.list', undefined, o),
    /** Which ways to bring mail in this server can use. */
    providers: (o?: CallOptions): Promise<RouteOutput<'mailboxes.providers'>> =>
      call('mailboxes.providers', undefined, o),
    /** Microsoft's consent URL for a Microsoft 365 / Outlook.com mailbox (the browser goes there). */
    microsoftLogin: (o?: CallOptions): Promise<RouteOutput<'mailboxes.microsoftLogin'>> =>
      call('mailboxes.microsoftLogin', undefined, o),
    /** The callback page's half of the hand-off: the code and state Microsoft sent back. */
    microsoftCallback: (
      body: RouteBody<'mailboxes.microsoftCallback'>,
      o?: CallOptions,
    ): Promise<RouteOutput<'mailboxes.microsoftCallback'>> =>
      call('mailboxes.microsoftCallback', { body }, o),
    /** Connects an IMAP mailbox; the server tries the login at once and refuses it with a `detail`. */
    connectImap: (
      body: RouteBody<'mailboxes.connectImap'>,
      o?: CallOptions,
    ): Promise<RouteOutput<'mailboxes.connectImap'>> => call('mailboxes.connectImap', { body }, o),
    /** Uploads an mbox archive (field `file`, optional owner `address`) and starts its import. */
    importMbox(
      file: UploadFile,
      uploadOptions: UploadOptions & { address?: string } = {},
    ): Promise<RouteOutput<'mailboxes.importMbox'>> {
      const form = new FormData();
      if (uploadOptions.address) form.append('address', uploadOptions.address);
      form.append('file', file, file.name);
      return uploadForm('mailboxes.importMbox', form, file.size, uploadOptions);
    },
    /** Adds the demo mailbox (once; again it syncs the same one). */
    addDemo: (o?: CallOptions): Promise<RouteOutput<'mailboxes.demo'>> =>
      call('mailboxes.demo', undefined, o),
    sync: (id: string, o?: CallOptions): Promise<RouteOutput<'mailboxes.sync'>> =>
      call('mailboxes.sync', withId(id), o),
    /** Sets the mailbox's contact policy; the server re-applies it to imported mail as a job. */
    update: (
      id: string,
      body: RouteBody<'mailboxes.update'>,
      o?: CallOptions,
    ): Promise<RouteOutput<'mailboxes.update'>> => call('mailboxes.update', { ...withId(id), body }, o),
    /** Stops syncing the mailbox and forgets its sign-in; it stays listed as disconnected, its mail kept. */
    disconnect: (id: string, o?: CallOptions): Promise<RouteOutput<'mailboxes.disconnect'>> =>
      call('mailboxes.disconnect', withId(id), o),
    /** Reads the mailbox's own address book again (Gmail, Microsoft 365), as a job. */
    syncContacts: (id: string, o?: CallOptions): Promise<RouteOutput<'mailboxes.syncContacts'>> =>
      call('mailboxes.syncContacts', withId(id), o),
    /** What removing the mailbox with its mail does to contacts: how many go, how many stay. */
    removal: (id: string, o?: CallOptions): Promise<RouteOutput<'mailboxes.removal'>> =>
      call('mailboxes.removal', withId(id), o),
    /** Removes the mailbox; its mail goes too unless `deleteData` is false. */
    remove: (
      id: string,
      query: RouteInput<'mailboxes.delete'>['query'] = {},
      o?: CallOptions,
    ): Promise<RouteOutput<'mailboxes.delete'>> => call('mailboxes.delete', { ...withId(id), query }, o),
  };

  const followUps = {
    list: (
      query: RouteInput<'followUps.list'>['query'] = {},
      o?: CallOptions,
    ): Promise<RouteOutput<'followUps.list'>> => call('followUps.list', { query }, o),
    /** Marks a follow-up done (or open again) and/or moves its due day. */
    update: (
      id: string,
      body: RouteInput<'followUps.update'>['body'],
      o?: CallOptions,
    ): Promise<RouteOutput<'followUps.update'>> => call('followUps.update', { ...withId(id), body }, o),
  };

  const emails = {
    list: (
      query: RouteInput<'emails.list'>['query'] = {},
      o?: CallOptions,
    ): Promise<RouteOutput<'emails.list'>> => call('emails.list', { query }, o),
    get: (id: string, o?: CallOptions): Promise<RouteOutput<'emails.get'>> =>
      call('emails.get', withId(id), o),
  };

  const threads = {
    get: (id: string, o?: CallOptions): Promise<RouteOutput<'threads.get'>> =>
      call('threads.get', withId(id), o),
  };

  const contacts = {
    list: (
      query: RouteInput<'contacts.list'>['query'] = {},
      o?: CallOptions,
    ): Promise<RouteOutput<'contacts.list'>> => call('contacts.list', { query }, o),
    get: (id: string, o?: CallOptions): Promise<RouteOutput<'contacts.get'>> =>
      call('contacts.get', withId(id), o),
    /** People who wrote to the user and are no contacts, best first. */
    suggestions: (o?: CallOptions): Promise<RouteOutput<'contacts.suggestions'>> =>
      call('contacts.suggestions', undefined, o),
    /** Makes a suggested person a contact (merged by email); resolves the contact. */
    acceptSuggestion: (email: string, o?: CallOptions): Promise<RouteOutput<'contacts.acceptSuggestion'>> =>
      call('contacts.acceptSuggestion', { body: { email } }, o),
    /** Never suggests this address again. */
    dismissSuggestion: (email: string, o?: CallOptions): Promise<RouteOutput<'contacts.dismissSuggestion'>> =>
      call('contacts.dismissSuggestion', { body: { email } }, o),
    update: (
      id: string,
      body: RouteInput<'contacts.update'>['body'],
      o?: CallOptions,
    ): Promise<RouteOutput<'contacts.update'>> => call('contacts.update', { ...withId(id), body }, o),
    remove: (id: string, o?: CallOptions): Promise<RouteOutput<'contacts.delete'>> =>
      call('contacts.delete', withId(id), o),
    /** Settles a field's open conflict: keep the stored value or replace it with the proposed one. */
    resolveConflict: (
      id: string,
      field: string,
      keep: 'stored' | 'proposed',
      o?: CallOptions,
    ): Promise<RouteOutput<'contacts.resolveConflict'>> =>
      call('contacts.resolveConflict', { params: { id, field }, body: { keep } }, o),
    /** Deletes the contacts `ids` (at most 200); answers how many were deleted. */
    removeMany: (ids: string[], o?: CallOptions): Promise<RouteOutput<'contacts.bulkDelete'>> =>
      call('contacts.bulkDelete', { body: { ids } }, o),
    timeline: (
      id: string,
      query: RouteInput<'contacts.timeline'>['query'] = {},
      o?: CallOptions,
    ): Promise<RouteOutput<'contacts.timeline'>> => call('contacts.timeline', { ...withId(id), query }, o),
    /** The list as CSV text, with the same query, sort and order as `list`. */
    exportCsv: (
      query: RouteInput<'contacts.export'>['query'] = {},
      o?: CallOptions,
    ): Promise<RouteOutput<'contacts.export'>> => call('contacts.export', { query }, o),
  };

  const companies = {
    list: (
      query: RouteInput<'companies.list'>['query'] = {},
      o?: CallOptions,
    ): Promise<RouteOutput<'companies.list'>> => call('companies.list', { query }, o),
    get: (id: string, o?: CallOptions): Promise<RouteOutput<'companies.get'>> =>
      call('companies.get', withId(id), o),
    update: (
      id: string,
      body: RouteInput<'companies.update'>['body'],
      o?: CallOptions,
    ): Promise<RouteOutput<'companies.update'>> => call('companies.update', { ...withId(id), body }, o),
    remove: (id: string, o?: CallOptions): Promise<RouteOutput<'companies.delete'>> =>
      call('companies.delete', withId(id), o),
  };

  const jobs = {
    get: (id: string, o?: CallOptions): Promise<RouteOutput<'jobs.get'>> => call('jobs.get', withId(id), o),
    /** A CSV import's row errors as CSV text (`row,reason`). */
    errorsCsv: (id: string, o?: CallOptions): Promise<RouteOutput<'jobs.errors'>> =>
      call('jobs.errors', withId(id), o),
    /** A CSV import's rows that were not imported, as they were, with `row` and `reason` first. */
    skippedRowsCsv: (id: string, o?: CallOptions): Promise<RouteOutput<'jobs.skippedRows'>> =>
      call('jobs.skippedRows', withId(id), o),
  };

  const notifications = {
    /** Stored notifications after `since` (an ISO timestamp), oldest first. */
    list: (
      query: RouteInput<'notifications.list'>['query'] = {},
      o?: CallOptions,
    ): Promise<RouteOutput<'notifications.list'>> => call('notifications.list', { query }, o),
  };

  const admin = {
    users: (o?: CallOptions): Promise<RouteOutput<'admin.users'>> => call('admin.users', undefined, o),
  };
  const dev = {
    outbox: (o?: CallOptions): Promise<RouteOutput<'dev.outbox'>> => call('dev.outbox', undefined, o),
  };
  const health = (o?: CallOptions): Promise<RouteOutput<'health'>> => call('health', undefined, o);

  return {
    /** The session store: `getState()`, `subscribe()`. */
    session,
    storage,
    /** The generic call every method goes through. */
    call: call as <K extends RouteKey>(key: K, ...args: CallArgs<K>) => Promise<RouteOutput<K>>,
    auth,
    user,
    onboarding,
    mailbox,
    email,
    chat,
    postUpdates,
    followUps,
    csv,
    mailboxes,
    emails,
    threads,
    contacts,
    companies,
    jobs,
    notifications,
    admin,
    dev,
    health,
  };
}

export type RapportClient = ReturnType<typeof createRapportClient>;

function currentDevice(): Device {
  const nav = (globalThis as { navigator?: { userAgent?: string; maxTouchPoints?: number } }).navigator;
  return detectDevice(nav?.userAgent, nav?.maxTouchPoints ?? 0);
}

function wrapUnknown(error: unknown): RapportError {
  return new RapportError({ code: 'unknown', message: String(error), cause: error });
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
