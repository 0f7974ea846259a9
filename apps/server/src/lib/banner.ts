import type { Config } from '../config.js';

/** What a person needs once the server is up: where it is, where the data is, how to stop it. */
export function startBanner(config: Config, port: number, database: 'pglite' | 'postgres'): string {
  const host = ['127.0.0.1', '0.0.0.0', '::', '::1'].includes(config.host) ? 'localhost' : config.host;
  const url = `http://${host}:${port}`;
  const lines = [
    `[rapport] Rapport is running at ${url}`,
    `          data:       ${database === 'pglite' ? `${config.dataDir} (embedded database)` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (!config.isProduction && !config.smtpUrl)
    lines.push(`          dev outbox: ${url}/api/dev/outbox (sign-up codes and reset links)`);
  lines.push(`          API docs:   ${url}/api/docs`, '          stop:       press Ctrl+C');
  return lines.join('\n');
}
