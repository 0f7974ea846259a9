/**
 * The second dev set's questions (issue 24's classes, on `dataset.ts`): a company or person asked
 * about who is only the sender, paraphrase, introductions, the answer in the owner's reply, fields
 * from signatures, companies, periods, the questions people ask first, and near misses that must
 * be "not found". Every answer was read from the messages, not from an engine.
 */
import { day } from '../questions.js';
import type { AnswerableQuestion, ExpectedFact, Question, QuestionKind, SourceKey } from '../types.js';

const msg = (id: string): SourceKey => ({ messageId: `${id}@dev2.test` });
const contact = (email: string): SourceKey => ({ contact: email });
const update = (phrase: string): SourceKey => ({ update: phrase });

function ask(
  kind: Exclude<QuestionKind, 'unanswerable'>,
  id: string,
  question: string,
  facts: readonly ExpectedFact[],
  sources: readonly SourceKey[],
): AnswerableQuestion {
  return { id: `dev2-${kind}-${id}`, kind, question, facts, sources };
}
const email = (id: string, q: string, facts: readonly ExpectedFact[], sources: readonly SourceKey[]) =>
  ask('email', id, q, facts, sources);
const field = (id: string, q: string, facts: readonly ExpectedFact[], sources: readonly SourceKey[]) =>
  ask('field', id, q, facts, sources);
const meta = (id: string, q: string, facts: readonly ExpectedFact[], sources: readonly SourceKey[]) =>
  ask('metadata', id, q, facts, sources);
const none = (id: string, question: string): Question => ({
  id: `dev2-none-${id}`,
  kind: 'unanswerable',
  question,
});

const TIDEWATER = ['rohan.mehta', 'ben.ward'].map((l) => `${l}@tidewater-logistics.example`);

export const DEV2_QUESTIONS: readonly Question[] = [
  // The name asked about is the sender's company or the sender, not the sentence.
  email(
    'nordvik-clause',
    'What does Nordvik Foods want added before they sign?',
    ['60-day termination clause'],
    [msg('greta-renewal')],
  ),
  email('brasa-needs', 'What does Brasa Coffee need from us?', ['credit note'], [msg('luis-damage')]),
  email(
    'polaris-deadline',
    "When is Polaris Medical's decision due?",
    [day(2026, 3, 31)],
    [msg('anika-options')],
  ),
  email(
    'tidewater-forecast',
    'How many pallets is Tidewater forecasting for Q2?',
    ['14,000'],
    [msg('rohan-volumes')],
  ),
  email(
    'verde-accuracy',
    'What pick accuracy did Verde Home see in the pilot?',
    ['99.2%'],
    [msg('sofia-pilot')],
  ),
  // Paraphrase.
  email(
    'polaris-competitor',
    'Which competitor is Polaris Medical looking at?',
    ['Stackline'],
    [msg('anika-options')],
  ),
  email('dashboard-unhappy', 'Who is unhappy with the dashboard?', ['Sofia Russo'], [msg('sofia-pilot')]),
  email(
    'austin-damage',
    'What damage happened at the Austin store?',
    ['40 cases arrived crushed'],
    [msg('luis-damage')],
  ),
  email(
    'anika-priority',
    'What matters most to Anika Berg?',
    ['temperature control'],
    [msg('anika-options')],
  ),
  email(
    'rollout-decision',
    'When will Verde Home decide on the full rollout?',
    ['after Easter'],
    [msg('sofia-pilot')],
  ),
  // Introductions.
  email('priyanka-intro', 'Who introduced me to Priyanka Rao?', ['Tom Ashby'], [msg('tom-intro')]),
  email('priyanka-met', 'How did I meet Priyanka?', ['Tom Ashby'], [msg('tom-intro')]),
  // The answer is in the owner's reply, the question in the customer's mail.
  email(
    'solace-rate',
    'What rate did we give Solace Retail for 2,000 orders a week?',
    ['$1.85'],
    [msg('maya-rates')],
  ),
  email('brasa-credit', 'How much was the credit note for Brasa Coffee?', ['$3,120'], [msg('maya-credit')]),
  email(
    'cartons-when',
    'When do we switch to double-wall cartons?',
    [day(2026, 3, 16)],
    [msg('maya-credit')],
  ),
  email('q2-capacity', 'How many pallets can we cover in Q2?', ['16,000'], [msg('maya-volumes')]),
  email('nordvik-sign', 'When can Nordvik Foods sign the renewal?', [day(2026, 3, 20)], [msg('greta-sign')]),
  email(
    'reno-visit',
    'When is the Tidewater visit to the Reno warehouse?',
    [day(2026, 3, 18)],
    [msg('ben-visit'), msg('maya-visit')],
  ),
  email('invoice-amount', 'How much is invoice 4471?', ['$6,800'], [msg('dev-invoice')]),
  email('invoice-paid', 'Was invoice 4471 paid?', ['paid today'], [msg('maya-paid')]),
  // Fields from signatures and the CSV.
  field(
    'rohan-phone',
    "What is Rohan Mehta's phone number?",
    ['555-0188'],
    [contact('rohan.mehta@tidewater-logistics.example'), msg('rohan-volumes')],
  ),
  field(
    'greta-phone',
    "What is Greta Lindqvist's phone number?",
    ['+46 8 555 0101'],
    [contact('greta@nordvik-foods.example')],
  ),
  field(
    'greta-title',
    "What is Greta Lindqvist's job title?",
    ['Procurement Director'],
    [contact('greta@nordvik-foods.example'), msg('greta-renewal')],
  ),
  field(
    'ben-title',
    "What is Ben Ward's role?",
    ['Finance Manager'],
    [contact('ben.ward@tidewater-logistics.example'), msg('ben-visit')],
  ),
  // People by their role or company.
  email('brasa-coo', 'Who is the COO of Brasa Coffee?', ['Luis Ortega'], [msg('luis-damage')]),
  // Companies and metadata.
  meta(
    'tidewater-people',
    'Who do we know at Tidewater Logistics?',
    ['Rohan Mehta', 'Ben Ward'],
    TIDEWATER.map(contact),
  ),
  meta('tidewater-count', 'How many people at Tidewater?', ['2 contacts'], []),
  meta('greta-last', 'When did I last hear from Greta Lindqvist?', [day(2026, 3, 12)], [msg('greta-sign')]),
  meta('brasa-last', 'When did we last talk to Brasa Coffee?', [day(2026, 3, 11)], [msg('luis-thanks')]),
  // Post updates.
  ask(
    'update',
    'tidewater-budget',
    "What is Tidewater's budget for outsourced warehousing?",
    ['$480k'],
    [update("Tidewater's budget")],
  ),
  ask(
    'update',
    'sofia-follow-up',
    'When should I follow up with Sofia Russo?',
    [day(2026, 3, 17)],
    [update('Met Sofia Russo at ProMat')],
  ),
  // Periods.
  ask(
    'time',
    'luis-this-week',
    'What did Luis Ortega send me this week?',
    ['crushed', 'double-wall'],
    [msg('luis-damage'), msg('luis-thanks')],
  ),
  // The questions people ask first.
  email('hiroshi-asked', 'What did Hiroshi Tanaka ask for?', ['300 pallet positions'], [msg('hiroshi-rfq')]),

  // More of each kind, written after the first tuning round.
  field('hiroshi-phone', "What is Hiroshi Tanaka's phone number?", ['+81 3 5555 0142'], [msg('hiroshi-rfq')]),
  field('hiroshi-title', 'What does Hiroshi Tanaka do?', ['Supply Chain Manager'], [msg('hiroshi-rfq')]),
  email(
    'nordvik-director',
    'Who is the procurement director at Nordvik Foods?',
    ['Greta Lindqvist'],
    [contact('greta@nordvik-foods.example'), msg('greta-renewal')],
  ),
  email('cold-chain-ask', 'Who asked about temperature guarantees?', ['Anika Berg'], [msg('anika-cold')]),
  email(
    'cold-chain-range',
    'What temperature range does Polaris need on the route?',
    ['2-8 °C'],
    [msg('anika-cold')],
  ),
  email('second-shift-start', 'When would the second shift start?', [day(2026, 5, 4)], [msg('maya-volumes')]),
  email(
    'pickers-short',
    'How many pickers are we short for the second shift?',
    ['3 pickers'],
    [msg('carla-staffing')],
  ),
  email(
    'reno-reception',
    'Who should the Tidewater visitors ask for at reception?',
    ['Carla'],
    [msg('maya-visit')],
  ),
  email('solace-launch', 'When is Solace Retail launching?', ['autumn'], [msg('tom-intro')]),
  email('redesign-invoice', 'What is invoice 4471 for?', ['website redesign'], [msg('dev-invoice')]),
  ask(
    'time',
    'yesterday',
    'Who emailed me yesterday?',
    ['Greta', 'Anika'],
    [msg('greta-sign'), msg('anika-cold')],
  ),
  {
    ...ask(
      'follow-up',
      'her-deadline',
      'When is her decision due?',
      [day(2026, 3, 31)],
      [msg('anika-options')],
    ),
    history: [{ question: 'Who is Anika Berg?', answer: 'Anika Berg is VP Logistics at Polaris Medical.' }],
  },

  // Follow-ups: a pronoun or an ellipsis for what the turn before named.
  {
    ...ask(
      'follow-up',
      'he-credit-note',
      'What did he say about the credit note?',
      ['credit note'],
      [msg('luis-damage'), msg('luis-thanks')],
    ),
    history: [
      {
        question: 'Who complained about a damaged delivery?',
        answer:
          'Luis Ortega (Brasa Coffee): 40 cases arrived crushed at our Austin store. ("issue with last shipment") [email, 9 Mar 2026]',
      },
    ],
  },
  {
    ...ask('follow-up', 'invoice-due', 'When is it due?', ['within 30 days'], [msg('dev-invoice')]),
    history: [
      {
        question: 'How much is invoice 4471?',
        answer:
          'Hi Maya, invoice #4471 for the website redesign is attached: $6,800, due within 30 days. (Dev Kapoor <dev@kapoor-design.example>, "invoice #4471") [email, 6 Mar 2026]',
      },
    ],
  },
  {
    ...ask(
      'follow-up',
      'her-title',
      'What is her job title?',
      ['Procurement Director'],
      [contact('greta@nordvik-foods.example'), msg('greta-renewal')],
    ),
    history: [
      {
        question: 'Who wants a termination clause?',
        answer:
          'Greta Lindqvist (Nordvik Foods): Our legal team wants a 60-day termination clause added before we sign the renewal. [email, 5 Mar 2026]',
      },
    ],
  },

  // Not in the data: near misses (the person or company and a word asked about are there).
  none('rohan-lease', 'What did Rohan Mehta say about the warehouse lease?'),
  none('polaris-budget', "What is Polaris Medical's budget?"),
  none('priyanka-birthday', "When is Priyanka Rao's birthday?"),
  none('hiroshi-intro', 'Who introduced me to Hiroshi Tanaka?'),
  none('kaze-rate', 'What rate did we give Kaze Electronics?'),
  none('nordvik-credit', 'How much was the credit note for Nordvik Foods?'),
  none('brasa-competitor', 'Which competitor is Brasa Coffee talking to?'),
  none('sofia-phone', "What is Sofia Russo's phone number?"),
  none('verde-visit', 'When is the Verde Home site visit?'),
  none('greta-temperature', 'What did Greta Lindqvist say about temperature control?'),
  none('invoice-5512', 'What is invoice 5512 for?'),
  none('tidewater-dashboard', 'Who complained about the dashboard at Tidewater?'),
  {
    ...none('what-about-nordvik', 'And Nordvik Foods?'),
    history: [
      {
        question: 'How much was the credit note for Brasa Coffee?',
        answer:
          "We've issued credit note CN-2291 for $3,120 and will switch to double-wall cartons from 16 March. [email, 10 Mar 2026]",
      },
    ],
  },
];
