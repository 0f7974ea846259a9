/** `npm run demo` and `npm run import-mbox`: mail brought in from the command line. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { demoMbox } from '../src/mailbox/demo.js';
import { mailboxCommand } from '../src/mailboxCli.js';
import { createUser, expectRoute, freshDatabaseEnv, testConfig } from './helpers.js';

const env = await freshDatabaseEnv();
const temp = mkdtempSync(join(tmpdir(), 'rapport-mbox-cli-'));
afterAll(async () => {
  await env.dispose();
  rmSync(temp, { recursive: true, force: true });
});

it('imports the demo mailbox and an archive for a user, and says what it did', async () => {
  const fast = { passwordHashCost: { memoryCost: 1024, timeCost: 1 }, globalRateLimitPerMinute: 0 };
  const first = await buildApp({ config: testConfig(env), ...fast });
  await first.ready();
  const user = await createUser(first);
  await first.close();

  const printed: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
  const error = vi.spyOn(console, 'error').mockImplementation((line: string) => void printed.push(line));
  try {
    expect(await mailboxCommand(testConfig(env), 'demo', ['--user', user.email, '--messages', '40'])).toBe(0);
    const archive = join(temp, 'takeout.mbox');
    writeFileSync(archive, demoMbox(45).subarray(0));
    expect(await mailboxCommand(testConfig(env), 'import-mbox', ['--user', user.email, archive])).toBe(0);
    // The same archive again: the same mailbox, nothing added.
    expect(await mailboxCommand(testConfig(env), 'import-mbox', ['--user', user.email, archive])).toBe(0);
    expect(await mailboxCommand(testConfig(env), 'demo', ['--user', 'nobody@example.com'])).toBe(1);
    expect(
      await mailboxCommand(testConfig(env), 'import-mbox', [
        '--user',
        user.email,
        join(temp, 'missing.mbox'),
      ]),
    ).toBe(1);
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
  expect(printed.join('\n')).toMatch(/done: 40 emails in the mailbox/);
  expect(printed.join('\n')).toMatch(/There is no user with the email nobody@example.com/);
  expect(printed.join('\n')).toMatch(/There is no file/);

  const second = await buildApp({ config: testConfig(env), ...fast });
  await second.ready();
  try {
    const api = (await import('./helpers.js')).apiFor(second, user.accessToken);
    const mailboxes = expectRoute('mailboxes.list', await api('GET', '/mailboxes')).items;
    expect(mailboxes.map((m) => m.status)).toEqual(['completed', 'completed']);
    const total = expectRoute('emails.list', await api('GET', '/emails')).total;
    expect(total).toBeGreaterThanOrEqual(45);
    expect(total).toBeLessThanOrEqual(85);
    expect(mailboxes.find((m) => m.address === 'Demo mailbox')?.emailCount).toBe(40);
  } finally {
    await second.close();
  }
}, 120_000);
