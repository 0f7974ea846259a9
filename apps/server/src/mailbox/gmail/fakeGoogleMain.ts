/**
 * `npm run fake-google`: the fake Google on http://127.0.0.1:4010 (PORT to change it), holding a
 * demo mailbox and a few Google contacts, so the whole Gmail flow (consent, sync, contacts,
 * disconnect) can be tried in a browser without a Google account. It prints the settings that
 * point Rapport at it.
 */
import { demoMessages } from '../demo';
import { startFakeGoogle } from './fakeGoogle';

async function main() {
  const port = Number(process.env.PORT ?? 4010);
  const address = process.env.FAKE_GMAIL_ADDRESS ?? 'you@gmail.example';
  const count = Number(process.env.FAKE_GMAIL_MESSAGES ?? 500);
  const fake = await startFakeGoogle({ port, address, unitsPerMinute: 15_000 });
  const now = Date.now();
  for (const [i, raw] of demoMessages(count, {
    owner: { address, name: 'You' },
    newest: new Date(now),
  }).entries())
    fake.state.addMessage(raw, { internalDate: now - (count - i) * 3 * 3_600_000 });
  fake.state.people.push(
    { email: 'lena.fischer@northwind-traders.example', name: 'Lena Fischer', company: 'Northwind Traders' },
    { email: 'sara.lee@acme-robotics.example', name: 'Sara Lee', company: 'Acme Robotics', title: 'COO' },
  );
  fake.state.otherContacts.push({ email: 'olga.petrova@vostok-energy.example', name: 'Olga Petrova' });
  const env = Object.entries(fake.env)
    .map(([k, v]) => `${k}=${v}`)
    .join(' \\\n  ');
  console.log(
    `[fake-google] Google's OAuth, Gmail and People APIs at ${fake.url} (${count} messages for ${address})`,
  );
  console.log(`[fake-google] start Rapport against it, in another terminal:\n\n  ${env} \\\n  npm start\n`);
  console.log('[fake-google] then connect Gmail in Settings; press Ctrl+C here to stop.');
  const stop = () => void fake.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((e: unknown) => {
  console.error(`[fake-google] ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
