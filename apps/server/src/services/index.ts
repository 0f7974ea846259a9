import type { Assistant } from '../assistant/types.js';
import { type CsvImportDeps, type CsvImportPayload, createCsvImportJob } from '../jobs/csvImport.js';
import { createSearchReindexJob, type SearchReindexPayload } from '../jobs/searchReindex.js';
import type { JobRunner } from '../jobs/types.js';
import { createDefaultAssistant, defaultExtractFacts } from './assistantWiring.js';
import { type AuthLimits, createAuthService, type PasswordHashCost } from './auth.js';
import { createChatsService } from './chats.js';
import { createContactsService } from './contacts.js';
import type { ServiceContext } from './context.js';
import { createKnowledgeSource } from './knowledge.js';
import { createNotificationsService } from './notifications.js';
import { createPostUpdatesService, type FactExtractor, type PostUpdateJob } from './postUpdates.js';
import { createRateLimiter } from './rateLimits.js';
import { createUploadStore } from './uploadStore.js';
import { createUsersService } from './users.js';

export interface ServiceOptions {
  limits?: Partial<AuthLimits>;
  passwordHashCost?: PasswordHashCost;
  assistant?: Assistant;
  extractFacts?: FactExtractor;
  csvImport?: Pick<CsvImportDeps, 'batchSize' | 'wrapStore'>;
}

export function createServices(ctx: ServiceContext, jobs: JobRunner, options: ServiceOptions = {}) {
  const limiter = createRateLimiter(ctx);
  const uploads = createUploadStore(ctx.database, ctx.config.dataDir);
  const auth = createAuthService(ctx, limiter, options.limits, options.passwordHashCost);
  const users = createUsersService(ctx);
  const chats = createChatsService(ctx);
  const contacts = createContactsService(ctx);
  const notifications = createNotificationsService(ctx);
  const knowledge = createKnowledgeSource(ctx);
  const assistant = options.assistant ?? createDefaultAssistant(knowledge, () => new Date(ctx.clock.now()));
  const postUpdates = createPostUpdatesService(ctx, {
    chats,
    contacts,
    notifications,
    jobs,
    extractFacts: options.extractFacts ?? defaultExtractFacts,
  });
  jobs.register<PostUpdateJob>('postUpdate.process', (payload) => postUpdates.process(payload));
  jobs.register<CsvImportPayload>(
    'csv.import',
    createCsvImportJob({
      database: ctx.database,
      uploads,
      notifications,
      now: () => ctx.clock.now(),
      afterImport: (userId) => jobs.enqueue<SearchReindexPayload>('search.reindex', { userId }),
      ...options.csvImport,
    }),
  );
  jobs.register<SearchReindexPayload>(
    'search.reindex',
    createSearchReindexJob({ database: ctx.database, notifications }),
  );
  return { auth, users, chats, contacts, notifications, knowledge, assistant, postUpdates, limiter, uploads };
}

export type Services = ReturnType<typeof createServices>;
