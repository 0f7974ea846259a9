/**
 * The dev4 questions, written against dev4/dataset.ts without reading the engine: what a busy
 * account executive (Callum Reid) would type about his own mailbox, contacts and updates, asked
 * "now" = Thursday 20 August 2026, 08:30 UTC ("last week" is Mon 10 - Sun 16 Aug; "this week"
 * starts Mon 17 Aug). Every answer was checked against the data. Failures are the point: tune the
 * engine, never these questions.
 */
import { day } from '../questions.js';
import type { ExpectedFact, Question, SourceKey } from '../types.js';

const m = (id: string): SourceKey => ({ messageId: `${id}@dev4.test` });
const c = (email: string): SourceKey => ({ contact: email });
const u = (phrase: string): SourceKey => ({ update: phrase });
const from = (address: string, subject?: string): SourceKey =>
  subject === undefined ? { mail: address } : { mail: address, subject };
const person = (email: string): SourceKey[] => [c(email), from(email)];
const either = (...spellings: string[]): ExpectedFact => spellings;

const DANA = 'dana.whitfield@larkspurmarkets.example';
const GREG = 'greg.olsen@larkspurmarkets.example';
const MARCUS = 'mbell@larkspurmarkets.example';
const FIONA = 'fiona.macleod@glenmoray-council.example';
const ALASDAIR = 'alasdair.munro@glenmoray-council.example';
const SARAHD = 'sarah.dunbar@glenmoray-council.example';
const PRIYA = 'p.nair@strathallan.ac.example';
const EUAN = 'e.baird@strathallan.ac.example';
const JESS = 'jess.tran@kookaburra-brands.example';
const BAZZA = 'barry.k@kookaburra-brands.example';
const SARAHK = 'sarah.kim@pinecrestoutfitters.example';
const INGRID = 'ingrid.saether@fjellvik.example';
const RORY = 'rory@skerrypartners.example';
const LUCIA = 'lucia@datalia.example';
const BRIDGET = 'bridget.ohara@ormiston-retail.example';
const TONY = 'tony.alvarez@mesaverdefoods.example';
const MICK = 'm.obrien@sandstone.edu.example';
const JAMIE = 'jamie@coleandsons.example';
const MORAG = 'morag.campbell@bramblewood.example';
const ISHBEL = 'ishbel.fraser@bramblewood.example';

const EMAIL: Question[] = [
  // Larkspur Markets
  {
    id: 'dev4-lark-first-quote',
    kind: 'email',
    question: 'what did I originally quote Larkspur?',
    facts: [either('48,000', '48k')],
    sources: [m('lark-quote')],
  },
  {
    id: 'dev4-lark-current-price',
    kind: 'email',
    question: "What's the latest price we've offered Larkspur Markets",
    facts: [either('44,500', '44.5k')],
    sources: [m('lark-revised'), m('lark-cfo'), m('int-discount')],
  },
  {
    id: 'dev4-lark-competitor',
    kind: 'email',
    question: 'Which vendor is Larkspur considering instead of us?',
    facts: ['Quarry'],
    sources: [m('lark-quarry')],
  },
  {
    id: 'dev4-lark-before-legal',
    kind: 'email',
    question: 'What does Larkspur need before their legal team will review the contract?',
    facts: ['DPA'],
    sources: [m('lark-quarry'), m('lark-cfo')],
  },
  {
    id: 'dev4-lark-cfo-approved',
    kind: 'email',
    question: 'what did the CFO at Larkspur approve?',
    facts: [either('44,500', '44.5k')],
    sources: [m('lark-cfo')],
  },
  {
    id: 'dev4-lark-counsel',
    kind: 'email',
    question: "who's handling the legal side at Larkspur",
    facts: ['Marcus Bell'],
    sources: [m('lark-cfo'), m('lark-redlines'), m('lark-dpa-sent')],
  },
  {
    id: 'dev4-lark-redlines',
    kind: 'email',
    question: 'What changes did Larkspur ask for in the DPA?',
    facts: [either('48 hours', '48-hour', '48 hour'), either('30 days', '30-day', '30 day')],
    sources: [m('lark-redlines')],
  },
  {
    id: 'dev4-lark-dpo',
    kind: 'email',
    question: 'Who did Ishbel check the Larkspur redlines with?',
    facts: ['Neil'],
    sources: [m('int-dpo')],
  },
  {
    id: 'dev4-lark-can-accept',
    kind: 'email',
    question: 'can we live with the 48 hour breach notice larkspur wants?',
    facts: [either('36', 'Neil', 'DPO')],
    sources: [m('int-dpo')],
  },
  {
    id: 'dev4-lark-slip',
    kind: 'email',
    question: "What happens if Larkspur doesn't sign before their board meeting?",
    facts: ['October'],
    sources: [m('lark-dana-chase')],
  },
  {
    id: 'dev4-lark-sign-by',
    kind: 'email',
    question: 'By when does Larkspur have to sign to get the discounted price?',
    facts: [day(2026, 8, 31)],
    sources: [m('lark-revised')],
  },
  // Glenmoray Council
  {
    id: 'dev4-glen-ceiling',
    kind: 'email',
    question: 'whats the budget ceiling for the Glenmoray tender',
    facts: [either('62,000', '62k')],
    sources: [m('glen-tender')],
  },
  {
    id: 'dev4-glen-deadline',
    kind: 'email',
    question: 'When is the council tender submission due?',
    facts: [day(2026, 9, 11)],
    sources: [m('glen-deadline')],
  },
  {
    id: 'dev4-glen-clarification',
    kind: 'email',
    question: 'Deadline for clarification questions on the Glenmoray ITT?',
    facts: [day(2026, 8, 28)],
    sources: [m('glen-deadline')],
  },
  {
    id: 'dev4-glen-eu-hosting',
    kind: 'email',
    question: 'Is EU hosting acceptable for Glenmoray?',
    facts: [either('UK')],
    sources: [m('glen-residency-a')],
  },
  {
    id: 'dev4-glen-scoring',
    kind: 'email',
    question: 'How will the Glenmoray bids be evaluated?',
    facts: ['60%', '40%'],
    sources: [m('glen-pack')],
  },
  {
    id: 'dev4-glen-finance-ask',
    kind: 'email',
    question: "What did the council's finance person want to know?",
    facts: ['quarterly', 'arrears'],
    sources: [m('glen-invoice-q')],
  },
  {
    id: 'dev4-glen-demo-when',
    kind: 'email',
    question: "When's the demo for the Glenmoray councillors?",
    facts: [day(2026, 9, 2), either('10am', '10:00', '10 am', '10.00', 'at 10')],
    sources: [m('glen-site-visit'), m('glen-site-visit-yes')],
  },
  {
    id: 'dev4-glen-demo-who',
    kind: 'email',
    question: 'who is coming with me to the Glenmoray demo?',
    facts: ['Ishbel'],
    sources: [m('glen-site-visit-yes'), m('glen-site-visit')],
  },
  // Strathallan
  {
    id: 'dev4-strath-pilot-price',
    kind: 'email',
    question: 'How much is the Strathallan pilot worth?',
    facts: [either('18,500', '18.5k')],
    sources: [m('strath-pilot')],
  },
  {
    id: 'dev4-strath-unhappy',
    kind: 'email',
    question: "who's unhappy with onboarding?",
    facts: ['Priya'],
    sources: [m('strath-painful'), m('strath-fwd-ishbel')],
  },
  {
    id: 'dev4-strath-sso-wrong',
    kind: 'email',
    question: 'What was wrong in our Shibboleth docs?',
    facts: ['entity ID', 'attribute mapping'],
    sources: [m('strath-painful'), m('strath-fwd-ishbel'), m('priya-docs-thanks')],
  },
  {
    id: 'dev4-strath-it-needs',
    kind: 'email',
    question: "What does Strathallan's head of IT need from us before the campus licence?",
    facts: ['SOC 2', either('pen test', 'penetration test')],
    sources: [m('strath-soc2-q')],
  },
  {
    id: 'dev4-strath-board',
    kind: 'email',
    question: 'When does the IT governance board at Strathallan meet?',
    facts: [day(2026, 9, 15)],
    sources: [m('strath-soc2-q')],
  },
  {
    id: 'dev4-strath-campus-price',
    kind: 'email',
    question: 'how much would a full campus licence at Strathallan cost',
    facts: [either('74,000', '74k')],
    sources: [m('strath-soc2-a'), u('campus licence')],
  },
  {
    id: 'dev4-strath-review-when',
    kind: 'email',
    question: 'When is the Strathallan pilot review?',
    facts: [day(2026, 8, 27), either('11:00', '11am', '11 am', '11.00')],
    sources: [m('strath-review-moved'), m('cal-strath-review')],
  },
  {
    id: 'dev4-strath-review-why-moved',
    kind: 'email',
    question: 'why did the pilot review get moved?',
    facts: ['Euan'],
    sources: [m('strath-review-moved')],
  },
  // Wattle & Co
  {
    id: 'dev4-wattle-budget',
    kind: 'email',
    question: "What's Wattle & Co's budget?",
    facts: [either('36k', '36,000')],
    sources: [m('wattle-hello')],
  },
  {
    id: 'dev4-wattle-quote',
    kind: 'email',
    question: 'what price did i quote wattle',
    facts: [either('39,000', '39k')],
    sources: [m('wattle-quote'), m('wattle-po')],
  },
  {
    id: 'dev4-wattle-po',
    kind: 'email',
    question: 'Whats the PO number for Wattle?',
    facts: ['PO-88213'],
    sources: [m('wattle-po')],
  },
  {
    id: 'dev4-wattle-board-date',
    kind: 'email',
    question: "On what day did Wattle's board approve the deal?",
    facts: [day(2026, 8, 12)],
    sources: [m('wattle-po')],
  },
  {
    id: 'dev4-wattle-ratelimit',
    kind: 'email',
    question: 'What rate limit did we offer Wattle?',
    facts: [either('5,000', '5000', '5k')],
    sources: [m('wattle-ratelimit-ishbel')],
  },
  {
    id: 'dev4-wattle-kickoff',
    kind: 'email',
    question: "When's the Wattle implementation kickoff?",
    facts: [day(2026, 8, 25)],
    sources: [m('wattle-kickoff-jess'), m('wattle-kickoff-ishbel'), m('wattle-kickoff-bazza')],
  },
  {
    id: 'dev4-wattle-okta',
    kind: 'email',
    question: 'what does Bazza want to know about single sign-on?',
    facts: ['Okta'],
    sources: [m('wattle-okta')],
  },
  {
    id: 'dev4-wattle-bring',
    kind: 'email',
    question: 'What did I ask Jess to bring to the kickoff?',
    facts: ['store codes'],
    sources: [m('wattle-kickoff-callum')],
  },
  // Pinecrest
  {
    id: 'dev4-pine-ask',
    kind: 'email',
    question: 'What did Sarah Kim ask for?',
    facts: ['40', either('distribution', 'DC')],
    sources: [m('pine-quote-ask')],
  },
  {
    id: 'dev4-pine-quote',
    kind: 'email',
    question: 'How much did I quote Pinecrest?',
    facts: [either('12.5k', '12,500', '150,000', '150k')],
    sources: [m('pine-quote')],
  },
  {
    id: 'dev4-pine-why-paused',
    kind: 'email',
    question: 'why did pinecrest put things on hold',
    facts: ['CEO'],
    sources: [m('pine-freeze')],
  },
  {
    id: 'dev4-pine-checkin',
    kind: 'email',
    question: 'When did I say I would check back in with Pinecrest?',
    facts: [day(2026, 10, 1)],
    sources: [m('pine-freeze-reply'), u('Daniel Ruiz')],
  },
  // Fjellvik and Rory
  {
    id: 'dev4-fjell-introducer',
    kind: 'email',
    question: 'who introduced me to Ingrid?',
    facts: ['Rory'],
    sources: [m('fjell-intro'), m('fjell-ingrid-hello')],
  },
  {
    id: 'dev4-fjell-budget',
    kind: 'email',
    question: "What's Fjellvik's budget for year one?",
    facts: [either('450 000', '450,000', '450k', '450.000')],
    sources: [m('fjell-ingrid-hello')],
  },
  {
    id: 'dev4-fjell-proposal',
    kind: 'email',
    question: 'what did I propose to fjellvik',
    facts: [either('420 000', '420,000', '420k', '420.000')],
    sources: [m('fjell-callum-proposal')],
  },
  {
    id: 'dev4-fjell-decider',
    kind: 'email',
    question: "Who's making the decision on the Fjellvik proposal?",
    facts: ['Lars Haugen'],
    sources: [m('fjell-ingrid-cfo'), u('Lars Haugen')],
  },
  {
    id: 'dev4-rory-fee',
    kind: 'email',
    question: 'What does Rory get if Fjellvik signs?',
    facts: ['10%'],
    sources: [m('rory-checkin'), m('rory-checkin-reply'), c(RORY)],
  },
  // Ormiston, Cole & Sons
  {
    id: 'dev4-orm-proposal',
    kind: 'email',
    question: 'how much was the Ormiston proposal?',
    facts: [either('27,600', '27.6k')],
    sources: [m('orm-proposal'), u('Ormiston proposal')],
  },
  {
    id: 'dev4-cole-ask',
    kind: 'email',
    question: 'what did Jamie want a quote for',
    facts: [either('9 stores', 'nine stores', '9 hardware stores'), 'inventory'],
    sources: [m('cole-ask')],
  },
  // Mesa Verde
  {
    id: 'dev4-mesa-outage-cause',
    kind: 'email',
    question: "Why were Mesa Verde's dashboards down?",
    facts: [either('timeout', 'timed out', 'time out', 'time-out')],
    sources: [m('mesa-dashboard-reply'), m('github-ish')],
  },
  {
    id: 'dev4-mesa-renewal-date',
    kind: 'email',
    question: "When is Mesa Verde's renewal due?",
    facts: [day(2026, 9, 30)],
    sources: [m('mesa-renewal'), m('int-mesa-price')],
  },
  {
    id: 'dev4-mesa-renewal-terms',
    kind: 'email',
    question: 'What did Mesa Verde agree to on the renewal?',
    facts: [either('29,000', '29k'), either('2 years', 'two years', '2-year', 'two-year')],
    sources: [m('mesa-deal'), m('mesa-hold')],
  },
  {
    id: 'dev4-mesa-controller',
    kind: 'email',
    question: "who's the controller at Mesa Verde?",
    facts: ['Linda Park'],
    sources: [m('mesa-deal')],
  },
  {
    id: 'dev4-mesa-morag',
    kind: 'email',
    question: "What did Morag say about Tony's renewal price?",
    facts: [either('29,000', '29k'), either('2-year', 'two-year', '2 year', 'two year')],
    sources: [m('int-mesa-price-ok')],
  },
  // Sandstone
  {
    id: 'dev4-sand-helen',
    kind: 'email',
    question: 'Who did Mick bring to our call?',
    facts: ['Helen Cho'],
    sources: [m('sand-call-ok'), m('sand-followup'), u('Helen Cho')],
  },
  {
    id: 'dev4-sand-blocker',
    kind: 'email',
    question: "what's holding up Sandstone?",
    facts: ['ethics'],
    sources: [m('sand-followup')],
  },
  // Bramblewood internal
  {
    id: 'dev4-int-target',
    kind: 'email',
    question: "What's the team's Q3 target and how much have we closed?",
    facts: [either('410k', '410,000'), either('268k', '268,000')],
    sources: [m('int-forecast')],
  },
  {
    id: 'dev4-int-pipeline-review',
    kind: 'email',
    question: "When's the pipeline review?",
    facts: [day(2026, 8, 21), either('2pm', '14:00', '2 pm', '2:00')],
    sources: [m('int-forecast'), m('cal-pipeline')],
  },
  {
    id: 'dev4-int-pipeline-accounts',
    kind: 'email',
    question: 'Which deals does Morag want to hear about at the review?',
    facts: ['Larkspur', 'Glenmoray'],
    sources: [m('int-forecast')],
  },
  {
    id: 'dev4-int-larkspur-floor',
    kind: 'email',
    question: 'whats the lowest Morag will let me go for Larkspur',
    facts: [either('44,500', '44.5k')],
    sources: [m('int-discount')],
  },
  {
    id: 'dev4-int-expenses',
    kind: 'email',
    question: 'How much were my Melbourne expenses?',
    facts: ['1,284.60'],
    sources: [m('int-expenses'), m('expense-receipt')],
  },
  {
    id: 'dev4-datafest-when',
    kind: 'email',
    question: 'When am I speaking at DataFest?',
    facts: [day(2026, 9, 9)],
    sources: [m('datafest-speaker'), m('int-datafest')],
  },
  {
    id: 'dev4-datafest-slides-morag',
    kind: 'email',
    question: 'When does Morag want my DataFest slides?',
    facts: [day(2026, 9, 2)],
    sources: [m('int-datafest')],
  },
  {
    id: 'dev4-price-rise',
    kind: 'email',
    question: 'When do our prices go up, and by how much?',
    facts: [day(2026, 9, 1), '5%'],
    sources: [m('ceo-allhands')],
  },
  // Datalia, Olmo, misc
  {
    id: 'dev4-datalia-invoice',
    kind: 'email',
    question: "How much is Datalia's commission invoice?",
    facts: [either('9.900,00', '9,900', '9900', '9.900')],
    sources: [m('datalia-invoice')],
  },
  {
    id: 'dev4-datalia-due',
    kind: 'email',
    question: 'When is the Datalia invoice due?',
    facts: [[...day(2026, 9, 15), '15/09']],
    sources: [m('datalia-invoice')],
  },
  {
    id: 'dev4-datalia-referral',
    kind: 'email',
    question: 'Which company did Lucia refer to us?',
    facts: ['Olmo'],
    sources: [m('datalia-referral'), m('olmo-hello')],
  },
  {
    id: 'dev4-olmo-spanish',
    kind: 'email',
    question: 'Does our platform come in Spanish?',
    facts: ['2027'],
    sources: [m('olmo-reply')],
  },
  // The questions people ask first
  {
    id: 'dev4-quote-askers',
    kind: 'email',
    question: 'Which customers asked me for a quote?',
    facts: ['Larkspur', 'Pinecrest', 'Ormiston', 'Cole'],
    sources: [m('lark-next-steps'), m('pine-quote-ask'), m('orm-ask'), m('cole-ask')],
  },
  {
    id: 'dev4-at-risk',
    kind: 'email',
    question: 'which deals are at risk?',
    facts: ['Pinecrest'],
    sources: [m('pine-freeze'), u('Deal at risk'), m('lark-quarry'), m('lark-dana-chase')],
  },
  {
    id: 'dev4-summary-dana',
    kind: 'email',
    question: 'summarise my last conversation with Dana',
    facts: [either('redlines', 'redline'), either('28th', ...day(2026, 8, 28))],
    sources: [m('lark-dana-chase'), m('lark-redlines')],
  },
  {
    id: 'dev4-tony-ask',
    kind: 'email',
    question: 'what did Tony ask for?',
    facts: [either('29,000', '29k')],
    sources: [m('mesa-renewal'), m('mesa-deal')],
  },
  {
    id: 'dev4-follow-up-week',
    kind: 'email',
    question: 'who should I follow up with this week?',
    facts: ['Dana'],
    sources: [
      m('lark-dana-chase'),
      m('wattle-okta'),
      m('strath-review-moved'),
      u('breach notice'),
      u('paid pilot'),
    ],
  },
];

const FIELD: Question[] = [
  {
    id: 'dev4-field-dana-phone',
    kind: 'field',
    question: "whats Dana's phone number",
    facts: ['555-0147'],
    sources: person(DANA),
  },
  {
    id: 'dev4-field-greg-title',
    kind: 'field',
    question: "What's Greg Olsen's title?",
    facts: ['CFO'],
    sources: person(GREG),
  },
  {
    id: 'dev4-field-marcus-title',
    kind: 'field',
    question: "What is Marcus Bell's job title?",
    facts: ['Associate General Counsel'],
    sources: [from(MARCUS)],
  },
  {
    id: 'dev4-field-fiona-phone',
    kind: 'field',
    question: 'fiona macleod number?',
    facts: ['01382 555 201'],
    sources: person(FIONA),
  },
  {
    id: 'dev4-field-alasdair-phone',
    kind: 'field',
    question: "What's Alasdair Munro's phone?",
    facts: ['01382 555 214'],
    sources: person(ALASDAIR),
  },
  {
    id: 'dev4-field-jess-company',
    kind: 'field',
    question: 'What company does Jess Tran work for?',
    facts: [either('Wattle & Co', 'Wattle and Co', 'Wattle')],
    sources: person(JESS),
  },
  {
    id: 'dev4-field-bazza-title',
    kind: 'field',
    question: "What's Barry Kowalski's role?",
    facts: ['IT Lead'],
    sources: person(BAZZA),
  },
  {
    id: 'dev4-field-bazza-phone',
    kind: 'field',
    question: "bazza's mobile?",
    facts: ['412 555 078'],
    sources: person(BAZZA),
  },
  {
    id: 'dev4-field-sarahk-phone',
    kind: 'field',
    question: "What's Sarah Kim's cell number?",
    facts: ['720-555-0133'],
    sources: person(SARAHK),
  },
  {
    id: 'dev4-field-sarahd-title',
    kind: 'field',
    question: "What's Sarah Dunbar's job?",
    facts: ['Finance Business Partner'],
    sources: person(SARAHD),
  },
  {
    id: 'dev4-field-priya-phone',
    kind: 'field',
    question: "Priya Nair's phone number",
    facts: ['1786 555 302'],
    sources: person(PRIYA),
  },
  {
    id: 'dev4-field-euan-email',
    kind: 'field',
    question: "What's Euan's email address?",
    facts: [EUAN],
    sources: person(EUAN),
  },
  {
    id: 'dev4-field-ingrid-phone',
    kind: 'field',
    question: "What is Ingrid Sæther's phone number?",
    facts: ['55 55 12 90'],
    sources: person(INGRID),
  },
  {
    id: 'dev4-field-ingrid-city',
    kind: 'field',
    question: 'Where is Ingrid based?',
    facts: ['Bergen'],
    sources: [from(INGRID)],
  },
  {
    id: 'dev4-field-rory-phone',
    kind: 'field',
    question: "rory gallacher's mobile",
    facts: ['7700 900 461'],
    sources: person(RORY),
  },
  {
    id: 'dev4-field-lucia-title',
    kind: 'field',
    question: "What's Lucía Fernández's title?",
    facts: ['Partner Manager'],
    sources: person(LUCIA),
  },
  {
    id: 'dev4-field-bridget-title',
    kind: 'field',
    question: "What does Bridget O'Hara do at Ormiston?",
    facts: ['Commercial Director'],
    sources: person(BRIDGET),
  },
  {
    id: 'dev4-field-tony-phone',
    kind: 'field',
    question: "Tony Alvarez's office number?",
    facts: ['555-0178'],
    sources: person(TONY),
  },
  {
    id: 'dev4-field-mick-title',
    kind: 'field',
    question: "What is Mick O'Brien's position?",
    facts: ['Planning'],
    sources: person(MICK),
  },
  {
    id: 'dev4-field-jamie-title',
    kind: 'field',
    question: "What's Jamie Cole's title?",
    facts: ['Owner'],
    sources: [c(JAMIE)],
  },
  {
    id: 'dev4-field-ishbel-title',
    kind: 'field',
    question: "What's Ishbel's job title?",
    facts: ['Solutions Engineer'],
    sources: [from(ISHBEL)],
  },
  {
    id: 'dev4-field-javier-title',
    kind: 'field',
    question: "What's Javier Olmo's role?",
    facts: ['Director General'],
    sources: [from('javier@supermercadosolmo.example'), m('datalia-referral')],
  },
  {
    id: 'dev4-field-morag-phone',
    kind: 'field',
    question: "What's Morag's phone number?",
    facts: ['131 555 0100'],
    sources: person(MORAG),
  },
  {
    id: 'dev4-field-jess-email',
    kind: 'field',
    question: 'jess trans email?',
    facts: [JESS],
    sources: person(JESS),
  },
];

const UPDATE: Question[] = [
  {
    id: 'dev4-upd-wattle-live',
    kind: 'update',
    question: 'When does Wattle need to be live by?',
    facts: [either('Black Friday', ...day(2026, 11, 27))],
    sources: [u('Black Friday')],
  },
  {
    id: 'dev4-upd-wattle-plan',
    kind: 'update',
    question: 'When did I promise Jess the implementation plan?',
    facts: [day(2026, 7, 24)],
    sources: [u('implementation plan')],
  },
  {
    id: 'dev4-upd-glen-sponsor',
    kind: 'update',
    question: "Who's the real sponsor of the Glenmoray tender?",
    facts: ['Anne Weir'],
    sources: [u('Anne Weir')],
  },
  {
    id: 'dev4-upd-glen-competitor',
    kind: 'update',
    question: 'who are we up against for Glenmoray',
    facts: ['Civica'],
    sources: [u('Civica')],
  },
  {
    id: 'dev4-upd-fiona-followup',
    kind: 'update',
    question: 'When was I supposed to follow up with Fiona?',
    facts: [day(2026, 8, 10)],
    sources: [u('Follow up with Fiona')],
  },
  {
    id: 'dev4-upd-orm-board',
    kind: 'update',
    question: "When does Ormiston's board meet?",
    facts: [day(2026, 8, 26)],
    sources: [u('board pack')],
  },
  {
    id: 'dev4-upd-sand-scope',
    kind: 'update',
    question: 'How many students does Sandstone want in scope, and roughly what price?',
    facts: ['12,000', either('55k', '55,000')],
    sources: [u('12,000 students')],
  },
  {
    id: 'dev4-upd-sand-onepager',
    kind: 'update',
    question: 'When do I owe Sandstone the one-pager?',
    facts: [day(2026, 8, 25)],
    sources: [u('one-pager')],
  },
  {
    id: 'dev4-upd-pine-ceo',
    kind: 'update',
    question: "Who is Pinecrest's new CEO and where did he come from?",
    facts: ['Daniel Ruiz', 'Quarry'],
    sources: [u('Daniel Ruiz')],
  },
  {
    id: 'dev4-upd-fjell-pilot',
    kind: 'update',
    question: 'What does the Fjellvik CFO want first?',
    facts: [
      either('3-month', 'three-month', '3 month', 'three month'),
      either('95 000', '95,000', '95k', '95.000'),
    ],
    sources: [u('paid pilot')],
  },
  {
    id: 'dev4-upd-ingrid-followup',
    kind: 'update',
    question: 'when should I get back to Ingrid?',
    facts: [day(2026, 8, 19)],
    sources: [u('paid pilot')],
  },
  {
    id: 'dev4-upd-strath-discount',
    kind: 'update',
    question: 'How much of a discount can I give Strathallan?',
    facts: ['8%'],
    sources: [u('academic discount')],
  },
];

const METADATA: Question[] = [
  {
    id: 'dev4-meta-jess-count',
    kind: 'metadata',
    question: 'how many emails has Jess Tran sent me?',
    facts: [either('4', 'four')],
    sources: [from(JESS)],
  },
  {
    id: 'dev4-meta-wattle-people',
    kind: 'metadata',
    question: 'Who do we know at Wattle & Co?',
    facts: ['Jess', either('Barry', 'Bazza')],
    sources: [c(JESS), c(BAZZA)],
  },
  {
    id: 'dev4-meta-glen-people',
    kind: 'metadata',
    question: 'who do I know at Glenmoray Council',
    facts: ['Fiona', 'Alasdair', 'Sarah Dunbar'],
    sources: [c(FIONA), c(ALASDAIR), c(SARAHD)],
  },
  {
    id: 'dev4-meta-tony-last',
    kind: 'metadata',
    question: 'When did I last hear from Tony?',
    facts: [day(2026, 8, 18)],
    sources: [m('mesa-deal')],
  },
  {
    id: 'dev4-meta-sarahk-last',
    kind: 'metadata',
    question: 'when did Sarah Kim last email me',
    facts: [day(2026, 7, 24)],
    sources: [m('pine-freeze')],
  },
  {
    id: 'dev4-meta-larkspur-people',
    kind: 'metadata',
    question: 'Who have I dealt with at Larkspur?',
    facts: ['Dana', 'Greg', 'Marcus'],
    sources: [c(DANA), c(GREG), from(DANA), from(GREG), from(MARCUS)],
  },
  {
    id: 'dev4-meta-contact-count',
    kind: 'metadata',
    question: 'How many contacts do I have?',
    facts: (truth) => [String(truth.contactCount)],
    sources: [],
  },
  {
    id: 'dev4-meta-last-emailed-larkspur',
    kind: 'metadata',
    question: 'Who did I last email at Larkspur?',
    facts: ['Greg'],
    sources: [m('lark-callum-greg')],
  },
  {
    id: 'dev4-meta-no-reply',
    kind: 'metadata',
    question: "who hasn't replied to my proposal?",
    facts: ['Bridget', 'Jamie'],
    sources: [m('orm-proposal'), m('cole-proposal')],
  },
  {
    id: 'dev4-meta-colleagues',
    kind: 'metadata',
    question: 'Which of my Bramblewood colleagues have emailed me?',
    facts: ['Morag', 'Ishbel', 'Tam', 'Kirsty'],
    sources: [
      from(MORAG),
      from(ISHBEL),
      from('tam.robertson@bramblewood.example'),
      from('kirsty@bramblewood.example'),
    ],
  },
  {
    id: 'dev4-meta-newsletter-count',
    kind: 'metadata',
    question: 'How many issues of the Data Stack Weekly have I got?',
    facts: [either('7', 'seven')],
    sources: [from('newsletter@datastackweekly.example')],
  },
  {
    id: 'dev4-meta-most-active',
    kind: 'metadata',
    question: 'Who are my most active contacts? (people, not newsletters)',
    facts: ['Ishbel'],
    sources: [from(ISHBEL), from(DANA), from(PRIYA), from(JESS), from(BAZZA), from(MORAG), from(TONY)],
  },
];

const TIME: Question[] = [
  {
    id: 'dev4-time-jess-last-week',
    kind: 'time',
    question: 'what did Jess send last week?',
    facts: ['PO-88213', either('kickoff', 'kick-off', 'kick off')],
    sources: [m('wattle-po'), m('wattle-kickoff'), m('wattle-kickoff-jess')],
  },
  {
    id: 'dev4-time-strath-since-monday',
    kind: 'time',
    question: 'Anything from Strathallan since Monday?',
    facts: [day(2026, 8, 27)],
    sources: [m('strath-review-moved'), m('cal-strath-review')],
  },
  {
    id: 'dev4-time-tony-july',
    kind: 'time',
    question: 'What did Tony send me in July?',
    facts: [either('504', 'dashboard')],
    sources: [m('mesa-dashboard-down')],
  },
  {
    id: 'dev4-time-glen-june',
    kind: 'time',
    question: 'What did I hear from Glenmoray in June?',
    facts: [either('62,000', '62k')],
    sources: [m('glen-tender')],
  },
  {
    id: 'dev4-time-dana-this-week',
    kind: 'time',
    question: 'what has Dana sent me this week',
    facts: [either('redlines', 'redline')],
    sources: [m('lark-dana-chase')],
  },
  {
    id: 'dev4-time-priya-yesterday',
    kind: 'time',
    question: 'What did Priya email me yesterday?',
    facts: [day(2026, 8, 27)],
    sources: [m('strath-review-moved')],
  },
  {
    id: 'dev4-time-mick-last-week',
    kind: 'time',
    question: 'any emails from Mick last week?',
    facts: ['ethics'],
    sources: [m('sand-followup')],
  },
  {
    id: 'dev4-time-morag-monday',
    kind: 'time',
    question: 'What did Morag send me on Monday?',
    facts: [either('410k', '410,000'), either('29,000', '29k')],
    sources: [m('int-forecast'), m('int-mesa-price-ok')],
  },
];

const FOLLOW_UP: Question[] = [
  {
    id: 'dev4-fu-rory-phone',
    kind: 'follow-up',
    history: [
      {
        question: 'who introduced me to Ingrid?',
        answer: 'Rory Gallacher of Skerry Partners introduced you on 16 July.',
      },
    ],
    question: 'whats his number?',
    facts: ['7700 900 461'],
    sources: person(RORY),
  },
  {
    id: 'dev4-fu-marcus-changes',
    kind: 'follow-up',
    history: [
      {
        question: "Who's the lawyer at Larkspur?",
        answer: 'Marcus Bell, Associate General Counsel at Larkspur Markets.',
      },
    ],
    question: 'what did he ask us to change?',
    facts: [either('48 hours', '48-hour', '48 hour')],
    sources: [m('lark-redlines')],
  },
  {
    id: 'dev4-fu-euan-board',
    kind: 'follow-up',
    history: [
      { question: "Who's the head of IT at Strathallan?", answer: 'Euan Baird, Head of IT Services.' },
    ],
    question: 'and when does his board meet?',
    facts: [day(2026, 9, 15)],
    sources: [m('strath-soc2-q')],
  },
  {
    id: 'dev4-fu-sarahd-phone',
    kind: 'follow-up',
    history: [
      {
        question: 'Who at Glenmoray asked about invoicing?',
        answer:
          "Sarah Dunbar, the council's Finance Business Partner, asked whether you can invoice quarterly in arrears.",
      },
    ],
    question: "what's her phone?",
    facts: ['01382 555 260'],
    sources: person(SARAHD),
  },
  {
    id: 'dev4-fu-sarahk-quote',
    kind: 'follow-up',
    history: [
      {
        question: 'What did Sarah Kim ask for?',
        answer: 'A quote for 40 stores and two distribution centers, with forecasting and inventory.',
      },
    ],
    question: 'and what did I quote her?',
    facts: [either('12.5k', '12,500', '150,000', '150k')],
    sources: [m('pine-quote')],
  },
  {
    id: 'dev4-fu-review-who',
    kind: 'follow-up',
    history: [
      {
        question: "When's the Strathallan pilot review?",
        answer: 'Thursday 27 August at 11:00 in Room 2.14, Murray Building.',
      },
    ],
    question: 'who else is coming?',
    facts: ['Euan'],
    sources: [m('strath-review'), m('strath-review-moved'), m('cal-strath-review')],
  },
  {
    id: 'dev4-fu-wattle-kickoff',
    kind: 'follow-up',
    history: [
      {
        question: 'Did Wattle go ahead?',
        answer: 'Yes: their board approved it at A$39,000; the PO will be PO-88213.',
      },
    ],
    question: "when's the kickoff",
    facts: [day(2026, 8, 25)],
    sources: [m('wattle-kickoff-jess'), m('wattle-kickoff-ishbel'), m('wattle-kickoff-bazza')],
  },
  {
    id: 'dev4-fu-tender-due',
    kind: 'follow-up',
    history: [{ question: "What's the Glenmoray tender reference?", answer: 'GC-2026-117.' }],
    question: 'and when is it due?',
    facts: [day(2026, 9, 11)],
    sources: [m('glen-deadline')],
  },
  {
    id: 'dev4-fu-tony-agreed',
    kind: 'follow-up',
    history: [
      { question: "Who's Tony Alvarez?", answer: 'Operations Manager at Mesa Verde Foods in Phoenix.' },
    ],
    question: 'what did he agree to on the renewal',
    facts: [either('29,000', '29k'), either('2 years', 'two years', '2-year', 'two-year')],
    sources: [m('mesa-deal')],
  },
];

const UNANSWERABLE: Question[] = [
  // Near misses: the person or topic is in the data, the asked thing is not.
  ["What's Marcus Bell's phone number?", 'marcus-phone'],
  ["What is Pinecrest's budget?", 'pine-budget'],
  ["When is Dana's birthday?", 'dana-birthday'],
  ["What's Jamie Cole's phone number?", 'jamie-phone'],
  ["What is Lars Haugen's email address?", 'lars-email'],
  ["What's Helen Cho's phone number?", 'helen-phone'],
  ['How many employees does Larkspur have?', 'lark-employees'],
  ["What's Linda Park's phone number?", 'linda-phone'],
  ['What discount did Glenmoray ask for?', 'glen-discount'],
  ['When does the Wattle & Co contract end?', 'wattle-end'],
  ["Who is Ormiston's CFO?", 'orm-cfo'],
  ["What's the PO number for the Mesa Verde renewal?", 'mesa-po'],
  ['How much was Datalia’s Q1 commission?', 'datalia-q1'],
  ['How many users are in the Strathallan pilot?', 'strath-users'],
  ['What did Larkspur pay us last year?', 'lark-last-year'],
  ["What's Kirsty's mobile number?", 'kirsty-phone'],
  ["what's Sarah Kim's budget for Q4", 'sarahk-q4'],
  ['Which Quarry Data person did Dana talk to?', 'quarry-person'],
  ["When is Ingrid's birthday?", 'ingrid-birthday'],
  ['When does semester 1 2027 start at Sandstone?', 'sand-semester'],
  // Far misses: nothing in the data.
  ['Who is our contact at Tesco?', 'tesco'],
  ['What did Amazon quote us for hosting?', 'amazon'],
  ['When is the Aberdeen council tender due?', 'aberdeen'],
  ["What's the status of the Harrods deal?", 'harrods'],
  ['What did Priya say about the GDPR audit?', 'gdpr-audit'],
  ["What's Greg Olsen's home address?", 'greg-home'],
  ['How much is the rent on our Edinburgh office?', 'office-rent'],
  ['whats the wifi password for the leith room', 'wifi'],
  ['Who at Sainsburys have I emailed?', 'sainsburys'],
  ['What did the University of Glasgow ask for?', 'glasgow'],
  ['How much did we invoice Kestrel in May?', 'kestrel'],
  ['When is my dentist appointment?', 'dentist'],
  // Near misses: a phone number or a year is no amount (qnotfound).
  ['How much will the ethics approval cost Sandstone?', 'sand-ethics-cost'],
  ['How much commission will Datalia get in Q1 2027?', 'datalia-q1-2027'],
  // Near misses: an office asked about must be there (qnotfound).
  ['What did the CFO of Strathallan approve?', 'strath-cfo'],
].map(([question, id]) => ({
  id: `dev4-none-${id}`,
  kind: 'unanswerable' as const,
  question: question as string,
}));

export const DEV4_QUESTIONS: readonly Question[] = [
  ...EMAIL,
  ...FIELD,
  ...UPDATE,
  ...METADATA,
  ...TIME,
  ...FOLLOW_UP,
  ...UNANSWERABLE,
];
