import { describe, expect, it } from 'vitest';
import { intentMismatchMessage } from './intent.js';

describe('intentMismatchMessage', () => {
  it.each([
    ['query', 'Question', null],
    ['query', 'Intentions not detected.', 'Please ask a question.'],
    [
      'query',
      'PostUpdate',
      "You are in query mode. I think you're trying to post an update, please do that in Input Mode.",
    ],
    ['input', 'PostUpdate', null],
    ['input', 'Intentions not detected.', 'Please elaborate your post update.'],
    [
      'input',
      'Question',
      "You are in input mode. I think you're trying to ask a question, please do that in Query Mode.",
    ],
  ] as const)('%s mode, %s → %j', (mode, intent, description) => {
    expect(intentMismatchMessage(mode, intent)?.description ?? null).toBe(description);
  });

  it('titles the query-mode not-detected case "Instructions not clear"', () => {
    expect(intentMismatchMessage('query', 'Intentions not detected.')?.title).toBe('Instructions not clear');
  });
});
