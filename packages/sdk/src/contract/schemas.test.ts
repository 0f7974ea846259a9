import { describe, expect, it } from 'vitest';
import { AskRequest, SignUpRequest } from './schemas.js';

describe('AskRequest.timeZone', () => {
  const withZone = (timeZone: string) => AskRequest.safeParse({ question: 'Who is Ada?', timeZone }).success;

  it('knows IANA names and refuses others', () => {
    expect(withZone('Europe/Berlin')).toBe(true);
    expect(withZone('UTC')).toBe(true);
    expect(withZone('Mars/Olympus')).toBe(false);
    expect(withZone('')).toBe(false);
  });
});

describe('validation messages (zod/mini with the English locale)', () => {
  it("reads as classic zod's: the SDK and the server give the same detail", () => {
    const messages = (value: unknown) =>
      SignUpRequest.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(
      messages({ first_name: ' ', last_name: 'x'.repeat(101), email: 'nope', password: 'short', extra: 1 }),
    ).toEqual([
      'first_name: must not be blank',
      'last_name: Too big: expected string to have <=100 characters',
      'email: must be a valid email address',
      'password: must be at least 8 characters long',
      ': Unrecognized key: "extra"',
    ]);
    expect(messages({})?.[0]).toBe('first_name: Invalid input: expected string, received undefined');
  });
});
