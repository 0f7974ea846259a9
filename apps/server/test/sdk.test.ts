import type { AddressInfo } from 'node:net';
import { createRapportClient, memoryStorage } from '@rapport/sdk';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer, uniqueEmail } from './helpers.js';

let server: TestServer;
let baseUrl: string;
beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api`;
});
afterAll(async () => server?.close());

it('drives sign-up → OTP from the outbox → verify → chat → post update → a cited Query Mode answer through the SDK', async () => {
  const client = createRapportClient({ baseUrl, storage: memoryStorage() });
  const email = uniqueEmail('sdk');
  const password = 'sdk-password-1';
  await client.auth.signup({ first_name: 'Sam', last_name: 'Dee', email, password });

  const mail = (await client.dev.outbox()).find((m) => m.to === email);
  const otp = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  expect(otp).toMatch(/^\d{6}$/);

  const login = await client.auth.login({ email, password });
  expect(login.user.emailVerified).toBe(false);
  const verified = await client.auth.verifyEmail({ otp: otp as string });
  expect(verified.user.emailVerified).toBe(true);

  const chat = await client.chat.create({});
  expect(chat.title).toBe('New Chat');
  expect(
    await client.postUpdates.detectIntentions({
      text: 'Had lunch with Lena Fischer from Borealis; she wants the Nordic rollout priced by June.',
    }),
  ).toBe('PostUpdate');
  const update = await client.postUpdates.create({
    chatId: chat.id,
    description: 'Had lunch with Lena Fischer from Borealis; she wants the Nordic rollout priced by June.',
  });
  expect(update.status).toBe('pending');

  let status = update.status;
  for (let i = 0; i < 50 && status === 'pending'; i++) {
    await new Promise((r) => setTimeout(r, 100));
    status = (await client.chat.postUpdates(chat.id)).find((p) => p.id === update.id)?.status ?? status;
  }
  expect(status).toBe('done');

  const question = 'What does Lena want for the Nordic rollout?';
  expect(await client.postUpdates.detectIntentions({ text: question })).toBe('Question');
  const answer = await client.chat.ask({ question, chatHistory: [], chatId: chat.id });
  expect(answer.answer).toMatch(/Nordic|Lena/);
  expect(answer.sources.some((s) => s.kind === 'post_update' && s.id === update.id)).toBe(true);

  const { title } = await client.chat.generateTitle({ text: question });
  await client.chat.rename(chat.id, { title });
  const [listed] = await client.chat.list();
  expect(listed?.title).toBe(title);
  expect(listed?.lastMessage?.content).toBe(question);

  const signedOut = await client.auth.signout();
  expect(signedOut.serverSignedOut).toBe(true);
});
