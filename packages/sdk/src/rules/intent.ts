import type { Intent } from '../contract/schemas.js';
import { INTENT_MESSAGES, type ToastText } from './messages.js';

export type ChatMode = 'input' | 'query';

/**
 * §5 Chat send: what to tell the user when the detected intent does not fit the mode.
 * Null means the text may be sent. In the mismatch cases the UI restores the text.
 */
export function intentMismatchMessage(mode: ChatMode, intent: Intent): ToastText | null {
  if (mode === 'query') {
    if (intent === 'Intentions not detected.') return INTENT_MESSAGES.queryNotDetected;
    if (intent === 'PostUpdate') return INTENT_MESSAGES.queryGotPostUpdate;
    return null;
  }
  if (intent === 'Intentions not detected.') return INTENT_MESSAGES.inputNotDetected;
  if (intent === 'Question') return INTENT_MESSAGES.inputGotQuestion;
  return null;
}
