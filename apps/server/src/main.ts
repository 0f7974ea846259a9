import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { createPgBossRunner } from './jobs/pgboss.js';
import { startBanner } from './lib/banner.js';
import { DataFolderLockedError, lockDataFolder } from './lib/dataLock.js';

/** Stops with one sentence a person can act on, and a non-zero exit. */
function stop(sentence: string): never {
  console.error(`[rapport] ${sentence}`);
  process.exit(1);
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) stop(e.message);
    throw e;
  }
  // One process per embedded data folder (PostgreSQL takes several instances).
  let unlock = () => {};
  if (!config.databaseUrl) {
    try {
      unlock = lockDataFolder(config.dataDir);
    } catch (e) {
      if (e instanceof DataFolderLockedError)
        stop(
          `${e.message} (${e.dataDir}): stop it first, or give this one its own folder with RAPPORT_DATA_DIR.`,
        );
      throw e;
    }
  }
  const app = await buildApp({
    config,
    // Durable jobs on both databases; failures are logged, the runner keeps going.
    jobs: (database) =>
      createPgBossRunner(database, { onError: (e) => console.error('[rapport] job runner error:', e) }),
  });
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('[rapport] stopping…');
    await app.close();
    unlock();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (e) {
    await app.close().catch(() => undefined);
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      stop(
        `Port ${config.port} on ${config.host} is already in use (is Rapport already running?): stop the other ` +
          `program, or start on another port with PORT=${config.port + 1} npm start.`,
      );
    if (code === 'EACCES')
      stop(
        `This user may not listen on port ${config.port}: choose a port above 1024 with PORT=3000 npm start.`,
      );
    if (code === 'EADDRNOTAVAIL')
      stop(
        `This machine has no address ${config.host}: set HOST to one of its addresses, e.g. HOST=127.0.0.1.`,
      );
    throw e;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(startBanner(config, port, app.rapport.database.kind === 'pglite' ? 'pglite' : 'postgres'));
}

main().catch((e: unknown) => {
  console.error('[rapport] failed to start:', e);
  process.exit(1);
});
