/**
 * Where the server picks its assistant engine. Only this file knows which engine runs;
 * everything else talks to the `Assistant` interface.
 */
import { classifyIntent } from '../assistant/intent.js';
import { makeTitle } from '../assistant/title.js';
import type { Assistant, KnowledgeSource, PostUpdateFacts } from '../assistant/types.js';

// Interim engine until src/assistant exports its own: intent and title from the assistant
// module, answers quoting the best matching facts.
export function createDefaultAssistant(knowledge: KnowledgeSource): Assistant {
  return {
    detectIntent: async (text) => classifyIntent(text),
    generateTitle: async (text) => makeTitle(text),
    async answer({ question, userId }) {
      const terms = question
        .toLowerCase()
        .split(/[^\p{L}\p{N}@._-]+/u)
        .filter((t) => t.length > 2);
      const facts = await knowledge.search({ userId, query: question, terms, limit: 3 });
      if (facts.length === 0)
        return {
          answer: "I couldn't find anything about that in your emails, contacts or updates.",
          sources: [],
        };
      const sources = facts.map((f) => ({
        kind: f.kind,
        id: f.id,
        date: f.date,
        quote: f.text.slice(0, 160),
        ...(f.title ? { title: f.title } : {}),
      }));
      const answer = facts.map((f) => `${f.text} (${f.kind}, ${f.id}, ${f.date.slice(0, 10)})`).join('\n');
      return { answer, sources };
    },
  };
}

const EMAIL_RE = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const NAME_RE = /\b([A-Z][a-z]+) ([A-Z][a-z]+)\b/g;

export function defaultExtractFacts(text: string, _now?: Date): PostUpdateFacts {
  const emails = [...new Set(text.match(EMAIL_RE) ?? [])].map((e) => e.toLowerCase());
  const people = [...text.matchAll(NAME_RE)].map((m) => ({
    fullName: `${m[1]} ${m[2]}`,
    firstName: m[1] ?? '',
    lastName: m[2] ?? '',
  }));
  return { people, emails, companies: [], dates: [], nextSteps: [], phones: [] };
}
