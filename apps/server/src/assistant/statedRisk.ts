/**
 * "Which deals are at risk?": a deal is at risk first when its mail says so: a competitor named or
 * cheaper ("we're also talking to X", "their price came in lower"), the spend paused or put off, or
 * the deal said to be cold or at risk (issue 24). The sentence that says it is the line and the
 * quote; one a thread, the newest.
 */
import { sentencesWithSpans } from './passages.js';
import type { ConversationEmail } from './types.js';

/** Words that say a deal may be lost: competition, a pause, or the deal said to be in trouble. */
const RISK_WORDS =
  /\b(?:also (?:talking to|speaking (?:to|with)|looking at|weighing|considering|evaluating)|competitors?|cheaper|(?:price|number|quote|offer)\b[^.?!\n]{0,40}\blower|paused?|on hold|freeze|frozen|postponed?|put (?:it |this )?on ice|at risk|(?:sounded|going|gone) cold)\b/i;

export interface StatedRisk {
  email: ConversationEmail;
  quote: { text: string; start: number; end: number };
}

/**
 * A sentence naming a rival: "we are also talking to Fennec", "Quarry's number came in lower",
 * "we went with Shiplytics", "lost to Gesden". For "Which vendor are they considering instead of us?".
 */
const RIVAL_WORDS =
  /\b(?:also (?:talking to|speaking (?:to|with)|looking at|weighing|considering|evaluating|in talks with)|competitors?|competing|cheaper|(?:price|number|quote|offer)\b[^.?!\n]{0,40}\blower|lower (?:price|quote|offer|bid)|(?:went|going|gone|decided to go) with|chose|signed with|lost (?:it |the deal |out )?to|beat us|incumbent|other (?:offer|bidder|vendor|supplier|provider)s?)\b/i;

/** Whether a sentence names a rival vendor or says one was chosen (`RIVAL_WORDS`). */
export function namesRival(sentence: string): boolean {
  return RIVAL_WORDS.test(sentence);
}

/** Whether a sentence says a deal may be lost. */
export function saysRisk(sentence: string): boolean {
  return RISK_WORDS.test(sentence);
}

/** The newest email of each thread that says its deal is at risk, with the sentence; newest first. */
export function statedRisks(mail: readonly ConversationEmail[]): StatedRisk[] {
  const seen = new Set<string>();
  const risks: StatedRisk[] = [];
  for (const e of mail) {
    const thread = e.thread ?? e.id;
    if (seen.has(thread)) continue;
    const quote = sentencesWithSpans(e.text).find((s) => saysRisk(s.text));
    if (quote === undefined) continue;
    seen.add(thread);
    risks.push({ email: e, quote });
  }
  return risks;
}
