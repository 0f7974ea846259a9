/**
 * Rapport SDK quickstart for Node: signs up, signs in and lists the chats of a new user.
 *
 *   npx tsx examples/node-quickstart.ts http://localhost:3000/api
 *   pnpm --filter @rapport/sdk quickstart http://localhost:3000/api
 *
 * Sign-in works before the email is verified, but the chat routes need a verified user:
 * on a development server the one-time code is read from the dev outbox (`dev.outbox()`);
 * against a server with real mail, pass the code you received with `--otp 123456` and the
 * same `--email`/`--password` again.
 */
// In your own project: import { ... } from '@rapport/sdk';
import { createRapportClient, errorDescription, isRapportError, memoryStorage } from '../src/index.js';

interface Args {
  baseUrl: string;
  email: string | undefined;
  password: string | undefined;
  otp: string | undefined;
}

function parseArgs(argv: string[]): Args {
  const flag = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const positional = argv.filter((a, i) => !a.startsWith('--') && !argv[i - 1]?.startsWith('--'));
  return {
    baseUrl: positional[0] ?? process.env.RAPPORT_API_URL ?? 'http://localhost:3000/api',
    email: flag('email'),
    password: flag('password'),
    otp: flag('otp'),
  };
}

const step = (text: string) => console.log(`\n→ ${text}`);
const fail = (text: string, error?: unknown): never => {
  console.error(`✗ ${text}${error === undefined ? '' : `: ${errorDescription(error, String(error))}`}`);
  if (isRapportError(error))
    console.error(`  (${error.code}${error.status ? `, HTTP ${error.status}` : ''})`);
  process.exit(1);
};

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const client = createRapportClient({
    baseUrl: args.baseUrl,
    storage: memoryStorage(),
    onSessionExpired: () => console.error('✗ The session expired; sign in again.'),
  });
  console.log(`Rapport API: ${args.baseUrl}`);

  step('Checking the server');
  const health = await client.health().catch((e: unknown) => fail(`Cannot reach ${args.baseUrl}/health`, e));
  console.log(`  status ${health.status}, database ${health.database.driver}`);

  const isNew = args.email === undefined;
  const email = args.email ?? `quickstart+${Date.now()}@example.com`;
  const password = args.password ?? `qs-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`;

  if (isNew) {
    step(`Signing up ${email}`);
    const signup = await client.auth
      .signup({ first_name: 'Quick', last_name: 'Start', email, password })
      .catch((e: unknown) => fail('Sign-up failed', e));
    console.log(`  ${signup.message}`);
  }

  step('Signing in');
  const { user } = await client.auth
    .login({ email, password })
    .catch((e: unknown) => fail('Sign-in failed', e));
  console.log(`  signed in as ${user.email} (id ${user.id}), email verified: ${user.emailVerified}`);

  if (!user.emailVerified) {
    step('Verifying the email');
    const otp = args.otp ?? (await otpFromOutbox(client, email));
    if (!otp) {
      console.log('  No code found in the dev outbox (the server sends real mail, or the outbox is off).');
      console.log(`  Re-run with: --email ${email} --password ${password} --otp <the 6-digit code>`);
      process.exit(2);
    }
    const verified = await client.auth
      .verifyEmail({ otp })
      .catch((e: unknown) => fail('Verification failed', e));
    console.log(`  ${verified.message}`);
  }

  step('Listing chats');
  const chats = await client.chat.list().catch((e: unknown) => fail('Listing chats failed', e));
  if (chats.length === 0) console.log('  no chats yet');
  for (const chat of chats) console.log(`  ${chat.id}  ${chat.title}  (updated ${chat.updatedAt})`);

  step('Signing out');
  const result = await client.auth.signout();
  console.log(
    result.serverSignedOut
      ? '  signed out'
      : `  local session cleared; server said: ${result.error?.message}`,
  );
  console.log('\n✓ Quickstart done.');
}

/** The newest 6-digit code mailed to `email`, from the development outbox. */
async function otpFromOutbox(client: ReturnType<typeof createRapportClient>, email: string) {
  try {
    const mails = await client.dev.outbox();
    for (const mail of mails) {
      if (mail.to.toLowerCase() !== email.toLowerCase()) continue;
      const code = /\b(\d{6})\b/.exec(`${mail.subject}\n${mail.text}`)?.[1];
      if (code) return code;
    }
    return undefined;
  } catch (error) {
    console.log(`  The dev outbox is not available: ${errorDescription(error, 'unknown error')}`);
    return undefined;
  }
}

main().catch((error: unknown) => fail('Unexpected error', error));
