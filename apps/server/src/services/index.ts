import type { Assistant } from '../assistant/types.js';
import { type CsvImportDeps, createCsvImportJob } from '../jobs/csvImport.js';
import { createSearchReindexJob } from '../jobs/searchReindex.js';
import type { JobRunner } from '../jobs/types.js';
import { createDefaultAssistant, defaultExtractFacts } from './assistantWiring.js';
import { type AuthLimits, createAuthService, type PasswordHashCost } from './auth.js';
import { createChatsService } from './chats.js';
import { createContactsService } from './contacts.js';
import type { ServiceContext } from './context.js';
import { createJobsService } from './jobs.js';
import { createKnowledgeSource } from './knowledge.js';
import { createMailboxService, type MailboxServiceOptions } from './mailbox.js';
import { createNotificationsService } from './notifications.js';
import { createPlatformService } from './platform.js';
import { createPostUpdatesService, type FactExtractor } from './postUpdates.js';
import { createRateLimiter } from './rateLimits.js';
import { createUploadStore } from './uploadStore.js';
import { createUsersService } from './users.js';

export interface ServiceOptions {
  limits?: Partial<AuthLimits>;
  passwordHashCost?: PasswordHashCost;
  assistant?: Assistant;
  extractFacts?: FactExtractor;
  csvImport?: Pick<CsvImportDeps, 'batchSize' | 'wrapStore'>;
  mailbox?: MailboxServiceOptions;
}

export function createServices(ctx: ServiceContext, runner: JobRunner, options: ServiceOptions = {}) {
  const limiter = createRateLimiter(ctx);
  const uploads = createUploadStore(ctx.database, ctx.config.dataDir);
  const auth = createAuthService(ctx, limiter, options.limits, options.passwordHashCost);
  const users = createUsersService(ctx);
  const chats = createChatsService(ctx);
  const contacts = createContactsService(ctx);
  const notifications = createNotificationsService(ctx);
  const jobs = createJobsService(ctx, { runner, uploads });
  const mailbox = createMailboxService(ctx, users, options.mailbox);
  const platform = createPlatformService(ctx, runner);
  const knowledge = createKnowledgeSource(ctx);
  const assistant = options.assistant ?? createDefaultAssistant(knowledge, () => new Date(ctx.clock.now()));
  const postUpdates = createPostUpdatesService(ctx, {
    chats,
    contacts,
    notifications,
    jobs: runner,
    extractFacts: options.extractFacts ?? defaultExtractFacts,
  });
  runner.register('postUpdate.process', (payload) => postUpdates.process(payload));
  runner.register(
    'csv.import',
    createCsvImportJob({
      database: ctx.database,
      jobs,
      uploads,
      notifications,
      now: () => ctx.clock.now(),
      afterImport: (userId) => runner.enqueue('search.reindex', { userId }),
      ...options.csvImport,
    }),
  );
  runner.register('search.reindex', createSearchReindexJob({ database: ctx.database, notifications }));
  return {
    auth,
    users,
    chats,
    contacts,
    notifications,
    jobs,
    mailbox,
    platform,
    knowledge,
    assistant,
    postUpdates,
    limiter,
    uploads,
  };
}

export type Services = ReturnType<typeof createServices>;
