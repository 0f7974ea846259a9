import { describe, expect, it } from 'vitest';
import { AskRequest } from './schemas.js';

describe('AskRequest.timeZone', () => {
  const withZone = (timeZone: string) => AskRequest.safeParse({ question: 'Who is Ada?', timeZone }).success;

  it('knows IANA names and refuses others', () => {
    expect(withZone('Europe/Berlin')).toBe(true);
    expect(withZone('UTC')).toBe(true);
    expect(withZone('Mars/Olympus')).toBe(false);
    expect(withZone('')).toBe(false);
  });
});
