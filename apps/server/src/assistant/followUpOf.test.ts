import { describe, expect, it } from 'vitest';
import { parseFollowUpOf } from './followUpOf.js';

describe('parseFollowUpOf', () => {
  it.each([
    ['when do I follow up with Ines?', 'Ines'],
    ['When should I get back to Ingrid Sæther?', 'Ingrid Sæther'],
    ['when do I need to call Tom Baker', 'Tom Baker'],
    ['and when should I check in with Dana?', 'Dana'],
  ])('%j → %j', (question, person) => {
    expect(parseFollowUpOf(question)).toBe(person);
  });

  it.each([
    'Who should I follow up with this week?',
    'When did I last email Tom?',
    'when is the Atlas visit?',
  ])('leaves %j alone', (question) => {
    expect(parseFollowUpOf(question)).toBeUndefined();
  });
});
