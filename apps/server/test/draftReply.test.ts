/**
 * "Draft a reply to X" / "write an email to X" in Query Mode are questions (issue 26): without a
 * language model the answer is the thread's open asks and its last message, cited, and a sentence
 * saying drafting needs a model; with one (the in-repo fake), a draft grounded in the thread.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlm, INVENTED_FIGURE, startFakeLlm } from '../src/assistant/llm/fakeLlm.js';
import {
  createUser,
  expectRoute,
  startTestServer,
  type TestServer,
  type TestUser,
  uploadMbox,
} from './helpers.js';

const ASK = 'Could you send the revised quote for the 40 sensors by Friday?';

function thread(owner: string): Buffer {
  const mail = (m: { id: string; from: string; to: string; day: number; body: string; reply?: string }) =>
    [
      'From x Mon Jan 06 09:00:00 2025',
      `Message-ID: <${m.id}@draft.example>`,
      ...(m.reply
        ? [`In-Reply-To: <${m.reply}@draft.example>`, `References: <${m.reply}@draft.example>`]
        : []),
      `From: ${m.from}`,
      `To: ${m.to}`,
      'Subject: Sensor quote',
      `Date: ${new Date(Date.UTC(2026, 9, m.day, 9)).toUTCString().replace('GMT', '+0000')}`,
      '',
      m.body,
      '',
      '',
    ].join('\n');
  return Buffer.from(
    [
      mail({
        id: 'q1',
        from: `Sam Owner <${owner}>`,
        to: 'Lena Fischer <lena@northwind.example>',
        day: 20,
        body: 'Hi Lena,\n\nThanks for the call today. I will prepare the quote for the sensors.\n\nSam',
      }),
      mail({
        id: 'q2',
        from: 'Lena Fischer <lena@northwind.example>',
        to: `Sam Owner <${owner}>`,
        day: 21,
        reply: 'q1',
        body: `Hi Sam,\n\nThank you. ${ASK} Our board meets on Monday.\n\nLena`,
      }),
    ].join(''),
  );
}

async function withMail(server: TestServer): Promise<TestUser> {
  const user = await createUser(server.app);
  expectRoute(
    'mailboxes.importMbox',
    await uploadMbox(user, thread(user.email), 'quote.mbox', user.email),
    202,
  );
  await server.app.rapport.jobs.idle();
  return user;
}

const ask = async (user: TestUser, question: string) => {
  const intent = expectRoute(
    'postUpdates.detectIntentions',
    await user.api('POST', '/post-updates/detect-intentions', { text: question }),
  );
  expect(intent).toBe('Question');
  return expectRoute('chat.ask', await user.api('POST', '/chat/ask', { question, chatHistory: [] }));
};

describe('without a language model', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  it.each(['Draft a reply to Lena Fischer', 'write an email to Lena'])(
    '%j answers with the open asks and the last message, and says drafting needs a model',
    async (question) => {
      const user = await withMail(server);
      const { answer, sources } = await ask(user, question);
      const lines = answer.split('\n');
      expect(lines[0]).toBe(
        'Writing the reply itself needs a language model, which is not available here. What your reply to Lena Fischer should answer, from your last conversation "Sensor quote":',
      );
      expect(lines[1]).toBe(`- Open ask: ${ASK} [email, 21 Oct 2026]`);
      expect(lines[2]).toMatch(
        /^- Last message, from Lena Fischer on 21 Oct 2026: .+ \[email, 21 Oct 2026\]$/,
      );
      expect(answer).not.toMatch(/LLM_|BASE_URL|server/i);
      expect(sources.length).toBeGreaterThan(0);
      expect(sources[0]).toMatchObject({ kind: 'email', quote: ASK });
    },
  );
});

describe('with a language model (the fake)', () => {
  let fake: FakeLlm;
  let server: TestServer;
  beforeAll(async () => {
    fake = await startFakeLlm({ chunkDelayMs: 0 });
    server = await startTestServer({ env: { LLM_BASE_URL: fake.url, LLM_MODEL: 'fake-llm' } });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('writes a draft grounded in the thread, as "> " lines after a cited line', async () => {
    const user = await withMail(server);
    const { answer, sources } = await ask(user, 'Draft a reply to Lena Fischer');
    const [lead, ...draft] = answer.split('\n');
    expect(lead).toBe(
      'A draft reply to Lena Fischer, from your last conversation "Sensor quote" (last email 21 Oct 2026) [email, 21 Oct 2026]:',
    );
    expect(draft[0]).toBe('> Hi Lena,');
    expect(draft[1]).toBe('>');
    expect(draft.join('\n')).toContain(ASK);
    expect(draft.at(-1)).toBe('> Best regards');
    expect(draft.every((l) => l.startsWith('>'))).toBe(true);
    expect(sources).toHaveLength(1);
    const prompt = JSON.stringify(fake.chatRequests().at(-1)?.body);
    expect(prompt).toContain('You write a reply email');
    expect(prompt).toContain('Our board meets on Monday');
  });

  it('drops what the thread does not hold', async () => {
    const user = await withMail(server);
    fake.state.mode = 'invent';
    try {
      const { answer } = await ask(user, 'write an email to Lena');
      expect(answer).toContain('> Hi Lena,');
      expect(answer).not.toContain(INVENTED_FIGURE);
    } finally {
      fake.state.mode = 'good';
    }
  });
});
