/**
 * "Who hasn't replied to my proposal?": the emails that count as a proposal are those that state a
 * price or name the offer they carry, not every email the user sent (issue 24: a list cites only the
 * items the question asks for).
 */

/** The things a question can name as what was sent: "to my proposal", "to our quote", "my offers". */
const ASKED_PROPOSAL =
  /\b(?:my|our|the)\s+(?:proposals?|quotes?|quotations?|offers?|pricing|prices?|estimates?)\b/i;

/** An amount with its currency beside it: "USD 27,900", "€39.500", "A$39,000", "46 500 kr". */
const PRICED =
  /(?:[€$£¥]\s?\d|\b(?:eur|usd|gbp|chf|aud|cad|sek|nok|dkk|pln|aed|sar|qar)\s?\d|\d\s?(?:kr|eur|usd|gbp|dkk|sek|nok|chf)\b)/i;
/** Words that name an offer the email carries. */
const OFFER_WORDS = /\b(?:proposal|quote|quotation|offer|estimate)\b/i;

/** Whether a question about unanswered mail asks only about proposals sent. */
export function asksAboutProposal(question: string): boolean {
  return ASKED_PROPOSAL.test(question);
}

/** Whether an email's text is a proposal: it states a price or names the offer. */
export function isProposal(text: string): boolean {
  return PRICED.test(text) || OFFER_WORDS.test(text);
}
