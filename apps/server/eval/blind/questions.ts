/**
 * The blind question set (issue 24): written from the blind mailbox, contacts and updates of this
 * folder by a helper who did not read the engine. Every answer was checked against the data.
 * "Now" is Wednesday 17 June 2026 (this week: Mon 15 – Wed 17 June; last week: 8–14 June).
 */
import type { Question } from '../types.js';
import { ask, contact, day, from, msg, name, none, update } from './helpers.js';
import {
  BRUNO,
  CHEN,
  FELIX,
  FREIGHT_SIGNALS,
  HIROSHI,
  INES,
  MARK,
  NADIA,
  RAVI,
  SOFIA,
  TOMASZ,
} from './mailbox.js';

const field = ask('field');
const email = ask('email');
const upd = ask('update');
const meta = ask('metadata');
const time = ask('time');
const follow = ask('follow-up');

const MARK_ELLERY = name('Mark Ellery');
const INES_DUARTE = name('Inês Duarte', 'Ines Duarte');
const ORLA_FINNEGAN = name('Orla Finnegan');
const JULES_PARK = name('Jules Park');
const LODZ = name('Łódź', 'Lodz');
const POZNAN = name('Poznań', 'Poznan');

const FIELDS: Question[] = [
  field('mark-phone', "What's Mark Ellery's phone number?", ['+44 7700 900456'], [from(MARK.address)]),
  field('mark-title', 'mark ellery title', ['VP Operations'], [from(MARK.address)]),
  field('tomasz-phone', 'phone number for Tomasz Wierzbicki', ['+48 22 395 71 20'], [msg('kestrel-sso', 1)]),
  field('felix-company', 'What company is Felix Brandt with?', ['Lumen Robotics'], [from(FELIX.address)]),
  field('felix-mobile', 'felix brandt mobile', ['+49 171 5550 392'], [msg('lumen-intro', 2)]),
  field('kestrel-cto', 'Who is the CTO of Kestrel Labs?', ['Tomasz Wierzbicki'], [msg('kestrel-sso', 1)]),
  field('kestrel-procurement', 'who runs procurement at kestrel', [INES_DUARTE], [from(INES.address)]),
  field('ravi-phone', "What's Ravi Chandran's phone?", ['+1 415 555 0187'], [contact(RAVI.address)]),
  field('sofia-title', 'Sofia Marchettis title', ['Logistics Director'], [contact(SOFIA.address)]),
  field(
    'grace-phone',
    'What is Grace Adeyemi’s phone number',
    ['+44 161 496 0733'],
    [msg('brambleworth-renewal', 1)],
  ),
  field(
    'grace-role',
    'What does Grace Adeyemi do?',
    ['Director of Supply Chain'],
    [msg('brambleworth-renewal', 1)],
  ),
  field('lucia-phone', 'Lucia Herrera phone', ['+34 912 555 084'], [msg('alcor-demo', 1)]),
  field('aoife-phone', 'aoife brennan phone number', ['+353 1 555 0148'], [msg('cliffside-intro', 2)]),
  field(
    'lumen-legal',
    'Who is the legal counsel at Lumen Robotics?',
    ['Katrin Vogel'],
    [msg('lumen-contract', 2), msg('lumen-pricing', 3)],
  ),
  field(
    'quarrylane-coo',
    "Who's the COO of Quarry Lane?",
    ['Harriet Cole'],
    [msg('quarrylane-review', 1), contact('harriet.cole@quarrylane.example')],
  ),
  field(
    'meiling-company',
    'Mei Ling Tan company?',
    ['Straits Cold Chain'],
    [contact('meiling.tan@straits-coldchain.example')],
  ),
  field(
    'meiling-needs',
    'What does Mei Ling Tan need before she signs?',
    ['Mandarin-speaking support'],
    [contact('meiling.tan@straits-coldchain.example')],
  ),
  field(
    'kwame-phone',
    'phone number for Kwame Mensah',
    ['+233 30 255 0147'],
    [contact('kwame.mensah@accraport.example')],
  ),
  field(
    'kwame-callback',
    'When should I call Kwame back?',
    ['September'],
    [contact('kwame.mensah@accraport.example')],
  ),
  field('bruno-phone', 'Bruno Kellers phone', ['+41 44 555 08 17'], [contact(BRUNO.address)]),
  field(
    'bruno-style',
    'how does bruno keller like to be contacted',
    ['long emails'],
    [contact(BRUNO.address)],
  ),
  field(
    'kestrel-engineer',
    'Who is the data engineer at Kestrel?',
    ['Agnieszka Nowak'],
    [contact('agnieszka.nowak@kestrel-labs.example')],
  ),
  field(
    'hiroshi-title',
    'hiroshi tanaka title',
    ['VP Supply Chain'],
    [contact(HIROSHI.address), msg('sora-intro', 1)],
  ),
  field(
    'verdigris-signoff',
    'Who signs off big purchases at Verdigris Health?',
    ['Henrik Dahl'],
    [contact('henrik.dahl@verdigrishealth.example'), msg('verdigris-workshop', 1)],
  ),
  field(
    'henrik-role',
    "What's Henrik Dahl's role",
    ['CFO'],
    [contact('henrik.dahl@verdigrishealth.example'), msg('verdigris-workshop', 1)],
  ),
  field(
    'tobias-phone',
    'Tobias Lindgren phone no',
    ['+47 22 55 50 91'],
    [contact('tobias.lindgren@nordvik-haulage.example')],
  ),
  field(
    'sofia-met',
    'where did I meet Sofia Marchetti',
    ['Transport Logistic'],
    [contact(SOFIA.address), msg('pellucid-outreach', 1)],
  ),
  field(
    'logisport-buyer',
    "Who's the buyer at Logisport?",
    [name('Élodie Fabre', 'Elodie Fabre')],
    [contact('elodie.fabre@logisport.example')],
  ),
  field('chen-title', 'What is Chen Wei’s job title', ['Procurement Manager'], [from(CHEN.address)]),
  field('nadia-title', "Nadia Lindqvist's job title?", ['IT Director'], [msg('verdigris-workshop', 1)]),
  field('femke-role', 'what does femke de vries do', ['Programme Manager'], [msg('summit-invite', 1)]),
  field(
    'marcus-role',
    "What's Marcus Hale's role at Tidewater?",
    ['Partnerships Director'],
    [msg('tidewater-fwd', 1)],
  ),
  field(
    'owen-referral',
    'Who referred Owen Tremblay to me?',
    ['Grace Adeyemi'],
    [contact('owen.tremblay@northgate-cold.example'), msg('northgate-outreach', 1)],
  ),
  field(
    'paulo-warehouses',
    'how many warehouses does Paulo Mendes have',
    [name('2', 'two')],
    [contact('paulo.mendes@atlantico-cargo.example')],
  ),
];

const EMAILS: Question[] = [
  // Kestrel Labs
  email(
    'kestrel-requirements',
    'What does Kestrel Labs need before going further?',
    [name('single sign-on', 'SSO'), 'EU'],
    [msg('kestrel-sso', 1)],
  ),
  email(
    'kestrel-cto-wants',
    "what does Kestrel's CTO want",
    [name('single sign-on', 'SSO', 'Azure AD')],
    [msg('kestrel-sso', 1)],
  ),
  email('kestrel-hosting', 'Where do we host Kestrel’s data?', ['Frankfurt'], [msg('kestrel-sso', 2)]),
  email(
    'kestrel-export-price',
    'how much is the raw event export add-on',
    [name('$400', '400')],
    [msg('kestrel-sso', 2)],
  ),
  email(
    'kestrel-questionnaire-due',
    'When is the Kestrel security questionnaire due?',
    [day(2026, 5, 29)],
    [msg('kestrel-questionnaire', 1), msg('kestrel-sso', 3)],
  ),
  email(
    'kestrel-questionnaire-size',
    'How many questions are in the Kestrel vendor questionnaire',
    ['87'],
    [msg('kestrel-questionnaire', 1)],
  ),
  email(
    'kestrel-pilot-sites',
    'Which warehouses is Kestrel starting the pilot with?',
    [LODZ, POZNAN],
    [msg('kestrel-sso', 3)],
  ),
  email(
    'kestrel-golive',
    'When does the Lodz pilot go live now?',
    [day(2026, 6, 22)],
    [msg('kestrel-golive', 1), msg('kestrel-golive', 2)],
  ),
  email(
    'soc2-date',
    "what's the date of our SOC 2 report",
    [day(2026, 1, 14)],
    [msg('kestrel-questionnaire', 2)],
  ),
  email('ines-sign', 'What did Inês ask me to sign?', ['NDA'], [msg('kestrel-questionnaire', 3)]),
  email('kestrel-seats', 'how many people at kestrel need sso', ['60'], [msg('kestrel-sso', 1)]),
  email(
    'kestrel-export-target',
    'Where does Kestrel want the raw events exported to?',
    [name('S3', 'data lake')],
    [msg('kestrel-sso', 1), msg('kestrel-sso', 2)],
  ),
  email(
    'kestrel-board',
    'When was Tomasz going to take it to his board?',
    ['April'],
    [msg('kestrel-sso', 1)],
  ),
  email(
    'kestrel-eu',
    'which customer insists their data stays in europe',
    [name('Kestrel', 'Tomasz')],
    [msg('kestrel-sso', 1)],
  ),
  // Halvorsen Shipping
  email(
    'halvorsen-expiry',
    "When does Halvorsen's contract expire?",
    [day(2026, 6, 30)],
    [msg('halvorsen-renewal', 1)],
  ),
  email(
    'halvorsen-unhappy',
    'Who is unhappy with the onboarding?',
    [name('Mark Ellery', 'Halvorsen')],
    [msg('halvorsen-renewal', 1)],
  ),
  email(
    'halvorsen-quote',
    'What did we quote Halvorsen for the renewal?',
    [name('54,000', '£54,000')],
    [msg('halvorsen-renewal', 2)],
  ),
  email(
    'halvorsen-csm',
    "Who will be Halvorsen's customer success manager?",
    ['Sam Ortiz'],
    [msg('halvorsen-renewal', 2)],
  ),
  email(
    'halvorsen-complaint',
    'what complaint did halvorsen have about the rollout',
    [name('painful', 'three months')],
    [msg('halvorsen-renewal', 1)],
  ),
  email(
    'halvorsen-signed',
    'When did Halvorsen sign the order form?',
    [day(2026, 6, 2)],
    [msg('sf-halvorsen', 1)],
  ),
  email(
    'halvorsen-vp-wants',
    'What does the VP Operations at Halvorsen want?',
    [name('dedicated support contact', 'support contact')],
    [msg('halvorsen-renewal', 1)],
  ),
  email(
    'halvorsen-order-form-promise',
    'by when did I promise Mark the order form',
    [day(2026, 5, 15)],
    [msg('halvorsen-renewal', 2)],
  ),
  email(
    'halvorsen-api',
    "What's the deadline for moving Halvorsen to the new API?",
    [day(2026, 7, 1)],
    [msg('sam-halvorsen', 1)],
  ),
  email(
    'halvorsen-plan',
    'What did Sam suggest for Halvorsen’s second year?',
    [name('monthly check-in', 'monthly'), 'first Tuesday'],
    [msg('sam-halvorsen', 1)],
  ),
  // Brambleworth Foods
  email(
    'brambleworth-requires',
    'What does Brambleworth require before the renewal?',
    [name('DPA', 'data processing agreement')],
    [msg('brambleworth-renewal', 1)],
  ),
  email(
    'brambleworth-competitor',
    'Which vendor is Brambleworth considering instead of us?',
    ['Stacklight'],
    [msg('brambleworth-renewal', 1)],
  ),
  email(
    'brambleworth-end',
    "When does Brambleworth's subscription run out?",
    [day(2026, 8, 1)],
    [msg('brambleworth-renewal', 1)],
  ),
  email(
    'brambleworth-site-price',
    'What price per site did I offer Grace?',
    [name('2,100', '£2,100')],
    [msg('brambleworth-renewal', 2)],
  ),
  email(
    'brambleworth-sites',
    'how many sites does brambleworth have',
    ['14'],
    [msg('brambleworth-renewal', 2)],
  ),
  email(
    'brambleworth-board',
    "When is Brambleworth's board getting back to me on the two-year option?",
    [day(2026, 6, 12)],
    [msg('brambleworth-renewal', 3)],
  ),
  email(
    'dpa-sender',
    'Who sent the DPA to Grace?',
    ['Beatriz'],
    [msg('beatriz-dpa', 1), msg('brambleworth-renewal', 2)],
  ),
  email(
    'dpa-signed-by',
    'which customer signed a DPA',
    [name('Brambleworth', 'Grace Adeyemi')],
    [msg('sf-brambleworth', 1), msg('brambleworth-renewal', 3)],
  ),
  // Introductions and relationships
  email('intro-felix', 'Who introduced me to Felix Brandt?', [ORLA_FINNEGAN], [msg('lumen-intro', 1)]),
  email('intro-aoife', 'Who put me in touch with Aoife?', [MARK_ELLERY], [msg('cliffside-intro', 1)]),
  email('intro-hiroshi', 'who introduced me to hiroshi tanaka', [JULES_PARK], [msg('sora-intro', 1)]),
  email(
    'intro-sora',
    'How did I get connected to Sora Logistics?',
    [name('Jules Park', 'Jules')],
    [msg('sora-intro', 1)],
  ),
  email('jules-met-hiroshi', 'Where did Jules meet Hiroshi?', ['ProMat'], [msg('sora-intro', 1)]),
  email(
    'cliffside-reference',
    'Who agreed to be a reference for Cliffside?',
    [MARK_ELLERY],
    [msg('halvorsen-reference', 2)],
  ),
  email(
    'tidewater-forwarded',
    'Who forwarded me the Tidewater enquiry?',
    [JULES_PARK],
    [msg('tidewater-fwd', 1)],
  ),
  email(
    'orla-client-claim',
    'what did Orla say corvid did for one of her clients',
    ['20%'],
    [msg('lumen-intro', 1)],
  ),
  // Lumen Robotics
  email('lumen-discount-asked', 'What discount did Felix ask for?', ['20%'], [msg('lumen-pricing', 1)]),
  email(
    'lumen-discount-given',
    'What discount did I give Lumen Robotics?',
    ['12%'],
    [msg('lumen-pricing', 2), msg('lumen-pricing', 3)],
  ),
  email(
    'lumen-price',
    "What's Lumen's yearly price after the discount",
    [name('84,480', '€84,480')],
    [msg('lumen-pricing', 2), msg('lumen-contract', 1)],
  ),
  email('lumen-competitor', 'which competitor did lumen bring up', ['Ferrous IQ'], [msg('lumen-pricing', 1)]),
  email(
    'lumen-legal-changes',
    'What changes did Lumen’s lawyer want in the contract?',
    ['liability cap', name('German law', 'Germany')],
    [msg('lumen-contract', 2)],
  ),
  email(
    'lumen-signed',
    'When did Lumen sign the contract',
    [day(2026, 4, 30)],
    [msg('lumen-contract', 4), msg('orla-coffee', 2), update('Lumen Robotics contract signed')],
  ),
  email(
    'lumen-first-call',
    "When was my first call with Lumen's COO?",
    [day(2026, 3, 24)],
    [msg('lumen-intro', 2), msg('lumen-intro', 3), msg('cal-lumen', 1)],
  ),
  email(
    'katrin-law',
    'what did katrin say about governing law',
    [name('German law', 'Germany')],
    [msg('lumen-contract', 2)],
  ),
  // Tessellate Retail
  email(
    'tessellate-price',
    'How much would 75 seats cost Tessellate?',
    [name('31,500', '$31,500')],
    [msg('tessellate-quote', 2)],
  ),
  email(
    'tessellate-onboarding',
    'is onboarding extra for tessellate?',
    ['included'],
    [msg('tessellate-quote', 2)],
  ),
  email(
    'tessellate-valid',
    'How long is the Tessellate quote valid?',
    [day(2026, 6, 30)],
    [msg('tessellate-quote', 2)],
  ),
  email(
    'tessellate-start',
    'When does Tessellate want to start?',
    [day(2026, 7, 1)],
    [msg('tessellate-quote', 4)],
  ),
  email(
    'ravi-last-ask',
    'What did Ravi ask for in his last email?',
    ['order form'],
    [msg('tessellate-quote', 4)],
  ),
  email(
    'tessellate-pipeline',
    "what's Tessellate's status in the pipeline",
    ['commit'],
    [msg('jules-pipeline', 2)],
  ),
  // Grupo Alcor (Spanish)
  email(
    'alcor-demo',
    'When is the Grupo Alcor demo?',
    [day(2026, 5, 21, '21 de mayo')],
    [msg('alcor-demo', 1), msg('alcor-demo', 2), msg('cal-alcor', 1)],
  ),
  email(
    'alcor-warehouses',
    'How many warehouses does Grupo Alcor have?',
    [name('6', 'six')],
    [msg('alcor-demo', 1), msg('alcor-proposal', 1)],
  ),
  email(
    'alcor-price',
    'how much is the alcor proposal',
    [name('48,000', '48.000')],
    [msg('alcor-proposal', 1), msg('alcor-proposal', 2)],
  ),
  email('alcor-approver', 'Who has to approve the Alcor deal?', ['Javier Soto'], [msg('alcor-proposal', 2)]),
  email(
    'alcor-approver-back',
    'When is Javier Soto back?',
    [day(2026, 6, 15, '15 de junio')],
    [msg('alcor-proposal', 2)],
  ),
  email(
    'alcor-attendees',
    'how many people from Alcor were joining the demo',
    [name('four', '4', 'cuatro')],
    [msg('alcor-demo', 1)],
  ),
  email(
    'alcor-language',
    'What language did Lucía want for the demo?',
    [name('English', 'inglés')],
    [msg('alcor-demo', 3), msg('alcor-demo', 2)],
  ),
  email(
    'alcor-proposal-extra',
    'What is included in the Alcor proposal besides the price?',
    ['Portuguese'],
    [msg('alcor-proposal', 1)],
  ),
  // Logisport (French)
  email('logisport-why', 'Why did Logisport postpone the project?', ['budget'], [msg('logisport-pilot', 2)]),
  email(
    'logisport-when',
    'When will Logisport get back to me?',
    [name('September', 'septembre')],
    [msg('logisport-pilot', 2)],
  ),
  email(
    'logisport-postponed',
    'which prospect pushed their project to the autumn',
    [name('Logisport', 'Étienne Marchal', 'Etienne Marchal')],
    [msg('logisport-pilot', 2)],
  ),
  // Harrow & Finch
  email(
    'harrow-terms',
    'What payment terms did Harrow & Finch want?',
    ['60 days'],
    [msg('harrow-proposal', 2)],
  ),
  email('harrow-po', "What's the Harrow & Finch PO number?", ['HF-44817'], [msg('harrow-proposal', 4)]),
  email(
    'harrow-price',
    'How much is the Harrow and Finch deal per year?',
    [name('36,000', '£36,000')],
    [msg('harrow-proposal', 1)],
  ),
  email(
    'harrow-depots',
    'Which depots are in the Harrow & Finch proposal?',
    ['Bristol', 'Leeds', 'Glasgow'],
    [msg('harrow-proposal', 1)],
  ),
  email(
    'harrow-signed',
    'When did Chen send the signed copy?',
    [day(2026, 4, 14)],
    [msg('harrow-proposal', 4)],
  ),
  email(
    'harrow-term',
    'whats the contract length for harrow & finch',
    ['36 months'],
    [msg('harrow-proposal', 1)],
  ),
  // Keller Baustoffe
  email(
    'keller-price',
    'what price did I agree with Bruno Keller',
    [name('16,000', 'CHF 16,000')],
    [msg('keller-pricing', 4), msg('keller-pricing', 5)],
  ),
  email(
    'keller-reaction',
    'What did Bruno say about the 18k price?',
    ['too expensive'],
    [msg('keller-pricing', 3)],
  ),
  email(
    'keller-overdue',
    'which invoice was overdue from Keller',
    ['CA-1043'],
    [msg('beatriz-overdue', 1), msg('keller-invoice', 1)],
  ),
  email(
    'keller-paid',
    'Did Keller pay invoice CA-1043?',
    ['paid'],
    [msg('keller-invoice', 2), msg('billing-keller', 1)],
  ),
  // Tidewater
  email(
    'tidewater-margin-asked',
    'What reseller margin did Tidewater ask for?',
    ['25%'],
    [msg('tidewater-fwd', 1)],
  ),
  email('reseller-margin', "What's our standard reseller margin", ['20%'], [msg('tidewater-partnership', 1)]),
  email(
    'tidewater-call',
    'When is the Tidewater call?',
    [day(2026, 4, 29)],
    [msg('tidewater-partnership', 2), msg('cal-tidewater', 1)],
  ),
  email('tidewater-clients', 'how many clients does tidewater have', ['40'], [msg('tidewater-fwd', 1)]),
  // Verdigris Health
  email(
    'verdigris-cap',
    "What is Verdigris Health's pilot budget cap?",
    [name('190,000', 'SEK 190,000')],
    [msg('verdigris-workshop', 1)],
  ),
  email(
    'verdigris-start',
    'When does the Verdigris pilot start?',
    [day(2026, 6, 8)],
    [msg('verdigris-workshop', 1), msg('verdigris-workshop', 2)],
  ),
  email(
    'verdigris-price',
    "What's the price of the Verdigris pilot?",
    [name('180,000', 'SEK 180,000')],
    [msg('verdigris-workshop', 2)],
  ),
  email('verdigris-wms', 'Which WMS does Verdigris use', ['Infor'], [msg('verdigris-workshop', 1)]),
  email(
    'verdigris-leave',
    'Who is on parental leave at Verdigris?',
    ['Petra'],
    [msg('verdigris-workshop', 1)],
  ),
  email(
    'verdigris-hourly',
    'When will hourly sync be on for Verdigris?',
    [day(2026, 6, 22)],
    [msg('verdigris-sync', 2)],
  ),
  email(
    'hourly-sync-asker',
    'who wants the sync to run every hour',
    [name('Nadia Lindqvist', 'Nadia', 'Verdigris')],
    [msg('verdigris-sync', 1)],
  ),
  email(
    'verdigris-signed-by',
    'Who signed the Verdigris pilot agreement?',
    ['Henrik Dahl'],
    [msg('sf-verdigris', 1)],
  ),
  email(
    'verdigris-it-needs',
    'what system does the IT director at Verdigris need the pilot to work with',
    ['Infor'],
    [msg('verdigris-workshop', 1)],
  ),
  // Atlântico Cargo
  email(
    'app-trouble',
    "who's having trouble with the mobile app",
    [name('Paulo Mendes', 'Atlântico Cargo', 'Atlantico Cargo', 'Paulo')],
    [msg('atlantico-app', 1)],
  ),
  email('release-42', 'When is release 4.2?', [day(2026, 6, 2)], [msg('atlantico-app', 2)]),
  email(
    'night-shift-adoption',
    "How many of Paulo's night shift are using the app again?",
    [name('9 of 12', '9')],
    [msg('atlantico-thanks', 1)],
  ),
  email('porto-visit', 'when does Sam visit Porto', [day(2026, 6, 4)], [msg('atlantico-app', 2)]),
  email(
    'porto-complaint',
    'What did the customer in Porto complain about?',
    ['night shift'],
    [msg('atlantico-app', 1)],
  ),
  // Quarry Lane, summit, Cliffside, Sora, others
  email(
    'quarrylane-renewal',
    "When is Quarry Lane's renewal?",
    [day(2026, 7, 15)],
    [msg('quarrylane-review', 1)],
  ),
  email('summit-where', 'Where is the Warehouse Analytics Summit?', ['Rotterdam'], [msg('summit-invite', 1)]),
  email(
    'summit-confirm-by',
    'by when do I have to confirm the summit talk',
    [day(2026, 6, 19)],
    [msg('summit-invite', 1), msg('summit-invite', 2)],
  ),
  email('summit-date', 'When is the summit', [day(2026, 10, 8)], [msg('summit-invite', 1)]),
  email(
    'cliffside-draft-price',
    'What price did Sam draft for Cliffside?',
    [name('46,000', '€46,000')],
    [msg('sam-cliffside', 1)],
  ),
  email(
    'aoife-wants',
    'What does Aoife want from me?',
    ['pricing', 'reference'],
    [msg('cliffside-intro', 4)],
  ),
  email(
    'cliffside-dcs',
    'How many distribution centres does Cliffside have?',
    [name('4', 'four')],
    [msg('cliffside-intro', 2), msg('cliffside-intro', 4), msg('sam-cliffside', 1)],
  ),
  email(
    'cliffside-head-data',
    'what did the head of data at cliffside ask for',
    ['reference'],
    [msg('cliffside-intro', 4)],
  ),
  email('hiroshi-ask', 'What did Hiroshi ask for?', ['material'], [msg('sora-intro', 2)]),
  email('sora-expansion', 'Where is Sora opening new warehouses?', ['Texas'], [msg('sora-intro', 2)]),
  email(
    'sora-call',
    'When is my call with Hiroshi?',
    [day(2026, 6, 24)],
    [msg('sora-call', 1), msg('sora-call', 2)],
  ),
  email('sora-sent', 'What did I send Hiroshi?', ['case study'], [msg('sora-intro', 3)]),
  email(
    'orla-london',
    'When is Orla in London?',
    [day(2026, 6, 2)],
    [msg('orla-coffee', 1), msg('orla-coffee', 2)],
  ),
  email(
    'piperocket-offer',
    'What did the guy from PipeRocket offer?',
    [name('30 qualified meetings', '30 meetings')],
    [msg('piperocket-pitch', 1)],
  ),
  email(
    'board-call',
    'When is the board call?',
    [day(2026, 6, 18)],
    [msg('cal-pipeline', 1), msg('jules-pipeline', 1)],
  ),
  email('jules-board-wants', 'what number does the board want from us', ['Q3'], [msg('jules-pipeline', 1)]),
  email(
    'quote-askers',
    'Which customers asked me for a price?',
    [
      name('Ravi Chandran', 'Tessellate'),
      name('Bruno Keller', 'Keller Baustoffe'),
      name('Aoife Brennan', 'Cliffside'),
    ],
    [msg('tessellate-quote', 1), msg('keller-pricing', 1), msg('cliffside-intro', 4)],
  ),
  email(
    'competitors',
    'which competitors have come up in my deals?',
    ['Stacklight', 'Ferrous IQ'],
    [msg('brambleworth-renewal', 1), msg('lumen-pricing', 1), update('Also evaluating Stacklight')],
  ),
];

const UPDATES: Question[] = [
  upd(
    'paulo-follow-up',
    'When should I follow up with Paulo?',
    [day(2026, 6, 15)],
    [update('Follow up with Paulo in two weeks')],
  ),
  upd(
    'keller-shutdown',
    "When is Keller's summer shutdown?",
    [day(2026, 7, 24)],
    [update('summer shutdown')],
  ),
  upd('lumen-kickoff', 'When is the Lumen kick-off?', [day(2026, 5, 11)], [update('Kick-off with Felix')]),
  upd('lumen-kickoff-where', 'where is the lumen kickoff', ['Munich'], [update('Kick-off with Felix')]),
  upd('alcor-system', 'What system does Grupo Alcor run?', ['SAP EWM'], [update('SAP EWM')]),
  upd(
    'kestrel-s3-builder',
    "Who is building Kestrel's S3 export?",
    ['Agnieszka Nowak'],
    [update('Agnieszka Nowak'), contact('agnieszka.nowak@kestrel-labs.example')],
  ),
  upd('cliffside-wms', 'Which WMS does Cliffside use?', ['Manhattan'], [update('Manhattan WMS')]),
  upd('cliffside-decision', 'When will Cliffside decide?', ['August'], [update('Manhattan WMS')]),
  upd(
    'cliffside-competitor',
    'who else is cliffside looking at',
    ['Stacklight'],
    [update('Also evaluating Stacklight')],
  ),
  upd(
    'quarrylane-decision',
    'When does Quarry Lane decide on the renewal?',
    [day(2026, 7, 3)],
    [update('Quarry Lane decides')],
  ),
  upd(
    'harriet-send',
    'What do I need to send Harriet?',
    ['usage report'],
    [update('usage report'), msg('quarrylane-review', 2)],
  ),
  upd(
    'kestrel-questionnaire-ontime',
    'was the kestrel questionnaire returned on time',
    ['on time'],
    [update('returned on time')],
  ),
  upd(
    'alcor-wants',
    'What does Lucía want by the end of May?',
    ['proposal'],
    [update('Lucía wants a proposal')],
  ),
];

const METADATA: Question[] = [
  meta('bruno-count', 'How many emails did Bruno Keller send me?', ['5'], [from(BRUNO.address)]),
  meta('felix-count', 'how many emails has Felix sent me', ['3'], [from(FELIX.address)]),
  meta('mark-count', 'How many times did Mark Ellery write to me?', ['4'], [from(MARK.address)]),
  meta('most-emails', 'Who emailed me the most?', ['Bruno Keller'], [from(BRUNO.address)]),
  meta('most-emails-march', 'who emailed me most in march', ['Bruno Keller'], [from(BRUNO.address)]),
  meta(
    'kestrel-contacts',
    'List my contacts at Kestrel Labs',
    ['Tomasz Wierzbicki', INES_DUARTE, 'Agnieszka Nowak'],
    [contact(TOMASZ.address), contact(INES.address), contact('agnieszka.nowak@kestrel-labs.example')],
  ),
  meta(
    'lumen-contacts',
    'who do I know at Lumen Robotics',
    ['Felix Brandt', 'Katrin Vogel'],
    [contact(FELIX.address), contact('katrin.vogel@lumen-robotics.example')],
  ),
  meta(
    'verdigris-contacts',
    'Who are my contacts at Verdigris Health?',
    ['Nadia Lindqvist', 'Henrik Dahl'],
    [contact(NADIA.address), contact('henrik.dahl@verdigrishealth.example')],
  ),
  meta(
    'grace-last',
    'When did I last hear from Grace Adeyemi?',
    [day(2026, 5, 20)],
    [msg('brambleworth-renewal', 3)],
  ),
  meta(
    'sofia-last-sent',
    'when did I last email Sofia Marchetti',
    [day(2026, 5, 25)],
    [msg('pellucid-outreach', 2)],
  ),
  meta(
    'no-reply',
    'Who never replied to my emails?',
    ['Sofia Marchetti', 'Owen Tremblay'],
    [msg('pellucid-outreach', 1), msg('pellucid-outreach', 2), msg('northgate-outreach', 1)],
  ),
  meta('kestrel-last-written', 'who did I last write to at Kestrel', ['Tomasz'], [msg('kestrel-golive', 2)]),
  meta(
    'freight-signals-count',
    'How many emails did I get from Freight Signals?',
    ['16'],
    [from(FREIGHT_SIGNALS.address)],
  ),
  meta('contact-count', 'how many contacts do i have', (truth) => [String(truth.contactCount)], []),
  meta('hiroshi-last', 'When did I last hear from Hiroshi', [day(2026, 6, 10)], [msg('sora-call', 1)]),
  meta('ravi-first', 'When did Ravi first email me?', [day(2026, 5, 11)], [msg('tessellate-quote', 1)]),
  meta(
    'sofia-sent-count',
    'how many emails did i send sofia',
    ['2'],
    [msg('pellucid-outreach', 1), msg('pellucid-outreach', 2)],
  ),
];

const TIME: Question[] = [
  time(
    'yesterday',
    'What came in yesterday?',
    [name('Ravi Chandran', 'Ravi', 'Tessellate')],
    [msg('tessellate-quote', 4)],
  ),
  time('today', 'what did i get today', [name('46,000', '€46,000', 'Cliffside')], [msg('sam-cliffside', 1)]),
  time(
    'nadia-april',
    'What did Nadia send me in April?',
    [name('Some thoughts after our workshop', '190,000', 'SEK 190,000')],
    [msg('verdigris-workshop', 1)],
  ),
  time('bruno-last-week', 'emails from Bruno last week', ['paid'], [msg('keller-invoice', 2)]),
  time('tomasz-april', 'What did Tomasz send me in April?', ['approved'], [msg('kestrel-sso', 3)]),
  time('lucia-may-27', 'what did Lucía send me on May 27', ['Javier Soto'], [msg('alcor-proposal', 2)]),
  time(
    'this-week',
    'who emailed me this week',
    ['Jules Park', 'Ravi Chandran', 'Sam Ortiz'],
    [msg('jules-pipeline', 1), msg('tessellate-quote', 4), msg('sam-cliffside', 1)],
  ),
  time(
    'mark-june',
    'What did Mark send me in June?',
    ['Aoife'],
    [msg('cliffside-intro', 1), msg('halvorsen-reference', 2)],
  ),
  time('kestrel-may', 'emails from kestrel in may', ['NDA'], [msg('kestrel-questionnaire', 3)]),
  time('orla-may', 'what did Orla send me in May', [day(2026, 6, 2)], [msg('orla-coffee', 1)]),
  time(
    'paulo-this-month',
    'What did Paulo send me this month?',
    [name('9 of 12', 'dark mode')],
    [msg('atlantico-thanks', 1)],
  ),
];

const FOLLOW_UPS: Question[] = [
  follow(
    'felix-phone',
    "what's his phone number",
    ['+49 171 5550 392'],
    [msg('lumen-intro', 2)],
    [
      {
        question: 'Who introduced me to Felix Brandt?',
        answer: 'Orla Finnegan introduced you to Felix Brandt (COO, Lumen Robotics) on 17 March 2026.',
      },
    ],
  ),
  follow(
    'brambleworth-other',
    'who else are they talking to?',
    ['Stacklight'],
    [msg('brambleworth-renewal', 1)],
    [
      {
        question: 'What does Brambleworth require before renewing?',
        answer: 'Brambleworth needs the DPA signed before they renew (Grace Adeyemi, 14 April 2026).',
      },
    ],
  ),
  follow(
    'halvorsen-end',
    'when does their contract end',
    [day(2026, 6, 30)],
    [msg('halvorsen-renewal', 1)],
    [
      {
        question: "What's Mark Ellery's title?",
        answer: 'Mark Ellery is VP Operations at Halvorsen Shipping.',
      },
    ],
  ),
  follow(
    'tomasz-phone',
    'and his phone?',
    ['+48 22 395 71 20'],
    [msg('kestrel-sso', 1)],
    [
      {
        question: 'Who is the CTO of Kestrel Labs?',
        answer: 'Tomasz Wierzbicki is the CTO of Kestrel Labs.',
      },
    ],
  ),
  follow(
    'tessellate-expiry',
    'when does that quote expire',
    [day(2026, 6, 30)],
    [msg('tessellate-quote', 2)],
    [
      {
        question: 'How much would 75 seats cost Tessellate?',
        answer: '$31,500 per year for 75 seats on annual billing, onboarding included.',
      },
    ],
  ),
  follow(
    'aoife-wants',
    'what does she want from me',
    ['reference'],
    [msg('cliffside-intro', 4)],
    [
      {
        question: 'Who put me in touch with Aoife Brennan?',
        answer:
          'Mark Ellery introduced you to Aoife Brennan (Head of Data, Cliffside Distribution) on 4 June 2026.',
      },
    ],
  ),
  follow(
    'verdigris-signer',
    'and who has to sign above 150k?',
    ['Henrik Dahl'],
    [msg('verdigris-workshop', 1), contact('henrik.dahl@verdigrishealth.example')],
    [
      {
        question: 'What did Nadia Lindqvist say about the budget?',
        answer: 'Nadia has a budget cap of SEK 190,000 for a three-month pilot.',
      },
    ],
  ),
  follow(
    'alcor-warehouses',
    'how many warehouses do they have',
    [name('6', 'six')],
    [msg('alcor-demo', 1)],
    [
      {
        question: 'When is the Grupo Alcor demo?',
        answer: 'The Grupo Alcor demo is on Thursday 21 May 2026 at 10:00 Madrid time.',
      },
    ],
  ),
];

const UNANSWERABLE: Question[] = [
  none('mark-birthday', "what's Mark Ellery's birthday"),
  none('halvorsen-ceo', 'Who is the CEO of Halvorsen Shipping?'),
  none('tessellate-warehouses', 'How many stores does Tessellate Retail have?'),
  none('stacklight-quote', 'What did Stacklight quote Brambleworth?'),
  none('sofia-pricing', 'What did Sofia Marchetti say about our pricing?'),
  none('tessellate-wms', 'Which WMS does Tessellate use?'),
  none('harrow-discount', "What's the discount we gave Harrow & Finch?"),
  none('kestrel-pilot-price', 'How much is Kestrel paying for the pilot?'),
  none('alcor-cfo', "Who is Grupo Alcor's CFO?"),
  none('sora-budget', "What's Hiroshi Tanaka's budget for the Texas warehouses?"),
  none('marcus-phone', 'Marcus Hale phone number'),
  none('nadia-manager', "what is the name of Nadia's manager"),
  none('lumen-employees', 'How many employees does Lumen Robotics have?'),
  none('verdigris-renewal', 'When is the Verdigris Health renewal date?'),
  none('paulo-renewal', "when is Paulo Mendes's contract up for renewal"),
  none('katrin-phone', "What's Katrin Vogel's phone?"),
  none('tessellate-competitor', 'Which competitor is Tessellate looking at?'),
  none('jules-phone', 'Jules Park mobile number'),
  none('tidewater-value', 'How much is the Tidewater partnership worth per year?'),
  none('bruno-demo', 'What did Bruno Keller think of the demo?'),
  none('sora-contract-start', 'When does the Sora Logistics contract start?'),
  none('quarrylane-price', 'what price do we charge Quarry Lane'),
  none('brambleworth-address', "What's Brambleworth Foods' office address?"),
  none('halvorsen-seats', 'How many seats does Halvorsen have?'),
  none('ravi-met', 'Where did I meet Ravi Chandran?'),
  none('meiling-email', 'What did Mei Ling Tan email me about?'),
  none('tobias-proposal-price', 'What price did I quote Tobias Lindgren?'),
  none('owen-reply', 'What did Owen Tremblay say about cold-chain visibility?'),
  none('femke-fee', 'How much does the summit pay speakers?'),
  none('chen-birthday', 'when is Chen Wei birthday'),
  none('kestrel-competitor', 'Which competitor is Kestrel Labs talking to?'),
  none('aoife-budget', "What's Cliffside's budget?"),
  none('logisport-price', 'how much was the Logisport pilot proposal'),
  none('stacklight-ceo', 'Who is the CEO of Stacklight?'),
  none('keller-sites-names', 'Where are the two Keller Baustoffe sites?'),
  none('halvorsen-csm-phone', "What is Sam Ortiz's phone number?"),
  none('grace-linkedin', "what's Grace Adeyemi's LinkedIn"),
  none('felix-kids', 'does Felix Brandt have kids'),
  none('orla-phone', "What's Orla Finnegan's phone number?"),
  none('ferrous-offer', 'How much did Ferrous IQ offer Lumen?'),
  none('harrow-renewal', 'when is the harrow & finch renewal'),
  none('etienne-phone', 'Étienne Marchal phone'),
  none('lumen-cto', 'Who is the CTO of Lumen Robotics?'),
  none('lumen-po', "What's the PO number for Lumen Robotics?"),
  none('summit-hotel', 'Which hotel is the Rotterdam summit at?'),
  none('verdigris-employees', 'How many employees does Verdigris Health have?'),
  none('hiroshi-case-study', 'What did Hiroshi think of the case study?'),
  none('beatriz-phone', "What is Beatriz Lobo's phone number?"),
  none('tessellate-budget-year', "When does Tessellate's budget year start?"),
  none('quarrylane-last-year', "How much did Harriet's team pay last year?"),
  none('halvorsen-invoice', "What's the invoice number for Halvorsen's renewal?"),
];

export const BLIND_QUESTIONS: readonly Question[] = [
  ...FIELDS,
  ...EMAILS,
  ...UPDATES,
  ...METADATA,
  ...TIME,
  ...FOLLOW_UPS,
  ...UNANSWERABLE,
];
