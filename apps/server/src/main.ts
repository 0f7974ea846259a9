import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createPgBossRunner } from './jobs/pgboss.js';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`[rapport] ${e.message}`);
      process.exit(1);
    }
    throw e;
  }
  const app = await buildApp({
    config,
    // Durable jobs on both databases; failures are logged, the runner keeps going.
    jobs: (database) =>
      createPgBossRunner(database, { onError: (e) => console.error('[rapport] job runner error:', e) }),
  });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const db =
    app.rapport.database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}/db` : 'PostgreSQL';
  console.log(
    `[rapport] Rapport is running at http://${shownHost}:${port} (API at /api, docs at /api/docs; ${db})`,
  );
}

main().catch((e: unknown) => {
  console.error('[rapport] failed to start:', e);
  process.exit(1);
});
