import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { ZodError } from 'zod';
import type { Assistant } from './assistant/types.js';
import type { AuthLimits, PasswordHashCost } from './auth/service.js';
import type { Config } from './config.js';
import { CSV_FILE_MAX_BYTES, CSV_MAX_FILES, JSON_BODY_LIMIT_BYTES } from './constants.js';
import { usersWithStaleContactIndex } from './contacts/search.js';
import { type Database, openDatabase } from './db/index.js';
import { isDatabaseUnavailable } from './db/unavailable.js';
import { registerBodyBounds } from './http/bodyBounds.js';
import { badRequest, type HttpErrorCode, isHttpError, tooManyRequests } from './http/errors.js';
import { clientErrorHandler, frameworkErrors } from './http/frameworkErrors.js';
import { createInlineJobRunner } from './jobs/inline.js';
import type { JobRunner } from './jobs/types.js';
import { type Clock, systemClock } from './lib/clock.js';
import { isIllegalTransition } from './lib/lifecycle.js';
import { fastifyLogging, requestLine } from './lib/logging.js';
import { mailboxProviders } from './mailbox/availability.js';
import { usersWithUnindexedEmails } from './mailbox/emailSearch.js';
import { archiveTooLarge } from './mailbox/mbox/archives.js';
import type { ServiceContext } from './platform/context.js';
import { createOutbox, type Outbox } from './platform/outbox.js';
import type { FactExtractor } from './postUpdates/service.js';
import { adminHandlers } from './routes/admin.js';
import { authHandlers } from './routes/auth.js';
import { chatHandlers } from './routes/chats.js';
import { contactHandlers } from './routes/contacts.js';
import { csvHandlers } from './routes/csv.js';
import type { Handlers } from './routes/define.js';
import { docsHtml, openApiDocument } from './routes/docs.js';
import { jobHandlers } from './routes/jobs.js';
import { mailboxHandlers } from './routes/mailbox.js';
import { mailboxesHandlers } from './routes/mailboxes.js';
import { microsoftHandlers } from './routes/microsoft.js';
import { notificationHandlers } from './routes/notifications.js';
import { platformHandlers } from './routes/platform.js';
import { postUpdateHandlers } from './routes/postUpdates.js';
import { API_PREFIX, describeZodError, registerRoutes } from './routes/register.js';
import { userHandlers } from './routes/users.js';
import { GOING_AWAY_CLOSE_CODE, registerNotificationSocket } from './routes/ws.js';
import { createServices, type ServiceOptions, type Services } from './wiring.js';

export interface BuildAppOptions {
  config: Config;
  clock?: Clock;
  /** Outbound mail (default: SMTP_URL, else the dev outbox). */
  mailer?: Outbox;
  /** An open database; when absent one is opened (and closed with the app). */
  database?: Database;
  jobs?: JobRunner | ((database: Database) => JobRunner);
  limits?: Partial<AuthLimits>;
  /** argon2 cost override (tests and benchmarks only). */
  passwordHashCost?: PasswordHashCost;
  /** Requests per minute per IP across the API (default 1200; 0 turns it off). */
  globalRateLimitPerMinute?: number;
  assistant?: Assistant;
  extractFacts?: FactExtractor;
  csvImport?: ServiceOptions['csvImport'];
  searchEmbed?: ServiceOptions['searchEmbed'];
  mailbox?: ServiceOptions['mailbox'];
  /** Print dev-outbox mail (default: not in tests). */
  printMail?: boolean;
  fetch?: typeof fetch;
}

export interface Rapport {
  config: Config;
  database: Database;
  services: Services;
  jobs: JobRunner;
  mailer: Outbox;
}

declare module 'fastify' {
  interface FastifyInstance {
    rapport: Rapport;
  }
  interface FastifyContextConfig {
    routeKey?: string;
  }
}

const STATUS_CODES: Record<number, HttpErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  406: 'unsupported_media_type',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

/** The built web app: WEB_DIST_DIR, else apps/web/dist next to this package. */
function findWebDist(config: Config): string | undefined {
  const candidates = config.webDistDir
    ? [resolve(config.webDistDir)]
    : (() => {
        const here = dirname(fileURLToPath(import.meta.url));
        return [resolve(here, '../../web/dist'), resolve(here, '../../../apps/web/dist')];
      })();
  return candidates.find((dir) => existsSync(join(dir, 'index.html')));
}

/** A Host header that is a plain host[:port], so it can go into a header value as it is. */
const PLAIN_HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** `ws://host wss://host` for the page's own host; nothing for a Host header that is not plain. */
function sameOriginSockets(host: string | undefined): string {
  return host && PLAIN_HOST.test(host) ? `ws://${host} wss://${host}` : "'self'";
}

/** What a multipart body adds around its files (boundaries, part headers, a field or two). */
const MULTIPART_SLACK_BYTES = 1024 * 1024;

/** Every error a route raises answers `{ detail, code }`: its own status, 409, 400, 4xx, 503 or 500. */
function answerError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (isHttpError(error)) {
    return reply.code(error.status).headers(error.headers).send({ detail: error.detail, code: error.code });
  }
  // A move a status's lifecycle forbids, reaching a route unhandled: the object is not in a state for it.
  if (isIllegalTransition(error)) {
    return reply.code(409).send({ detail: error.message, code: 'conflict' });
  }
  if (error instanceof ZodError) {
    return reply.code(400).send({ detail: describeZodError(error, 'body'), code: 'validation_error' });
  }
  const status = (error as FastifyError).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    let detail = error.message || 'Bad request';
    if (status === 413) detail = `Payload too large: ${detail}`;
    return reply.code(status).send({ detail, code: STATUS_CODES[status] ?? 'bad_request' });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn(`database unavailable: ${error.message}`);
    return reply.code(503).header('retry-after', '5').send({
      detail: 'The database cannot be reached right now. Please try again in a moment.',
      code: 'service_unavailable',
    });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ detail: 'Internal server error', code: 'internal_error' });
}

/** Security headers, CORS, request limits, uploads and the notification socket's server. */
async function registerPlugins(
  app: FastifyInstance,
  config: Config,
  services: Services,
  globalRateLimitPerMinute: number | undefined,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // What the app loads (issue 22): its own files, inline data and blobs (an avatar elsewhere
        // shows its initials instead: an image from any host would tell that host who looks).
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // The API and the notification socket at the page's own origin (older browsers do not
        // count ws: as 'self').
        connectSrc: ["'self'", (req) => sameOriginSockets(req.headers.host)],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: (origin, cb) => {
      if (!origin) return cb(null, true);
      if (config.corsOrigins.includes(origin)) return cb(null, true);
      if (!config.isProduction && /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin))
        return cb(null, true);
      return cb(null, false);
    },
    credentials: true,
  });
  // Signed-in calls are limited per user, anonymous ones per IP: an office behind one address
  // shares nothing but its sign-ins. The auth routes keep their own limits (platform/rateLimits.ts).
  const limits =
    globalRateLimitPerMinute === undefined
      ? config.rateLimits
      : { userPerMin: globalRateLimitPerMinute, ipPerMin: globalRateLimitPerMinute };
  if (limits.userPerMin > 0 || limits.ipPerMin > 0) {
    await app.register(rateLimit, {
      timeWindow: 60_000,
      keyGenerator: async (req) => {
        const userId = await services.auth.userIdOfRequest(req.headers.authorization);
        return userId ? `user:${userId}` : `ip:${req.ip}`;
      },
      max: (_req, key) => (key.startsWith('user:') ? limits.userPerMin : limits.ipPerMin) || 1e9,
      allowList: (req) => !req.url.startsWith(API_PREFIX),
      errorResponseBuilder: (_req, context) => tooManyRequests(context.ttl, 'Too many requests'),
    });
  }
  // Before the multipart plugin reads anything: 413 from the headers, and stalled bodies cut.
  registerBodyBounds(app, {
    idleTimeoutMs: config.uploadIdleTimeoutMs,
    limits: {
      [`${API_PREFIX}/mailboxes/mbox`]: {
        maxBytes: config.mailbox.mboxMaxBytes + MULTIPART_SLACK_BYTES,
        detail: archiveTooLarge(config.mailbox.mboxMaxBytes),
      },
      [`${API_PREFIX}/csv/upload`]: {
        maxBytes: CSV_MAX_FILES * CSV_FILE_MAX_BYTES + MULTIPART_SLACK_BYTES,
        detail: `The upload is too large: at most ${CSV_MAX_FILES} files, each smaller than ${CSV_FILE_MAX_BYTES / 1024 ** 2}MB.`,
      },
    },
  });
  await app.register(multipart, {
    limits: { fileSize: CSV_FILE_MAX_BYTES, files: CSV_MAX_FILES, fields: 20, parts: CSV_MAX_FILES + 20 },
  });
  await app.register(websocket, {
    options: { maxPayload: 64 * 1024 },
    // On shutdown, sockets hear "going away" (1001), so clients reconnect to the next instance.
    preClose(this: FastifyInstance, done: () => void) {
      for (const client of this.websocketServer.clients)
        client.close(GOING_AWAY_CLOSE_CODE, 'Server shutting down');
      this.websocketServer.close();
      done();
    },
  });
}

/** The built web app beside the API (any other GET path is the app's), and 404 `{ detail, code }` for the rest. */
async function serveWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const webDist = findWebDist(config);
  if (webDist) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: ['index.html'] });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (webDist && request.method === 'GET' && path !== API_PREFIX && !path.startsWith(`${API_PREFIX}/`)) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.code(404).send({ detail: `No route for ${request.method} ${path}`, code: 'not_found' });
  });
}

/** At start: notifications and jobs run, and work left behind (indexes, vectors, tokens, schedules) catches up. */
async function startWork(
  services: Services,
  jobs: JobRunner,
  database: Database,
  log: { warn(m: string): void },
): Promise<void> {
  await services.notifications.start();
  await jobs.start();
  // Contacts indexes left behind (a crash between an import and its reindex, or contacts from
  // before the index existed) catch up now rather than at the user's next import.
  for (const userId of await usersWithStaleContactIndex(database.db))
    await jobs.enqueue('search.reindex', { userId, notify: false });
  for (const userId of await usersWithUnindexedEmails(database.db))
    await jobs.enqueue('search.reindex', { userId, notify: false });
  // With an embedding model: pgvector or not (one log line), and vectors still missing (a new
  // or changed EMBEDDING_MODEL, a crash mid-way) are made now.
  const { embeddings } = services;
  if (embeddings) {
    await embeddings.store.start();
    for (const userId of await embeddings.store.usersWithPending(embeddings.model))
      await jobs.enqueue('search.embed', { userId, notify: false }, { key: userId });
  }
  // Google tokens kept on users before mailboxes existed become gmail mailboxes.
  for (const userId of await services.mailbox.usersWithLegacyTokens())
    await services.mailbox
      .adoptLegacyTokens(userId)
      .catch((e) => log.warn(`gmail tokens of ${userId}: ${String(e)}`));
  // The periodic sync of each connected mailbox, on the runner (idempotent: a schedule kept by
  // pg-boss is replaced by the same one; the inline runner's live in memory and start again).
  await services.mailboxSchedule.start();
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    ...fastifyLogging({ level: config.logLevel, format: config.logFormat }),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // Headers and body must have arrived within this (a slow but steady 2 GB archive fits the default).
    requestTimeout: config.requestTimeoutMs,
    trustProxy: config.trustProxy,
    // Ids are UUIDs; anything longer is not ours.
    routerOptions: { maxParamLength: 200 },
    // Errors raised before a route runs answer `{ detail, code }` too.
    frameworkErrors,
    clientErrorHandler,
  });

  const ownsDatabase = !options.database;
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const log = {
    info: (m: string) => app.log.info(m),
    warn: (m: string) => app.log.warn(m),
    error: (m: string) => app.log.error(m),
  };
  const mailer =
    options.mailer ??
    createOutbox({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      print: options.printMail ?? config.nodeEnv !== 'test',
      log: (line) => (config.logLevel === 'silent' ? undefined : console.log(line)),
    });
  const jobs =
    typeof options.jobs === 'function'
      ? options.jobs(database)
      : (options.jobs ??
        createInlineJobRunner({
          onError: (kind, e, attempt) => log.error(`job ${kind} failed (attempt ${attempt}): ${String(e)}`),
        }));
  const ctx: ServiceContext = { config, database, clock: options.clock ?? systemClock, outbox: mailer, log };
  const services = createServices(ctx, jobs, {
    ...(options.limits ? { limits: options.limits } : {}),
    ...(options.passwordHashCost ? { passwordHashCost: options.passwordHashCost } : {}),
    ...(options.assistant ? { assistant: options.assistant } : {}),
    ...(options.extractFacts ? { extractFacts: options.extractFacts } : {}),
    ...(options.csvImport ? { csvImport: options.csvImport } : {}),
    ...(options.searchEmbed ? { searchEmbed: options.searchEmbed } : {}),
    ...(options.mailbox ? { mailbox: options.mailbox } : {}),
    ...(options.fetch ? { gmail: { fetch: options.fetch } } : {}),
  });
  app.decorate('rapport', { config, database, services, jobs, mailer });

  // Empty JSON bodies (POST /auth/signout with a content type) count as no body.
  // The API speaks JSON (and multipart for uploads); anything else is 415.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(badRequest('body: is not valid JSON'), undefined);
    }
  });

  if (config.logFormat === 'pretty')
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(requestLine(request.method, request.url, reply.statusCode, reply.elapsedTime));
    });

  app.setErrorHandler(answerError);

  await registerPlugins(app, config, services, options.globalRateLimitPerMinute);

  const handlers: Handlers = {
    ...authHandlers(services),
    ...userHandlers(services),
    ...chatHandlers(services),
    ...postUpdateHandlers(services),
    ...mailboxHandlers(services),
    ...mailboxesHandlers(services, {
      mboxMaxBytes: config.mailbox.mboxMaxBytes,
      providers: mailboxProviders(config),
    }),
    ...microsoftHandlers(services),
    ...csvHandlers(services),
    ...contactHandlers(services),
    ...jobHandlers(services),
    ...notificationHandlers(services),
    ...adminHandlers(services),
    ...platformHandlers(services),
  };
  registerRoutes(app, services, handlers);
  registerNotificationSocket(app, services);

  app.get(`${API_PREFIX}/openapi.json`, async () => openApiDocument());
  app.get(`${API_PREFIX}/docs`, async (_req, reply) =>
    reply.type('text/html; charset=utf-8').send(docsHtml()),
  );

  await serveWebApp(app, config);

  app.addHook('onReady', () => startWork(services, jobs, database, log));
  app.addHook('onClose', async () => {
    services.stopWork();
    await jobs.stop();
    await services.notifications.stop();
    if (ownsDatabase) await database.close();
  });

  return app;
}
