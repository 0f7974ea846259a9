/** Constants of the built-in assistant (issue 3, "The built-in assistant"). */

/** Spec §6 (chat): a new chat's title, and the title for an empty first query (the contract's). */
export { DEFAULT_CHAT_TITLE } from '@rapport/sdk/contract';

/** Issue 3: generateTitle gives a short title of at most 6 words. */
export const MAX_TITLE_WORDS = 6;

/** Issue 3: each source carries a short quote. */
export const MAX_QUOTE_CHARS = 160;

/** Issue 13: when the answer is not in the data the answer says exactly this, with no sources. */
export const NOTHING_FOUND_ANSWER = "I couldn't find that in your emails, contacts or updates.";

/** How many facts the engine asks the knowledge source for. */
export const SEARCH_LIMIT = 20;

/** How many facts an answer cites at most. */
export const MAX_ANSWER_FACTS = 3;
/** How many facts an answer listing a period ("What did Lena send me in January?") cites at most. */
export const MAX_PERIOD_FACTS = 5;

/**
 * Intent and title only need the opening of a text; analysing more blocks the event loop
 * for nothing (~0.9 s for 100 KB). Measured on this machine, not from the spec.
 */
export const MAX_INTENT_CHARS = 2_000;
export const MAX_TITLE_SOURCE_CHARS = 500;

/** Follow-ups refer to the last few exchanges; older turns are not searched for a pronoun's referent. */
export const MAX_HISTORY_TURNS = 6;
