/**
 * The dev3 questions (dataset.ts), asked "now" = Wednesday 15 April 2026, 15:00 UTC, written
 * without reading the engine: what a busy partnerships lead would type about her own mailbox.
 * Every answer was checked against the data in dataset.ts.
 */
import { day } from '../questions.js';
import type { AnswerableQuestion, Exchange, ExpectedFact, Question, SourceKey } from '../types.js';

const msg = (...ids: string[]): SourceKey[] => ids.map((id) => ({ messageId: `${id}@dev3.test` }));
const contact = (email: string): SourceKey => ({ contact: email });
const update = (phrase: string): SourceKey => ({ update: phrase });
const mail = (from: string): SourceKey => ({ mail: from });

/** An amount as an answer may write it: "39,500", "39.500", "39 500", "39500". */
const amount = (digits: string): readonly string[] => {
  const [head, tail] = [digits.slice(0, -3), digits.slice(-3)];
  return [`${head},${tail}`, `${head}.${tail}`, `${head} ${tail}`, digits];
};

const JONAS = 'j.albrecht@brennholt-mb.example';
const KATRIN = 'k.vogt@brennholt-mb.example';
const OMAR = 'omar.farouk@tarsis-aero.example';
const LAYLA = 'layla.nasser@tarsis-aero.example';
const KARIM = 'k.mansour@tarsis-aero.example';
const PRIYA = 'priya.nair@nordbay-group.example';
const GRAHAM = 'graham.pike@atlastooling.example';
const HANNAH = 'hkraus@meridian-pumps.example';
const MARIAM_A = 'mariam@aldana-ind.example';
const MARIAM_Y = 'm.youssef@nilemark.example';
const SOREN = 'soren@sorensen-plast.example';
const INES = 'ines.carvalho@portucast.example';
const TOMAS = 'tomas@reyes-advisory.example';
const DANIEL_O = 'daniel.okafor@harbor-robotics.example';
const YUSUF = 'yusuf@demirkalip.example';
const FARAH = 'farah.qureshi@gulfpolymer.example';
const HANNA = 'hanna@quillstone.example';
const RAVI = 'ravi@quillstone.example';
const THEO = 'theo@quillstone.example';

type Kind = AnswerableQuestion['kind'];
const ask =
  (kind: Kind) =>
  (
    id: string,
    question: string,
    facts: readonly ExpectedFact[],
    sources: readonly SourceKey[],
  ): AnswerableQuestion => ({
    id: `dev3-${kind}-${id}`,
    kind,
    question,
    facts,
    sources,
  });
const email = ask('email');
const field = ask('field');
const upd = ask('update');
const meta = ask('metadata');
const time = ask('time');
const follow = (
  id: string,
  history: readonly Exchange[],
  question: string,
  facts: readonly ExpectedFact[],
  sources: readonly SourceKey[],
): AnswerableQuestion => ({
  id: `dev3-follow-up-${id}`,
  kind: 'follow-up',
  question,
  history,
  facts,
  sources,
});
const none = (id: string, question: string): Question => ({
  id: `dev3-none-${id}`,
  kind: 'unanswerable',
  question,
});

const EMAIL: readonly Question[] = [
  // Brennholt: a price revised over a thread, a CFO named by role, an out-of-office.
  email(
    'brennholt-latest-price',
    "What's the latest price we offered Brennholt for the PA12 powder?",
    [amount('39500')],
    msg('noor-brennholt-revised', 'katrin-approve', 'jonas-po'),
  ),
  email(
    'brennholt-first-quote',
    'what was our original quote to brennholt',
    [amount('41800')],
    msg('noor-brennholt-quote', 'jonas-counter'),
  ),
  email(
    'brennholt-cfo-approved',
    'What did the CFO at Brennholt approve?',
    [amount('39500'), ['24-month', '24 month', '24 months', 'two years', 'two-year', '2 years']],
    msg('katrin-approve'),
  ),
  email(
    'brennholt-terms',
    'what payment terms did we agree with Brennholt',
    [['45 days', 'net 45', '45-day']],
    msg('katrin-net45', 'jonas-po', 'noor-katrin-terms'),
  ),
  email('brennholt-po', 'Brennholt PO number?', ['4500-7781'], msg('jonas-po', 'noor-jonas-delivery')),
  email(
    'brennholt-first-delivery',
    'When does Brennholt want the first delivery?',
    [day(2026, 4, 28)],
    msg('jonas-po', 'noor-jonas-delivery'),
  ),
  email(
    'brennholt-pushback',
    'why did Brennholt push back on our first offer?',
    [['too high']],
    msg('jonas-counter'),
  ),
  email(
    'hanna-brennholt-floor',
    "What's the lowest Hanna allowed me to go for Brennholt?",
    [['39.5k', '39,500', '39.500', '39 500']],
    msg('hanna-brennholt-ok'),
  ),
  email('jonas-back', 'When is Jonas back in the office?', [day(2026, 4, 20)], msg('jonas-ooo')),
  email(
    'jonas-cover',
    'who do I contact at Brennholt while Jonas is away',
    ['Lukas Brandt'],
    msg('jonas-ooo'),
  ),
  // Tarsis: a competitor in other words, a deadline, a head of IT, an offer without a reply.
  email(
    'tarsis-competitor',
    'Which vendor is Tarsis considering instead of us?',
    ['Fennec'],
    msg('omar-fennec'),
  ),
  email('tarsis-deadline', 'By when did Tarsis need our best offer?', [day(2026, 4, 10)], msg('omar-fennec')),
  email('tarsis-offer', 'what was our best offer to Tarsis', [amount('27900')], msg('noor-tarsis-offer')),
  email(
    'tarsis-cheaper',
    'how much cheaper is the other supplier tarsis is talking to?',
    [['15%', '15 %', '15 percent']],
    msg('omar-fennec'),
  ),
  email(
    'tarsis-decider',
    'Who runs the decision on the annual supply at Tarsis?',
    ['Layla'],
    msg('omar-fennec'),
  ),
  email(
    'omar-problem',
    'what problem did Omar have with QS-CF20?',
    [['warping', 'warp', 'warps']],
    msg('omar-trial'),
  ),
  email(
    'tarsis-chamber',
    'What chamber temperature did we recommend to Tarsis?',
    [['60°C', '60 °C', '60 degrees', '60 C', '60ºC']],
    msg('noor-omar-trial'),
  ),
  email('tarsis-it', "What does Tarsis' head of IT want us to do?", ['Coupa'], msg('karim-portal')),
  email(
    'tarsis-vendor-id',
    'what vendor ID do i put on invoices to tarsis',
    ['TAR-V-20931'],
    msg('karim-approved'),
  ),
  // Vireo Medical Devices: people write from nordbay-group.example.
  email(
    'vireo-quote',
    'How much did I quote Vireo for the resin?',
    [amount('9900')],
    msg('noor-priya-quote', 'priya-approved'),
  ),
  email('vireo-invoices', 'Where do Vireo invoices need to go?', ['Shared Services'], msg('priya-approved')),
  email(
    'vireo-cert-problem',
    "What's wrong with the certificate we sent Vireo?",
    [['expired', 'expiry']],
    msg('priya-cert'),
  ),
  email(
    'vireo-volume',
    'how much resin does Vireo need a month',
    [['40 litres', '40 liters', '40 L', '40 l']],
    msg('priya-rfq'),
  ),
  // Atlas Tooling: paraphrased complaint, a date moved.
  email(
    'unhappy-onboarding',
    "who's unhappy with onboarding?",
    ['Graham'],
    msg('graham-onboarding', 'hanna-atlas'),
  ),
  email(
    'atlas-visit',
    'when is the Atlas site visit',
    [day(2026, 4, 24)],
    msg('graham-move', 'noor-graham-24'),
  ),
  email('atlas-moved-why', 'Why did Graham move the visit?', ['audit'], msg('graham-move')),
  email(
    'atlas-asked',
    'what did Graham ask for',
    [['technical contact', 'tech contact']],
    msg('graham-onboarding'),
  ),
  email(
    'atlas-spend',
    'How much does Atlas spend on filament a year?',
    [['twelve thousand', '12,000', '12k', '£12,000', '12 000']],
    msg('graham-onboarding'),
  ),
  email(
    'atlas-contact',
    "who did I make Atlas's technical contact?",
    ['Ravi'],
    msg('noor-graham', 'hanna-atlas'),
  ),
  // Meridian: the sender's company is only in the signature.
  email(
    'meridian-needs',
    'What does Meridian need before renewing?',
    ['REACH', ['safety data sheet', 'SDS']],
    msg('hannah-renewal'),
  ),
  email(
    'meridian-expiry',
    'when does the Meridian framework agreement run out',
    [day(2026, 4, 30)],
    msg('hannah-renewal'),
  ),
  email(
    'meridian-docs-when',
    'When will Meridian get the documents from us?',
    [day(2026, 4, 17)],
    msg('noor-hannah', 'ravi-meridian'),
  ),
  email(
    'meridian-blocker',
    'whats holding up the REACH declaration for meridian',
    [["Hanna's signature", 'signature', 'sign']],
    msg('ravi-meridian'),
  ),
  // Al Dana: answers in the owner's replies, a quantity changed.
  email(
    'aldana-200',
    'what did I quote Al Dana for 200 kg of PEEK?',
    [amount('18400')],
    msg('noor-mariama-quote'),
  ),
  email(
    'aldana-lead-time',
    'What lead time did we give Mariam Al-Sayed?',
    [['5 weeks', 'five weeks']],
    msg('noor-mariama-quote'),
  ),
  email(
    'aldana-price',
    "What's the price for Al Dana's 250 kg order?",
    [amount('23000')],
    msg('noor-mariama-250', 'mariama-approved'),
  ),
  email(
    'aldana-lc',
    'do we accept letters of credit from Al Dana?',
    [['irrevocable', 'at sight', 'yes']],
    msg('noor-mariama-250'),
  ),
  email('aldana-lc-date', 'when will Al Dana open the LC', [day(2026, 4, 24)], msg('mariama-approved')),
  // Nilemark (Mariam Youssef, the other Mariam).
  email(
    'nilemark-margin-asked',
    'What margin did Nilemark ask for?',
    [['22%', '22 %', '22 percent']],
    msg('mariamy-margin'),
  ),
  email(
    'nilemark-margin',
    'what distributor margin did we agree with nilemark',
    [['18%', '18 %', '18 percent']],
    msg('noor-mariamy-300', 'mariamy-18'),
  ),
  email(
    'nilemark-min-order',
    'whats the minimum order for Nilemark',
    ['300 kg'],
    msg('noor-mariamy-300', 'mariamy-18'),
  ),
  email(
    'mariamy-waiting',
    'What is Mariam Youssef waiting for?',
    [['distribution agreement', 'agreement']],
    msg('mariamy-agreement'),
  ),
  // Sørensen Plast (encoded name, quoted-printable).
  email(
    'soren-budget',
    "What's Sørensen Plast's budget?",
    [['48 000', '48,000', '48.000', '48000']],
    msg('soren-rfq'),
  ),
  email('soren-volume', 'how much PETG does Soren use a month?', ['800 kg'], msg('soren-volume')),
  email('soren-quote', 'what did we quote Sorensen Plast', [amount('46500')], msg('noor-soren-quote')),
  // Portucast (an intro).
  email(
    'portucast-problem',
    "what's the problem with Portucast's current resin?",
    [['cracks', 'cracking', 'cracked', 'crack']],
    msg('ines-reply'),
  ),
  email('ines-call', 'When was my call with Ines?', [day(2026, 4, 9)], msg('noor-ines', 'invite-portucast')),
  // Harbor Robotics.
  email('harbor-why-late', "Why hasn't Harbor Robotics paid?", ['IBAN'], msg('daniel-iban')),
  email(
    'harbor-pay-date',
    'when will harbor pay the overdue invoice',
    [day(2026, 4, 20)],
    msg('daniel-iban'),
  ),
  email(
    'harbor-amount',
    'How much is the overdue Harbor invoice?',
    [amount('7450')],
    msg('theo-overdue', 'noor-daniel-chase'),
  ),
  // Demir Kalıp.
  email(
    'yusuf-discount-asked',
    'what discount did Yusuf ask for',
    [['10%', '10 %', '10 percent']],
    msg('yusuf-trial'),
  ),
  email(
    'demir-discount-offered',
    'What discount did we offer Demir Kalip?',
    [['7%', '7 %', '7 percent']],
    msg('noor-yusuf-offer'),
  ),
  // AME Summit.
  email(
    'booth-balance',
    'how much do we still owe for the Dubai booth?',
    [amount('4250')],
    msg('amesummit-booth', 'daniel-badges'),
  ),
  email(
    'booth-due',
    'When is the AME booth balance due?',
    [day(2026, 4, 30)],
    msg('amesummit-booth', 'daniel-badges'),
  ),
  // Baltmet (a forwarded inquiry).
  email(
    'baltmet-asked',
    'what did the guy from Baltmet ask for?',
    [['glass-filled', 'PA12-GF', 'glass filled'], 'distributor'],
    msg('hanna-fwd-piotr'),
  ),
  email('baltmet-price', 'what price did I give Baltmet', [amount('9200')], msg('noor-piotr')),
  email(
    'baltmet-who-passed',
    'who passed me the Baltmet lead?',
    ['Hanna'],
    msg('hanna-fwd-piotr', 'noor-piotr'),
  ),
  // Internal.
  email('q2-target', "What's my Q2 target?", [['250k', '250,000', '250.000']], msg('hanna-q2')),
  email('pipeline-slide', 'when is my pipeline slide due', [day(2026, 4, 24)], msg('hanna-q2')),
  // Gulf Polymer, Lindqvist.
  email('farah-asked', 'What did Farah ask for?', ['ULTEM', '10 kg'], msg('farah-ultem')),
  email(
    'elin-kit-price',
    'how much was the sample kit for Lindqvist',
    [['12 500', '12,500', '12.500', '12500']],
    msg('noor-elin-samples'),
  ),
  email(
    'elin-decision',
    'When will Lindqvist decide on the annual order?',
    [day(2026, 5, 5)],
    msg('elin-thanks'),
  ),
  // The questions people ask first.
  email(
    'follow-up-this-week',
    'who should I follow up with this week?',
    [
      ['Omar', 'Tarsis'],
      ['Inês', 'Ines', 'Portucast'],
    ],
    [...msg('noor-hanna-tarsis', 'noor-tarsis-offer'), update('pilot of 50 kg casting resin')],
  ),
  email(
    'deals-at-risk',
    'which deals are at risk?',
    ['Tarsis'],
    [...msg('omar-fennec', 'noor-hanna-tarsis'), update('Omar sounded cold')],
  ),
  email(
    'summary-graham',
    'summarise my last conversation with Graham',
    [day(2026, 4, 24)],
    msg('graham-move', 'noor-graham-24'),
  ),
  email(
    'no-reply-proposal',
    "who hasn't replied to my proposal?",
    [
      ['Omar', 'Tarsis'],
      ['Søren', 'Soren', 'Sørensen'],
      ['Yusuf', 'Demir'],
    ],
    msg('noor-tarsis-offer', 'noor-soren-quote', 'noor-yusuf-offer', 'noor-yusuf-chase'),
  ),
  email(
    'quote-requests',
    'which customers asked for a quote',
    ['Brennholt', 'Vireo', 'Al Dana', ['Sørensen', 'Sorensen']],
    msg('brennholt-rfq', 'priya-rfq', 'mariama-rfq', 'soren-rfq'),
  ),
  email(
    'introduced-ines',
    'Who introduced me to Ines?',
    [['Tomás', 'Tomas']],
    msg('tomas-intro', 'ines-reply'),
  ),
  email(
    'knows-ines',
    'who knows Inês Carvalho?',
    [['Tomás', 'Tomas']],
    [...msg('tomas-intro'), contact(TOMAS)],
  ),
  email('last-emailed-tarsis', 'who did I last email at Tarsis?', ['Omar'], msg('noor-tarsis-offer')),
];

const FIELD: readonly Question[] = [
  field(
    'jonas-phone',
    "What's Jonas Albrecht's phone number?",
    ['+49 371 555 2210'],
    [contact(JONAS), mail(JONAS)],
  ),
  field(
    'brennholt-cfo-phone',
    "whats the number of Brennholt's CFO",
    ['+49 371 555 2201'],
    [contact(KATRIN)],
  ),
  field('omar-mobile', "Omar's mobile?", ['+971 50 555 0312'], msg('omar-trial')),
  field(
    'layla-title',
    "What's Layla Nasser's title?",
    ['Head of Procurement'],
    [contact(LAYLA), ...msg('omar-fennec', 'layla-ooo')],
  ),
  field('priya-company', 'What company does Priya work for?', ['Vireo'], [contact(PRIYA), mail(PRIYA)]),
  field('priya-phone', "Priya Nair's phone number", ['+31 40 555 0166'], msg('priya-rfq')),
  field('graham-title', "what's Graham Pike's job title", ['Plant Manager'], [mail(GRAHAM)]),
  field('graham-phone', 'Grahams phone number?', ['0114 555 0199'], msg('graham-visit')),
  field('hannah-phone', 'phone number for Hannah Kraus', ['+43 732 555 0108'], msg('hannah-renewal')),
  field(
    'mariama-phone',
    "Mariam Al-Sayed's phone?",
    ['+974 4455 0128'],
    [contact(MARIAM_A), ...msg('mariama-rfq')],
  ),
  field(
    'mariamy-phone',
    'phone number for Mariam at Nilemark',
    ['+20 2 5555 0190'],
    [contact(MARIAM_Y), ...msg('mariamy-margin')],
  ),
  field(
    'soren-title',
    "Søren Østergaard's title",
    ['Head of Purchasing'],
    [contact(SOREN), ...msg('soren-rfq')],
  ),
  field('soren-phone', 'sorens phone number', ['+45 65 55 01 62'], msg('soren-rfq')),
  field('ines-phone', "What's Inês's phone number?", ['+351 22 555 0181'], msg('ines-reply')),
  field('ines-email', "whats Ines Carvalho's email", [INES], [contact(INES), mail(INES)]),
  field('daniel-harbor-phone', 'phone of Daniel at Harbor Robotics', ['+31 10 555 0133'], [mail(DANIEL_O)]),
  field(
    'ravi-phone',
    "What's Ravi's direct line?",
    ['+44 20 5555 0151'],
    [contact(RAVI), ...msg('noor-graham')],
  ),
  field(
    'meridian-cto',
    'Who is the CTO at Meridian Pumps?',
    ['Hannah Kraus'],
    [contact(HANNAH), ...msg('hannah-renewal')],
  ),
  field('farah-phone', "Farah Qureshi's phone", ['+971 4 555 0193'], [contact(FARAH)]),
  field('lukas-phone', "Lukas Brandt's number?", ['+49 371 555 2234'], msg('jonas-ooo')),
  field('piotr-phone', 'phone for Piotr Zielinski', ['+48 58 555 0144'], msg('hanna-fwd-piotr')),
  field('karim-title', "Karim Mansour's title", ['Head of IT'], msg('karim-portal', 'karim-approved')),
];

const UPDATES: readonly Question[] = [
  upd(
    'farah-follow-up',
    'When should I follow up with Farah?',
    [day(2026, 3, 13)],
    [update('Send her the PEEK datasheet')],
  ),
  upd(
    'gulf-spend',
    'How much does Gulf Polymer spend on PEEK and ULTEM?',
    [['300k', '300,000', '$300k']],
    [update('Send her the PEEK datasheet')],
  ),
  upd(
    'fennec-price',
    'What did Fennec quote Tarsis?',
    [['26k', '26,000', '$26k']],
    [update('Omar sounded cold')],
  ),
  upd(
    'tarsis-arr-at-risk',
    'how much ARR do we lose if Tarsis goes with Fennec',
    [['28k', '28,000']],
    [update('Omar sounded cold')],
  ),
  upd(
    'portucast-pilot',
    "What's the Portucast pilot worth?",
    [amount('3200'), '50 kg'],
    [update('pilot of 50 kg casting resin')],
  ),
  upd(
    'ines-follow-up',
    'when do I follow up with Ines?',
    [day(2026, 4, 19)],
    [update('pilot of 50 kg casting resin')],
  ),
  upd(
    'atlas-growth',
    'how big could the Atlas account get',
    [['40k', '40,000']],
    [update('Atlas visit moved')],
  ),
  upd(
    'atlas-bring',
    'what do I need to bring to the Atlas visit?',
    ['samples', ['settings guide', 'guide']],
    [update('Atlas visit moved')],
  ),
  upd(
    'mariamy-brochure-follow-up',
    'When should I follow up about the Arabic brochure?',
    [day(2026, 4, 20)],
    [update('Arabic brochure')],
  ),
  upd('cairo-expo', 'when is the Cairo Plastics Expo', [day(2026, 5, 5)], [update('Arabic brochure')]),
  upd(
    'harbor-check',
    'When should I check with Theo about the Harbor payment?',
    [day(2026, 4, 21)],
    [update('Check with Theo')],
  ),
  upd('yusuf-plan', "what's my plan for Yusuf", [['office line', 'phone', 'call']], [update('7% proposal')]),
  upd(
    'brennholt-po-expected',
    'by when did I expect the Brennholt PO?',
    [day(2026, 4, 2)],
    [update('PO expected within 3 weeks')],
  ),
];

const METADATA: readonly Question[] = [
  meta('most-emails', 'who emailed me most?', ['Hanna Berg'], [mail(HANNA)]),
  meta('most-active-contacts', 'who are my most active contacts?', ['Hanna'], [mail(HANNA)]),
  meta('most-march', 'Who emailed me the most in March?', ['Hanna'], [mail(HANNA)]),
  meta('last-heard-graham', 'When did I last hear from Graham?', [day(2026, 4, 10)], msg('graham-move')),
  meta('last-heard-katrin', 'when did Katrin last write to me', [day(2026, 3, 12)], msg('katrin-net45')),
  meta('know-at-vireo', 'who do we know at Vireo?', ['Priya Nair'], [contact(PRIYA), mail(PRIYA)]),
  meta(
    'know-at-brennholt',
    'Who do we know at Brennholt?',
    ['Jonas', 'Katrin'],
    [contact(JONAS), contact(KATRIN), mail(JONAS), mail(KATRIN)],
  ),
  meta(
    'tarsis-people-count',
    'How many people at Tarsis have emailed me?',
    [['3', 'three'], 'Omar', 'Layla', 'Karim'],
    [mail(OMAR), mail(LAYLA), mail(KARIM)],
  ),
  meta(
    'colleagues',
    'list everyone from Quillstone who emailed me',
    ['Hanna', 'Ravi', 'Theo'],
    [mail(HANNA), mail(RAVI), mail(THEO)],
  ),
  meta(
    'contacts-at-tarsis',
    'my contacts at Tarsis Aerospace?',
    ['Omar Farouk', 'Layla Nasser'],
    [contact(OMAR), contact(LAYLA)],
  ),
  meta(
    'last-heard-daniel-weiss',
    'When did I last hear from Daniel Weiss?',
    [day(2026, 4, 13)],
    msg('daniel-badges'),
  ),
];

const TIME: readonly Question[] = [
  time(
    'hanna-last-week',
    'What did Hanna send me last week?',
    [['template', 'board slides', 'board deck']],
    msg('hanna-deck'),
  ),
  time('priya-since-monday', 'what did Priya send since Monday?', ['expired'], msg('priya-cert')),
  time(
    'graham-march',
    'What did Graham send me in March?',
    [['technical contact', 'three weeks', '3 weeks']],
    msg('graham-onboarding', 'graham-visit'),
  ),
  time(
    'mariama-this-week',
    'any emails from Mariam Al-Sayed this week?',
    ['250 kg'],
    msg('mariama-approved'),
  ),
  time(
    'today',
    'what came in today',
    ['Mariam Youssef', ['distribution agreement', 'agreement']],
    msg('mariamy-agreement'),
  ),
  time('theo-yesterday', 'What did Theo email me about yesterday?', ['Al Dana'], msg('theo-lc')),
  time(
    'katrin-march',
    'what did Katrin send in March',
    [amount('39500'), ['45 days', 'net 45']],
    msg('katrin-approve', 'katrin-net45'),
  ),
  time(
    'jonas-february',
    'What did Jonas send me in February?',
    [['6 tonnes', '6 t', 'six tonnes']],
    msg('brennholt-rfq'),
  ),
  time(
    'daniel-okafor-last-week',
    'did Daniel Okafor get back to me last week?',
    [day(2026, 4, 20)],
    msg('daniel-iban'),
  ),
];

const FOLLOW_UPS: readonly Question[] = [
  follow(
    'layla-phone',
    [
      {
        question: 'Who is the head of procurement at Tarsis?',
        answer: 'Layla Nasser, Head of Procurement at Tarsis Aerospace.',
      },
    ],
    "what's her phone?",
    ['+971 4 555 0350'],
    [contact(LAYLA)],
  ),
  follow(
    'graham-phone',
    [
      {
        question: 'Who complained about onboarding?',
        answer:
          'Graham Pike at Atlas Tooling: getting the TPU-95A print profiles right took his team nearly three weeks.',
      },
    ],
    'whats his number',
    ['0114 555 0199'],
    msg('graham-visit'),
  ),
  follow(
    'priya-cert-due',
    [
      {
        question: 'What did Priya ask for on Monday?',
        answer:
          'Priya Nair (Vireo Medical Devices) asked for a renewed ISO 10993 certificate; the one we sent expired on 31 January 2026.',
      },
    ],
    'and when is that due?',
    [['Friday', ...day(2026, 4, 17)]],
    msg('priya-cert'),
  ),
  follow(
    'aldana-price',
    [
      {
        question: 'What did Mariam Al-Sayed order?',
        answer: '250 kg of PEEK filament; Al Dana management approved it on 14 April.',
      },
    ],
    'how much is it?',
    [amount('23000')],
    msg('noor-mariama-250'),
  ),
  follow(
    'tomas-phone',
    [
      {
        question: 'Who introduced me to Inês Carvalho?',
        answer: 'Tomás Reyes of Reyes Advisory introduced you on 30 March.',
      },
    ],
    "what's his phone number",
    ['+351 21 555 0110'],
    [contact(TOMAS)],
  ),
  follow(
    'brennholt-accepted',
    [
      {
        question: "What's the latest offer we sent Brennholt?",
        answer: 'EUR 39,500 per year on a 24-month term (6 March).',
      },
    ],
    'did they accept it?',
    [['4500-7781', 'approved', 'purchase order', 'PO']],
    msg('jonas-po', 'katrin-approve'),
  ),
  follow(
    'meridian-who-sends',
    [
      {
        question: 'What does Meridian need before renewing?',
        answer:
          'Hannah Kraus asked for the updated REACH declaration and the German safety data sheet for the PA11 powder.',
      },
    ],
    'who on our side is sending them?',
    ['Ravi'],
    msg('noor-hannah', 'ravi-meridian'),
  ),
  follow(
    'atlas-why-moved',
    [{ question: 'When is the Atlas visit?', answer: 'Friday 24 April at 10:00, gate 2.' }],
    'why was it moved?',
    ['audit'],
    msg('graham-move'),
  ),
  follow(
    'yusuf-phone',
    [
      {
        question: 'What discount did Yusuf Demir ask for?',
        answer: '10% on a trial order of about $12.5k; we offered 7%.',
      },
    ],
    'whats his office number',
    ['+90 212 555 0147'],
    [contact(YUSUF)],
  ),
];

const UNANSWERABLE: readonly Question[] = [
  // Near misses: the person or company and the topic are there, what is asked is not.
  none('brennholt-2027-budget', "What's Brennholt's budget for 2027?"),
  none('katrin-birthday', "When is Katrin Vogt's birthday?"),
  none('fennec-brennholt', 'What price did Fennec quote Brennholt?'),
  none('gulf-deadline', "What's the deadline for the Gulf Polymer proposal?"),
  none('atlas-printers', 'How many printers does Atlas Tooling run?'),
  none('aldana-discount', 'What discount did we give Al Dana?'),
  none('nilemark-expiry', 'When does the Nilemark distribution agreement expire?'),
  none('portucast-budget', "What's Portucast's annual budget for resin?"),
  none('tarsis-ceo', 'Who is the CEO of Tarsis Aerospace?'),
  none('soren-lead-time', 'What lead time did we quote Sørensen Plast?'),
  none('vireo-terms', 'What payment terms did we agree with Vireo?'),
  none('theo-phone', "What's Theo's phone number?"),
  none('aldana-cfo', 'what did the CFO of Al Dana approve?'),
  none('farah-next-call', 'When is my next call with Farah?'),
  none('aldana-tracking', "What's the tracking number for the Al Dana shipment?"),
  none('brennholt-vat', "What is Brennholt's VAT number?"),
  none('meridian-price', 'What price did Meridian agree for the renewal?'),
  none('rui-phone', "What's Rui Matos's phone number?"),
  // Far misses.
  none('lukas-meyer', 'What did Lukas Meyer say about the PA12 order?'),
  none('hanna-address', "What is Hanna Berg's home address?"),
  none('christmas-party', 'When is the Quillstone Christmas party?'),
  none('fennec-phone', "What's the phone number of Fennec Materials?"),
  none('jonas-q3', 'What did Jonas say about the Q3 forecast?'),
  none('vireo-ceo', "Who is Vireo's CEO?"),
  none('siemens-rfq', 'Did Siemens Energy send us an RFQ?'),
  none('dubai-hotel', 'which hotel am I staying at for the Dubai summit?'),
  none('meridian-employees', 'How many employees does Meridian Pumps have?'),
  none('nilemark-currency', 'what currency does Nilemark pay in'),
  none('omar-linkedin', "what's Omar Farouk's LinkedIn URL"),
  none('harbor-contract', 'When did Harbor Robotics sign their contract with us?'),
  none('wifi', "what's the office wifi password"),
  none('kestrel', 'What does Kestrel need before renewing?'),
  // Near misses: a phone number or a year is no amount (qnotfound).
  none('meridian-worth', 'How much is the Meridian framework agreement 2026/27 worth?'),
  none('meridian-discount', 'What discount did Meridian Pumps ask for on the PA11 powder?'),
  // Near misses: an office asked about must be there (qnotfound).
  none('vireo-cfo', 'What did the CFO of Vireo Medical approve?'),
  none('tarsis-cto', "What did Tarsis's CTO approve?"),
];

export const DEV3_QUESTIONS: readonly Question[] = [
  ...EMAIL,
  ...FIELD,
  ...UPDATES,
  ...METADATA,
  ...TIME,
  ...FOLLOW_UPS,
  ...UNANSWERABLE,
];
