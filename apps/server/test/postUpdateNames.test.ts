/**
 * Input Mode's stray contact (issue 25): "Met Sofia Russo at ProMat" makes one contact, Sofia
 * Russo, with ProMat as her company: never "Sofia Russo (ProMat)", "Sofia Russo at ProMat", or a
 * contact of an honorific ("Dr").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, expectRoute, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('a person at a company, in a post update', () => {
  it.each([
    ['Met Sofia Russo at ProMat', 'ProMat', null],
    ['Met Dr. Sofia Russo at ProMat, she wants a quote for 80 units.', 'ProMat', null],
    // An honorific read as a second person left the update's one phone with nobody.
    ['Met Dr. Sofia Russo at ProMat, mobile +39 333 123 4567.', 'ProMat', '+39 333 123 4567'],
    ['Coffee with Ms. Sofia Russo from Halden Freight', 'Halden Freight', null],
    ['Spoke to Prof. Sofia Russo of Lumen Health about the pilot.', 'Lumen Health', null],
    // Two companies named: hers is the one after "@".
    ['Sofia Russo @ Kestrel Labs wants to move off Globex Corp by Friday.', 'Kestrel Labs', null],
  ])('%s → one contact, name and company apart', async (description, company, phone) => {
    const user = await createUser(server.app, {
      email: `sam.${company.length}.${Date.now()}@northpeak.example`,
    });
    expect((await user.api('POST', '/post-updates', { description })).statusCode).toBe(201);
    await server.app.rapport.jobs.idle();
    const list = expectRoute('contacts.list', await user.api('GET', '/contacts'));
    expect(list.items.map((c) => [c.fullName, c.firstName, c.lastName, c.company, c.phone])).toEqual([
      ['Sofia Russo', 'Sofia', 'Russo', company, phone],
    ]);
  });
});
