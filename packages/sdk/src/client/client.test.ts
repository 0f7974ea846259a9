import { describe, expect, expectTypeOf, it } from 'vitest';
import type { RouteDefinition } from '../contract/route.js';
import { type RouteKey, routes } from '../contract/routes.js';
import type { ChatSummary, Intent, SignInResponse } from '../contract/schemas.js';
import { SPEC_SECTION_7 } from '../contract/spec-endpoints.js';
import { RapportApiError, RapportValidationError } from '../errors.js';
import { setupRapportServer } from '../mocks/fixture.js';
import { sampleResponses } from '../mocks/samples.js';
import { CLIENT_METHOD_FOR_ROUTE, type RapportClient } from './client.js';
import { testClient } from './test-helpers.js';

const { requests, baseUrl, answer } = setupRapportServer();

interface RouteCase {
  run: (client: RapportClient) => Promise<unknown>;
  /** The path sent, under the base URL. */
  path: string;
  /** The JSON body sent (undefined: no body). */
  body?: unknown;
  query?: Record<string, string>;
}

const csvFile = () => new File(['email\nada@example.com\n'], 'leads.csv', { type: 'text/csv' });

/** How each route is called through its friendly method, and what must go on the wire. */
const cases: Record<RouteKey, RouteCase> = {
  'auth.login': {
    run: (c) => c.auth.login({ email: 'ada@example.com', password: 'correct horse' }),
    path: '/auth/login',
    body: { email: 'ada@example.com', password: 'correct horse' },
  },
  'auth.signup': {
    run: (c) =>
      c.auth.signup({
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        password: '12345678',
      }),
    path: '/auth/signup',
    body: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', password: '12345678' },
  },
  'auth.signout': { run: (c) => c.auth.signout(), path: '/auth/signout' },
  'auth.refresh': {
    run: (c) => c.auth.refresh(),
    path: '/auth/refresh',
    body: { refresh_token: 'refresh-1' },
  },
  'auth.verifyEmail': {
    run: (c) => c.auth.verifyEmail({ otp: '123456' }),
    path: '/auth/verify-email',
    body: { otp: '123456' },
  },
  'auth.resendOtp': { run: (c) => c.auth.resendOtp(), path: '/auth/resend-otp' },
  'auth.forgotPassword': {
    run: (c) =>
      c.auth.forgotPassword({ email: 'ada@example.com', operating_system: 'MacOS', browser_name: 'Safari' }),
    path: '/auth/forgot-password',
    body: { email: 'ada@example.com', operating_system: 'MacOS', browser_name: 'Safari' },
  },
  'auth.resetPassword': {
    run: (c) => c.auth.resetPassword({ token: 'reset-token', password: 'new password' }),
    path: '/auth/reset-password',
    body: { token: 'reset-token', password: 'new password' },
  },
  'auth.changePassword': {
    run: (c) => c.auth.changePassword({ current_password: 'old', password: 'new password' }),
    path: '/auth/change-password',
    body: { current_password: 'old', password: 'new password' },
  },
  'auth.signoutAll': { run: (c) => c.auth.signoutAll(), path: '/auth/signout-all' },
  'user.profile': { run: (c) => c.user.profile(), path: '/profile' },
  'user.skipSync': { run: (c) => c.user.skipSync(), path: '/skip-sync' },
  'user.disableInputWarning': { run: (c) => c.user.disableInputWarning(), path: '/disable-input-warning' },
  'user.update': {
    run: (c) => c.user.update({ user_description: 'Founder', on_boarding_completed: true }),
    path: '/update-user',
    body: { user_description: 'Founder', on_boarding_completed: true },
  },
  'onboarding.complete': { run: (c) => c.onboarding.complete(), path: '/onboarding-completed' },
  'email.sync': { run: (c) => c.email.sync(), path: '/emails/sync' },
  'email.syncStatus': { run: (c) => c.email.syncStatus(), path: '/emails/sync-status' },
  'mailbox.authorizationUrl': { run: (c) => c.mailbox.authorizationUrl(), path: '/auth/google/login' },
  'mailbox.callback': {
    run: (c) => c.mailbox.callback({ code: 'auth-code', state: 'signed-state' }),
    path: '/auth/google/callback',
    body: { code: 'auth-code', state: 'signed-state' },
  },
  'mailbox.status': { run: (c) => c.mailbox.status(), path: '/gmail/status' },
  'mailbox.disconnect': { run: (c) => c.mailbox.disconnect(), path: '/gmail/disconnect' },
  'mailbox.syncContacts': { run: (c) => c.mailbox.syncContacts(), path: '/gmail/sync-contacts' },
  'chat.create': {
    run: (c) => c.chat.create({ title: 'New Chat' }),
    path: '/chat/create',
    body: { title: 'New Chat' },
  },
  'chat.generateTitle': {
    run: (c) => c.chat.generateTitle({ text: 'Who did I meet at Acme?' }),
    path: '/chat/generate-title',
    body: { text: 'Who did I meet at Acme?' },
  },
  'chat.ask': {
    run: (c) => c.chat.ask({ mailboxId: null, question: 'Who did I meet?', chatId: 'chat_1' }),
    path: '/chat/ask',
    // chatHistory defaults to [] (spec §3)
    body: { mailboxId: null, question: 'Who did I meet?', chatHistory: [], chatId: 'chat_1' },
  },
  'chat.addMessage': {
    run: (c) => c.chat.addMessage('chat_1', { content: 'Hello', aiResponse: 'Hi!' }),
    path: '/chat/chat_1/message',
    body: { content: 'Hello', aiResponse: 'Hi!' },
  },
  'chat.list': { run: (c) => c.chat.list(), path: '/chat/user' },
  'chat.rename': {
    run: (c) => c.chat.rename('chat_1', { title: 'Acme follow-up' }),
    path: '/chat/chat_1',
    body: { title: 'Acme follow-up' },
  },
  'chat.delete': { run: (c) => c.chat.remove('chat_1'), path: '/chat/chat_1' },
  'chat.messages': { run: (c) => c.chat.messages('chat_1'), path: '/chat/chat_1/messages' },
  'chat.get': { run: (c) => c.chat.get('chat 1/x'), path: '/chat/chat%201%2Fx' },
  'chat.postUpdates': { run: (c) => c.chat.postUpdates('chat_1'), path: '/chat/chat_1/post-updates' },
  'postUpdates.list': { run: (c) => c.postUpdates.list(), path: '/post-updates' },
  'postUpdates.create': {
    run: (c) => c.postUpdates.create({ chatId: 'chat_1', description: 'Met Grace at Acme' }),
    path: '/post-updates',
    body: { chatId: 'chat_1', description: 'Met Grace at Acme' },
  },
  'postUpdates.updateStatus': {
    run: (c) => c.postUpdates.updateStatus('pu_1', { status: 'done' }),
    path: '/post-updates/update-status/pu_1',
    body: { status: 'done' },
  },
  'postUpdates.disableShowStatus': {
    run: (c) => c.postUpdates.disableShowStatus('pu_1'),
    path: '/post-updates/disable-show-status/pu_1',
  },
  'postUpdates.undo': { run: (c) => c.postUpdates.undo('pu_1'), path: '/post-updates/pu_1/undo' },
  'followUps.list': {
    run: (c) => c.followUps.list({ from: '2026-11-23', to: '2026-11-29' }),
    path: '/follow-ups',
    query: { from: '2026-11-23', to: '2026-11-29' },
  },
  'followUps.update': {
    run: (c) => c.followUps.update('fu_1', { done: true }),
    path: '/follow-ups/fu_1',
    body: { done: true },
  },
  'postUpdates.detectIntentions': {
    run: (c) => c.postUpdates.detectIntentions({ text: 'Met Grace at Acme today' }),
    path: '/post-updates/detect-intentions',
    body: { text: 'Met Grace at Acme today' },
  },
  'csv.upload': { run: (c) => c.csv.upload([csvFile()]), path: '/csv/upload' },
  'mailboxes.list': { run: (c) => c.mailboxes.list(), path: '/mailboxes' },
  'mailboxes.connectImap': {
    run: (c) =>
      c.mailboxes.connectImap({
        host: 'imap.example.com',
        port: 993,
        security: 'tls',
        user: 'ada',
        password: 'app-password',
      }),
    path: '/mailboxes/imap',
    body: { host: 'imap.example.com', port: 993, security: 'tls', user: 'ada', password: 'app-password' },
  },
  'mailboxes.importMbox': {
    run: (c) => c.mailboxes.importMbox(new File(['From a@b Mon Jan  1 00:00:00 2024\n\nhi\n'], 'mail.mbox')),
    path: '/mailboxes/mbox',
  },
  'mailboxes.providers': { run: (c) => c.mailboxes.providers(), path: '/mailboxes/providers' },
  'mailboxes.microsoftLogin': { run: (c) => c.mailboxes.microsoftLogin(), path: '/auth/microsoft/login' },
  'mailboxes.microsoftCallback': {
    run: (c) => c.mailboxes.microsoftCallback({ code: 'M.C5-code', state: 'state-1' }),
    path: '/auth/microsoft/callback',
    body: { code: 'M.C5-code', state: 'state-1' },
  },
  'mailboxes.demo': { run: (c) => c.mailboxes.addDemo(), path: '/mailboxes/demo' },
  'mailboxes.sync': { run: (c) => c.mailboxes.sync('mailbox_1'), path: '/mailboxes/mailbox_1/sync' },
  'mailboxes.update': {
    run: (c) => c.mailboxes.update('mailbox_1', { contactPolicy: 'everyone' }),
    path: '/mailboxes/mailbox_1',
    body: { contactPolicy: 'everyone' },
  },
  'mailboxes.disconnect': {
    run: (c) => c.mailboxes.disconnect('mailbox_1'),
    path: '/mailboxes/mailbox_1/disconnect',
  },
  'mailboxes.removal': { run: (c) => c.mailboxes.removal('mailbox_1'), path: '/mailboxes/mailbox_1/removal' },
  'mailboxes.syncContacts': {
    run: (c) => c.mailboxes.syncContacts('mailbox_1'),
    path: '/mailboxes/mailbox_1/sync-contacts',
  },
  'mailboxes.delete': {
    run: (c) => c.mailboxes.remove('mailbox_1', { deleteData: 'false' }),
    path: '/mailboxes/mailbox_1',
    query: { deleteData: 'false' },
  },
  'emails.list': {
    run: (c) => c.emails.list({ query: 'demo', mailboxId: 'mailbox_1', limit: 50 }),
    path: '/emails',
    query: { query: 'demo', mailboxId: 'mailbox_1', limit: '50' },
  },
  'emails.get': { run: (c) => c.emails.get('email_1'), path: '/emails/email_1' },
  'threads.get': { run: (c) => c.threads.get('thread_1'), path: '/threads/thread_1' },
  'contacts.list': {
    run: (c) => c.contacts.list({ query: 'grace', limit: 20 }),
    path: '/contacts',
    query: { query: 'grace', limit: '20' },
  },
  'contacts.get': { run: (c) => c.contacts.get('contact_1'), path: '/contacts/contact_1' },
  'contacts.suggestions': { run: (c) => c.contacts.suggestions(), path: '/contacts/suggestions' },
  'companies.list': {
    run: (c) => c.companies.list({ query: 'acme', sort: 'name' }),
    path: '/companies',
    query: { query: 'acme', sort: 'name' },
  },
  'companies.get': { run: (c) => c.companies.get('company_1'), path: '/companies/company_1' },
  'companies.update': {
    run: (c) => c.companies.update('company_1', { name: 'Acme Robotics' }),
    path: '/companies/company_1',
    body: { name: 'Acme Robotics' },
  },
  'companies.delete': { run: (c) => c.companies.remove('company_1'), path: '/companies/company_1' },
  'contacts.acceptSuggestion': {
    run: (c) => c.contacts.acceptSuggestion('ana@kestrel.example'),
    path: '/contacts/suggestions/accept',
    body: { email: 'ana@kestrel.example' },
  },
  'contacts.dismissSuggestion': {
    run: (c) => c.contacts.dismissSuggestion('ana@kestrel.example'),
    path: '/contacts/suggestions/dismiss',
    body: { email: 'ana@kestrel.example' },
  },
  'contacts.update': {
    run: (c) => c.contacts.update('contact_1', { company: 'Acme' }),
    path: '/contacts/contact_1',
    body: { company: 'Acme' },
  },
  'contacts.delete': { run: (c) => c.contacts.remove('contact_1'), path: '/contacts/contact_1' },
  'contacts.resolveConflict': {
    run: (c) => c.contacts.resolveConflict('contact_1', 'title', 'proposed'),
    path: '/contacts/contact_1/conflicts/title/resolve',
    body: { keep: 'proposed' },
  },
  'contacts.bulkDelete': {
    run: (c) => c.contacts.removeMany(['contact_1', 'contact_2']),
    path: '/contacts/delete',
    body: { ids: ['contact_1', 'contact_2'] },
  },
  'contacts.timeline': {
    run: (c) => c.contacts.timeline('contact_1', { limit: 20 }),
    path: '/contacts/contact_1/timeline',
    query: { limit: '20' },
  },
  'contacts.export': {
    run: (c) => c.contacts.exportCsv({ query: 'acme', sort: 'name' }),
    path: '/contacts/export.csv',
    query: { query: 'acme', sort: 'name' },
  },
  'jobs.get': { run: (c) => c.jobs.get('job_csv_1'), path: '/jobs/job_csv_1' },
  'jobs.errors': { run: (c) => c.jobs.errorsCsv('job_csv_1'), path: '/jobs/job_csv_1/errors.csv' },
  'jobs.skippedRows': {
    run: (c) => c.jobs.skippedRowsCsv('job_csv_1'),
    path: '/jobs/job_csv_1/skipped.csv',
  },
  'notifications.list': {
    run: (c) => c.notifications.list({ since: '2026-11-20T09:30:00.000Z' }),
    path: '/notifications',
    query: { since: '2026-11-20T09:30:00.000Z' },
  },
  'admin.users': { run: (c) => c.admin.users(), path: '/admin/users' },
  health: { run: (c) => c.health(), path: '/health' },
  'dev.outbox': { run: (c) => c.dev.outbox(), path: '/dev/outbox' },
};

const keys = Object.keys(routes) as RouteKey[];
const route = (key: RouteKey): RouteDefinition => routes[key];
/** The methods that never reject: sign-out clears the session whatever the server says. */
const NEVER_REJECTS: RouteKey[] = ['auth.signout', 'auth.signoutAll'];

function methodAt(client: RapportClient, dotted: string): unknown {
  return dotted
    .split('.')
    .reduce<unknown>((object, part) => (object as Record<string, unknown>)?.[part], client);
}

describe('route coverage', () => {
  const { client } = testClient(baseUrl);

  it.each(keys)('route %s has a client method', (key) => {
    expect(typeof methodAt(client, CLIENT_METHOD_FOR_ROUTE[key])).toBe('function');
    expect(cases[key]).toBeDefined();
  });

  it.each(SPEC_SECTION_7)('spec §7 endpoint %s has a client method', (endpoint) => {
    const key = keys.find((k) => `${routes[k].method} ${routes[k].path}` === endpoint);
    expect(key, endpoint).toBeDefined();
    expect(typeof methodAt(client, CLIENT_METHOD_FOR_ROUTE[key as RouteKey])).toBe('function');
  });

  it('has a test case for exactly the routes of the table', () => {
    expect(Object.keys(cases).sort()).toEqual([...keys].sort());
  });
});

describe.each(keys)('route %s', (key) => {
  const definition = route(key);
  const testCase = cases[key];

  it(`sends ${definition.method} ${definition.path} with its body and the bearer token`, async () => {
    const { client } = testClient(baseUrl);
    await testCase.run(client);
    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect(sent?.key).toBe(key);
    expect(sent?.method).toBe(definition.method);
    expect(sent?.url.pathname).toBe(`/api${testCase.path}`);
    expect(Object.fromEntries(sent?.url.searchParams ?? [])).toEqual(testCase.query ?? {});
    // The refresh call carries the refresh token as Bearer (spec §7 Auth); every other the access token.
    expect(sent?.authorization).toBe(key === 'auth.refresh' ? 'Bearer refresh-1' : 'Bearer access-1');
    if (definition.body === 'multipart') {
      expect(sent?.body).toBeInstanceOf(FormData);
    } else {
      expect(sent?.body).toEqual(testCase.body);
      if (testCase.body !== undefined)
        expect(sent?.headers.get('content-type')).toContain('application/json');
    }
  });

  it('resolves with the parsed response', async () => {
    const { client } = testClient(baseUrl);
    const result = await testCase.run(client);
    const expected = definition.response.parse(sampleResponses[key]);
    if (NEVER_REJECTS.includes(key)) expect(result).toEqual({ serverSignedOut: true });
    else expect(result).toEqual(expected);
  });

  // A 204 has no body to corrupt.
  if (definition.status === 204) return;

  if (definition.responseType === 'text') {
    it('passes a text response through unchanged', async () => {
      answer(key, () => 'row,reason\n');
      const { client } = testClient(baseUrl);
      await expect(testCase.run(client)).resolves.toBe('row,reason\n');
    });
    return;
  }

  it('rejects a response that fails its schema, naming the endpoint and the field', async () => {
    const { value, field } = corrupt(sampleResponses[key]);
    expect(definition.response.safeParse(value).success).toBe(false);
    answer(key, () => value);
    const { client } = testClient(baseUrl);
    const endpoint = `${definition.method} ${definition.path}`;
    let error: unknown;
    if (NEVER_REJECTS.includes(key)) {
      error = ((await testCase.run(client)) as { error?: unknown }).error;
    } else {
      error = await testCase.run(client).then(
        () => undefined,
        (e: unknown) => e,
      );
    }
    if (key === 'auth.refresh') {
      // A refresh answer that cannot be used ends the session; the cause says why.
      expect((error as RapportApiError).code).toBe('session_expired');
      error = (error as RapportApiError).cause;
    }
    expect(error).toBeInstanceOf(RapportApiError);
    expect((error as RapportApiError).code).toBe('invalid_response');
    expect((error as RapportApiError).message).toContain(endpoint);
    expect((error as RapportApiError).message).toContain(`"${field}"`);
  });
});

describe('request validation', () => {
  it('rejects an invalid body before sending anything, naming the field', async () => {
    const { client } = testClient(baseUrl);
    const error = await client.auth
      .signup({ first_name: 'Ada', last_name: 'Lovelace', email: 'not-an-email', password: 'short' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RapportValidationError);
    expect((error as RapportValidationError).code).toBe('invalid_request');
    expect((error as RapportValidationError).issues.map((i) => i.path)).toEqual(['email', 'password']);
    expect(requests).toHaveLength(0);
  });

  it('rejects a blank path parameter before sending anything', async () => {
    const { client } = testClient(baseUrl);
    await expect(client.chat.get('')).rejects.toBeInstanceOf(RapportValidationError);
    expect(requests).toHaveLength(0);
  });

  it('sends no Authorization header without an access token', async () => {
    const { client } = testClient(baseUrl, {
      storage: (await import('../storage/index.js')).memoryStorage(),
    });
    await client.health();
    expect(requests[0]?.authorization).toBeNull();
  });

  it('exposes the generic call with typed route inputs', async () => {
    const { client } = testClient(baseUrl);
    const chat = await client.call('chat.get', { params: { id: 'chat_1' } });
    expect(chat.id).toBe('chat_1');
    expect(requests[0]?.path).toBe('/chat/chat_1');
  });
});

/** A copy of a valid sample with one field of the wrong type, and that field's path. */
function corrupt(sample: unknown): { value: unknown; field: string } {
  if (Array.isArray(sample)) {
    const inner = corrupt(sample[0]);
    return { value: [inner.value], field: inner.field === '(root)' ? '0' : `0.${inner.field}` };
  }
  if (typeof sample === 'object' && sample !== null) {
    const entry = Object.entries(sample).find(([, v]) => v !== null && v !== undefined);
    if (!entry) throw new Error('cannot corrupt an empty sample');
    const [field, v] = entry;
    return { value: { ...sample, [field]: typeof v === 'string' ? 42 : 'wrong' }, field };
  }
  return { value: typeof sample === 'string' ? 'Not an answer' : 'wrong', field: '(root)' };
}

describe('types', () => {
  it('derives method inputs and outputs from the route table', () => {
    const { client } = testClient(baseUrl);
    expectTypeOf(client.chat.list).returns.resolves.toEqualTypeOf<ChatSummary[]>();
    expectTypeOf(client.auth.login).returns.resolves.toEqualTypeOf<SignInResponse>();
    expectTypeOf(client.postUpdates.detectIntentions).returns.resolves.toEqualTypeOf<Intent>();
    expectTypeOf(client.jobs.errorsCsv).returns.resolves.toEqualTypeOf<string>();
    const typeErrors = () => {
      // @ts-expect-error a route with a path parameter needs its params
      void client.call('chat.get', {});
      // @ts-expect-error a body field the contract does not know
      void client.auth.login({ email: 'a@b.co', password: 'x', remember: true });
      // @ts-expect-error a status outside pending, done, error
      void client.postUpdates.updateStatus('pu_1', { status: 'archived' });
    };
    expect(typeof typeErrors).toBe('function');
  });
});
