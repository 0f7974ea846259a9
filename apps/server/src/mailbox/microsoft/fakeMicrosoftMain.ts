/**
 * `npm run fake-microsoft`: the fake Microsoft on http://127.0.0.1:4011 (PORT to change it), holding
 * a demo mailbox (Inbox, Sent Items, Archive, and a few messages in Junk Email, Deleted Items and
 * Drafts that Rapport leaves out) and a few Outlook contacts, so the whole Microsoft 365 / Outlook
 * flow (sign-in, sync, contacts, disconnect) can be tried in a browser without a Microsoft
 * account. It prints the settings that point Rapport at it.
 */
import { demoMessages } from '../demo.js';
import { startFakeMicrosoft } from './fakeMicrosoft.js';

/** One email with a fact to ask Query Mode about (the e2e journey asks it). */
export const FAKE_MICROSOFT_FACT = {
  from: 'Dana Whitfield <dana@fabrikam.example>',
  subject: 'Fabrikam renewal terms',
  body: 'Fabrikam will renew for two years if we give them a 12% discount on the licences.',
};

const factMessage = (owner: string, date: Date) =>
  [
    `From: ${FAKE_MICROSOFT_FACT.from}`,
    `To: ${owner}`,
    `Subject: ${FAKE_MICROSOFT_FACT.subject}`,
    'Message-ID: <fabrikam-renewal@fabrikam.example>',
    `Date: ${date.toUTCString()}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    FAKE_MICROSOFT_FACT.body,
    '',
  ].join('\r\n');

async function main() {
  const port = Number(process.env.PORT ?? 4011);
  const address = process.env.FAKE_MICROSOFT_ADDRESS ?? 'you@contoso.example';
  const count = Number(process.env.FAKE_MICROSOFT_MESSAGES ?? 500);
  const fake = await startFakeMicrosoft({ port, address });
  const now = Date.now();
  const owner = address.toLowerCase();
  for (const [i, raw] of demoMessages(count, {
    owner: { address, name: 'You' },
    newest: new Date(now),
  }).entries()) {
    const fromOwner = /^From:[^\r\n]*/im.exec(raw)?.[0].toLowerCase().includes(owner) ?? false;
    fake.state.addMessage(raw, {
      receivedAt: now - (count - i) * 3 * 3_600_000,
      folder: fromOwner ? 'sentitems' : i % 7 === 3 ? 'archive' : 'inbox',
    });
  }
  fake.state.addMessage(factMessage(address, new Date(now - 3_600_000)), { receivedAt: now - 3_600_000 });
  const spare = demoMessages(3, { owner: { address, name: 'You' }, seed: 7 });
  fake.state.addMessage(spare[0] as string, { folder: 'junkemail' });
  fake.state.addMessage(spare[1] as string, { folder: 'deleteditems' });
  fake.state.addMessage(spare[2] as string, { folder: 'drafts' });
  fake.state.contacts.push(
    {
      email: 'dana@fabrikam.example',
      name: 'Dana Whitfield',
      company: 'Fabrikam',
      title: 'Procurement Lead',
    },
    { email: 'sara.lee@acme-robotics.example', name: 'Sara Lee', company: 'Acme Robotics', title: 'COO' },
  );
  const env = Object.entries(fake.env)
    .map(([k, v]) => `${k}=${v}`)
    .join(' \\\n  ');
  console.log(
    `[fake-microsoft] Microsoft's sign-in and Graph at ${fake.url} (${fake.state.messages.size} messages for ${address})`,
  );
  console.log(
    `[fake-microsoft] start Rapport against it, in another terminal:\n\n  ${env} \\\n  npm start\n`,
  );
  console.log(
    '[fake-microsoft] then connect "Microsoft 365 / Outlook" in Settings; press Ctrl+C here to stop.',
  );
  const stop = () => void fake.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((e: unknown) => {
  console.error(`[fake-microsoft] ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
