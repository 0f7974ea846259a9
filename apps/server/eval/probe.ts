/**
 * `pnpm exec tsx eval/probe.ts --set=dev3 [--only=brennholt] ["a question" …]`: builds a set's world
 * once and shows, per question, what the built-in engine made of it (names, keyword groups, the
 * kind of value asked for), the facts the search returned, the ones the ranking kept, and the
 * answer. For debugging the dev sets; never run it on `blind` (that set is not read).
 */
import type { BuiltInAssistant } from '../src/assistant/engine.js';
import { parseArgs, SETS } from './run.js';
import { buildEvalWorld } from './world.js';

const argv = process.argv.slice(2);
const args = parseArgs(argv);
if (args.set === 'blind') throw new Error('the blind set is not probed');
const set = SETS[args.set];
const asked = argv.filter((a) => !a.startsWith('--') && !/^(dev\d?|blind)$/.test(a));
const questions = [
  ...(args.only ? set.questions.filter((q) => args.only?.some((o) => q.kind === o || q.id.includes(o))) : []),
  ...asked.map((question) => ({ id: 'asked', kind: 'email' as const, question, history: undefined })),
];
const world = await buildEvalWorld({ dataset: set.dataset, messages: args.messages });
const assistant = world.app.rapport.services.assistant as unknown as BuiltInAssistant;
const one = (s: string) => s.replace(/\s+/g, ' ').slice(0, 150);
try {
  for (const question of questions) {
    const request = {
      question: question.question,
      history: [...(question.history ?? [])],
      userId: world.userId,
      timeZone: 'UTC',
    };
    const { q, facts, scored } = await assistant.explain!(request);
    console.log(`\n━━ ${question.id}: ${question.question}`);
    if ('facts' in question) console.log(`   expected: ${JSON.stringify(question.facts)}`);
    console.log(
      `   names ${JSON.stringify(q.names)} groups ${JSON.stringify(q.keywordGroups)} framing ${JSON.stringify(q.framing)} field ${q.field ?? '-'} shape ${q.shape ?? '-'} kind ${q.kind ?? '-'}`,
    );
    console.log(`   search: ${facts.length} facts; kept ${scored.length}`);
    for (const f of facts.slice(0, 12)) console.log(`   · ${f.kind} ${f.title ?? ''} | ${one(f.text)}`);
    for (const s of scored.slice(0, 5))
      console.log(`   ✓ ${s.score.toFixed(2)} ${s.fact.kind} ${s.fact.title ?? ''} | ${one(s.fact.text)}`);
    const res = await world.api('POST', '/chat/ask', {
      question: question.question,
      chatHistory: request.history,
    });
    console.log(`   → ${one(String((res.json() as { answer?: string }).answer ?? res.body))}`);
  }
} finally {
  await world.close();
}
