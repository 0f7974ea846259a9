/**
 * Query Mode on a long request answered by a list (issue 24, class 4: question and answer in one
 * thread; found in the blind-written set dev6), through `POST /chat/ask` on real PGlite: an
 * investor asks for several numbers in one long sentence, the user's reply lists them one a line;
 * "what MRR did I give Sofia" is the MRR line, "monthly burn" the burn line, not the first line
 * that shares a unit with the request ("over the last 6 months").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mboxMessage } from '../eval/mboxText.js';
import {
  createUser,
  expectRoute,
  startTestServer,
  type TestServer,
  type TestUser,
  uploadMbox,
} from './helpers.js';

let server: TestServer;
let user: TestUser;

const OWNER = 'tomas@lumendental.example';
const ME = `Tomás Ferreira <${OWNER}>`;
const SOFIA = 'Sofia Almeida <sofia@atlanticovc.example>';

function archive(): Buffer {
  const options = { owner: ME, idDomain: 'listreply.test' };
  return Buffer.from(
    [
      mboxMessage(
        {
          id: 'ask',
          from: SOFIA,
          subject: 'numbers before our partner meeting',
          date: '2027-01-25T17:30:00Z',
          body: 'Olá Tomás,\n\nBefore I take Lumen to our partner meeting next Thursday, can you send me the latest on: MRR and monthly growth over the last 6 months, net revenue retention, logo churn, burn and runway?\n\nSofia',
        },
        options,
      ),
      mboxMessage(
        {
          id: 'reply',
          from: ME,
          to: SOFIA,
          subject: 'Re: numbers before our partner meeting',
          date: '2027-01-27T09:05:00Z',
          replyTo: 'ask',
          body: 'Olá Sofia,\n\nHere you go (December close):\n\n- MRR: €61,400\n- Growth: 9% month on month on average over the last 6 months\n- Net revenue retention: 118%\n- Burn: €85k per month, runway 11 months\n\nTomás',
        },
        options,
      ),
    ].join('\n'),
    'utf8',
  );
}

async function ask(question: string) {
  return expectRoute('chat.ask', await user.api('POST', '/chat/ask', { question }));
}

beforeAll(async () => {
  server = await startTestServer();
  server.clock.offsetMs = Date.parse('2027-03-01T10:00:00Z') - Date.now();
  user = await createUser(server.app, { email: OWNER, firstName: 'Tomás' });
  expectRoute('mailboxes.importMbox', await uploadMbox(user, archive()), 202);
  await server.app.rapport.jobs.idle();
});

afterAll(async () => server?.close());

describe('a long request answered by a list', () => {
  it('the line that holds the word asked about answers, from the user’s reply', async () => {
    const mrr = await ask('what MRR did I give Sofia');
    expect(mrr.answer).toContain('€61,400');
    expect(mrr.answer).not.toContain('Growth');
    const burn = await ask('monthly burn I reported to Sofia');
    expect(burn.answer).toContain('€85k');
  });
});
