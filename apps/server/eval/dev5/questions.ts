/**
 * The dev5 questions, written BLIND to the engine (no engine code, tests, docs or reports were
 * read) against dev5/dataset.ts: what a busy partnerships lead (Noor Haddad, Tidewell Logistics)
 * would type about her own mailbox, contacts and updates, asked "now" = Wednesday 11 November
 * 2026, 09:15 UTC ("yesterday" is Tue 10 Nov; "last week" is Mon 2 - Sun 8 Nov; "this week" starts
 * Mon 9 Nov). Every answer was checked by re-reading the data. About a quarter are unanswerable,
 * most of them near misses (the person or company exists, the thing asked does not). Failures are
 * the point: tune the engine, never these questions.
 */
import { day } from '../questions.js';
import type { ExpectedFact, Question, SourceKey } from '../types.js';

const m = (id: string): SourceKey => ({ messageId: `${id}@dev5.test` });
const c = (email: string): SourceKey => ({ contact: email });
const u = (phrase: string): SourceKey => ({ update: phrase });
const from = (address: string, subject?: string): SourceKey =>
  subject === undefined ? { mail: address } : { mail: address, subject };
const person = (email: string): SourceKey[] => [c(email), from(email)];
const either = (...spellings: string[]): ExpectedFact => spellings;

const KASIA = 'katarzyna.nowak@baltica-port.example';
const TOMASZ = 'tomasz.wisniewski@baltica-port.example';
const JANA = 'jana.schulz@rheinfracht.example';
const DEREK = 'dfontaine@maplecrescent.example';
const OMAR = 'omar@gulfbridge.example';
const FATIMA = 'fatima.alsuwaidi@gulfbridge.example';
const KHALID = 'khalid.alhammadi@jebelcargo.example';
const ELINE = 'eline.bakker@vanloon-koel.example';
const WILLEM = 'willem@smitadvisory.example';
const CONNOR = 'connor.macdougall@prairierail.example';

type Row = [id: string, question: string, facts: readonly ExpectedFact[], sources: readonly SourceKey[]];
const rows = (kind: Exclude<Question['kind'], 'unanswerable'>, list: readonly Row[]): Question[] =>
  list.map(([id, question, facts, sources]) => ({ id: `dev5-${id}`, kind, question, facts, sources }));

// ── Lookups, paraphrases, people by role, answers in a later reply (kind 'email') ──────────────
const EMAIL: Question[] = rows('email', [
  // Baltica Port Authority tender
  [
    'bpa-budget',
    "what's the max budget on the baltica tender",
    [either('1 850 000', '1,850,000', '1.85m', '1.85 million', '1850000')],
    [m('bpa-invite')],
  ],
  [
    'bpa-wadium-amount',
    'how big is the bid security for the gdansk tender',
    [either('25 000', '25,000', '25.000', '25k')],
    [m('bpa-invite'), m('bpa-wadium')],
  ],
  ['bpa-deadline', 'when are the baltica offers due now?', [day(2026, 12, 7)], [m('bpa-extension')]],
  [
    'bpa-question-deadline',
    'last day to send questions on the baltica tender',
    [day(2026, 11, 16)],
    [m('bpa-invite'), m('bpa-extension')],
  ],
  ['bpa-price-weight', 'how much does price count in the baltica evaluation', ['60%'], [m('bpa-invite')]],
  [
    'bpa-english',
    'can we write the technical annex for baltica in english?',
    ['summary'],
    [m('bpa-answers')],
  ],
  [
    'bpa-36-months',
    'do the 36 months at baltica include the implementation',
    [either('go-live', 'go live', 'golive'), either('4 months', 'four months')],
    [m('bpa-answers')],
  ],
  [
    'bpa-guarantee-valid',
    'until when is our ING guarantee for the baltica wadium valid',
    [day(2027, 1, 29)],
    [m('bpa-wadium')],
  ],
  ['bpa-guarantee-ref', 'reference number of the wadium guarantee?', ['GW/2026/8812'], [m('bpa-wadium')]],
  ['bpa-incumbent', 'what system does baltica use today', ['Portsoft'], [m('bpa-tomasz-incumbent')]],
  [
    'bpa-trucks',
    'how many trucks a day go through westerplatte',
    [either('1 400', '1,400', '1400')],
    [m('bpa-tomasz-tech')],
  ],
  [
    'bpa-floor',
    "what's the lowest total sanne lets me bid for baltica",
    [either('1.4m', '1.4 million', '1,400,000', '1 400 000', '1.4 m')],
    [m('bpa-go')],
  ],
  [
    'bpa-translation-cost',
    'how much is the polish translation going to cost us',
    [either('6.800', '6,800', '6800', '6 800')],
    [m('bpa-translation')],
  ],
  [
    'bpa-translator',
    'which agency are we using to translate the ui into polish',
    ['Lingua Nova'],
    [m('bpa-translation')],
  ],
  ['bpa-signing', 'when is bram signing the JEDZ', [day(2026, 11, 23)], [m('bpa-espd')]],
  ['bpa-price-by', 'by when does daan need the final baltica price', [day(2026, 11, 20)], [m('bpa-espd')]],
  [
    'bpa-support-hours',
    'what support hours does baltica require',
    [either('7:00', '7am', '07:00', '7 am'), either('19:00', '7pm', '7 pm')],
    [m('bpa-qa-published')],
  ],
  [
    'bpa-reference-req',
    'what kind of reference customer does the gdansk tender ask for',
    ['500'],
    [m('bpa-qa-published')],
  ],
  ['bpa-opening', 'what time are the baltica offers opened', ['12:30'], [m('bpa-extension')]],
  [
    'bpa-night-outage',
    'how quickly must we react if the baltica system goes down at night',
    [either('1 hour', 'one hour', 'an hour')],
    [m('bpa-qa-published')],
  ],
  [
    'bpa-portsoft-end',
    'when does baltica’s current contract with their old vendor run out',
    [either('March 2027', '2027-03')],
    [m('bpa-tomasz-incumbent')],
  ],
  // Rheinfracht
  [
    'rf-price',
    'what did we quote rheinfracht per year',
    [either('96.000', '96,000', '96k', '96 000')],
    [m('rf-proposal-ack'), m('rf-sap'), u('EUR 96k deal')],
  ],
  [
    'rf-trucks',
    'how many trucks does rheinfracht have',
    ['310'],
    [m('rf-proposal-ack'), m('rf-noor-claudia'), m('rf-claudia-reply'), m('int-fwd-claudia')],
  ],
  [
    'rf-markus-where',
    'where did markus brandt go',
    ['Elbkontor'],
    [m('rf-markus-leaving'), m('rf-markus-elbkontor')],
  ],
  [
    'rf-competitor',
    'who are we up against at rheinfracht',
    ['FrachtBlick'],
    [m('rf-markus-leaving'), u('leans to FrachtBlick'), m('int-fwd-claudia')],
  ],
  [
    'rf-gap',
    'how much pricier are we than the other rheinfracht offer',
    ['20%'],
    [m('rf-claudia-reply'), m('int-fwd-claudia')],
  ],
  [
    'rf-budget-round',
    'when does rheinfracht decide on IT budgets',
    ['January'],
    [m('rf-claudia-reply'), m('int-fwd-claudia')],
  ],
  [
    'rf-redemo',
    "when's the rheinfracht re-demo",
    [day(2026, 11, 19), '14:00'],
    [m('rf-jana-date'), m('rf-noor-confirm'), m('cal-redemo')],
  ],
  [
    'rf-sap',
    'is the sap tm connector extra for rheinfracht',
    [either('included', 'no extra')],
    [m('rf-sap')],
  ],
  ['rf-barges', 'how many barges does elbkontor run', ['60'], [m('rf-markus-elbkontor')]],
  [
    'rf-ramp',
    'what can i give rheinfracht instead of a discount',
    [
      either(
        '3 months free',
        'three months free',
        'first 3 months',
        'first three months',
        '3 months for free',
      ),
    ],
    [m('int-sanne-rf')],
  ],
  [
    'rf-ramp-deadline',
    'by when does rheinfracht have to sign to get the free months',
    [day(2027, 1, 31)],
    [m('int-sanne-rf')],
  ],
  [
    'rf-year-one',
    'what would year one at rheinfracht effectively be with the ramp-up',
    [either('72,000', '72.000', '72k', '72 000')],
    [m('int-sanne-rf')],
  ],
  [
    'rf-hosting',
    'what did i tell rheinfracht IT about where our data lives',
    ['Frankfurt'],
    [m('rf-noor-hosting')],
  ],
  ['rf-soc2', 'when do we expect the soc 2 report', ['March 2027'], [m('rf-noor-hosting')]],
  // Maple Crescent
  [
    'mc-current',
    'what is maple crescent paying this year',
    [either('118,000', '118k', '118 000')],
    [m('mc-renewal-quote')],
  ],
  [
    'mc-first-ask',
    'what renewal price did i first put to maple crescent',
    [either('131,000', '131k', '131 000')],
    [m('mc-renewal-quote')],
  ],
  ['mc-cap', 'by how much can we raise maples price each year under the msa', ['5%'], [m('mc-priya-cap')]],
  [
    'mc-new-dcs',
    'which new DCs did maple crescent add',
    ['Calgary', 'Moncton'],
    [m('mc-renewal-quote'), m('mc-noor-counter')],
  ],
  [
    'mc-deal',
    'what did we end up agreeing with maple crescent',
    [either('124,000', '124k', '124 000'), either('net 45', '45 days', '45-day')],
    [m('mc-noor-final'), m('mc-priya-net45')],
  ],
  [
    'mc-order-form',
    "when does maple's legal team need the order form",
    [day(2026, 11, 20)],
    [m('mc-priya-net45')],
  ],
  [
    'mc-counter',
    'what was my counter offer to maple crescent',
    [either('126,500', '126.5k', '126 500')],
    [m('mc-noor-counter')],
  ],
  [
    'mc-first-ceiling',
    'what was the max priya first said she would sign for',
    [either('123,900', '123.9k', '123 900')],
    [m('mc-priya-cap')],
  ],
  ['mc-gst', 'did i tell maple we are gst registered', ['not registered'], [m('mc-noor-kyle')]],
  ['mc-derek-back', 'when is derek back in the office', [day(2026, 11, 16)], [m('mc-derek-ooo')]],
  ['mc-bank', 'which bank holds our CAD account', ['ABN AMRO'], [m('mc-noor-kyle')]],
  ['mc-board', 'which board meeting is the maple renewal going to', ['December'], [m('mc-priya-net45')]],
  // Gulf Bridge / Jebel Cargo
  ['gb-margin-ask', 'what margin did gulf bridge ask for at the start', ['25%'], [m('gb-intro')]],
  [
    'gb-margin-agreed',
    'what margin did we settle on with omar',
    ['22%'],
    [m('gb-omar-22'), m('gb-noor-agree'), m('gb-daan-agreement')],
  ],
  [
    'gb-tier',
    'when does gulf bridge get to 25 percent margin',
    [either('1m', '1 million', '1,000,000', '1 000 000')],
    [m('gb-noor-margin')],
  ],
  [
    'gb-jebel-value',
    'how big is the jebel cargo deal',
    [either('410,000', '410k', '410 000')],
    [m('gb-jebel-reg'), m('int-forecast-reply')],
  ],
  ['gb-reg', 'deal reg number for jebel cargo?', ['TW-DR-0193'], [m('gb-noor-reg')]],
  ['gb-decision-date', 'when will jebel cargo make a decision', [day(2026, 11, 25)], [m('gb-omar-jebel')]],
  [
    'gb-training',
    'when are the gulf bridge engineers coming for training',
    [day(2026, 12, 7)],
    [m('gb-fatima-training')],
  ],
  [
    'gb-docs',
    'what does daan need from gulf bridge before they sign',
    [either('trade licence', 'trade license'), 'UBO'],
    [m('gb-daan-agreement')],
  ],
  ['gb-fx', 'what AED rate would we use for invoicing gulf bridge', ['4.02'], [m('gb-femke-aed')]],
  [
    'gb-demo-expiry',
    'when does the jebel cargo demo tenant expire',
    [day(2026, 11, 13)],
    [m('gb-rajesh-sandbox')],
  ],
  ['gb-met', 'where did i meet omar', ['Breakbulk'], [m('gb-intro'), c(OMAR)]],
  [
    'gb-comarketing',
    'how much co-marketing money can we give gulf bridge',
    [either('15,000', '15k', '15.000', '15 000')],
    [m('int-fwd-bram')],
  ],
  ['gb-visa', 'what does femke need before she can do the visa letters', ['passport'], [m('gb-femke-visa')]],
  ['gb-visa-out', 'when would the visa invitation letters go out', [day(2026, 11, 20)], [m('gb-femke-visa')]],
  // Van Loon pilot
  [
    'vl-fee',
    'how much is the van loon pilot',
    [either('4.500', '4,500', '4500', '4 500')],
    [m('vl-pilot-proposal')],
  ],
  [
    'vl-criteria',
    'what are the success criteria for the van loon pilot',
    ['90%', '5 minutes', 'Routa'],
    [m('vl-pilot-proposal')],
  ],
  [
    'vl-eta',
    'what ETA accuracy did the van loon pilot hit at the midpoint',
    ['87%'],
    [m('vl-joris-midpoint'), u('87% ETA accuracy')],
  ],
  [
    'vl-without-6',
    'what would the eta number be without the old carrier units',
    ['91%'],
    [m('vl-joris-midpoint')],
  ],
  [
    'vl-final-review',
    "when's the final van loon review",
    [day(2026, 12, 14)],
    [m('vl-noor-extend'), m('vl-eline-final')],
  ],
  [
    'vl-rollout',
    'how many trucks if van loon goes for the full fleet',
    ['180'],
    [m('vl-eline-final'), m('int-forecast-reply')],
  ],
  [
    'vl-routa-live',
    'since when is the routa integration live',
    [day(2026, 10, 19)],
    [m('vl-joris-midpoint')],
  ],
  ['vl-temp', 'how fast do temperature alerts reach van loons planners', ['3.2'], [m('vl-joris-midpoint')]],
  ['vl-pilot-start', 'when did the van loon pilot start', [day(2026, 10, 5)], [m('vl-pilot-proposal')]],
  // Nordhaven
  [
    'nh-winner',
    'who beat us at nordhaven',
    ['Shiplytics'],
    [m('nh-lost'), m('nh-shortlist'), u('Nordhaven lost to Shiplytics')],
  ],
  ['nh-why', 'why did we lose nordhaven', ['18%', 'Dynamics'], [m('nh-lost')]],
  [
    'nh-price',
    'what did we quote nordhaven',
    [either('142.000', '142,000', '142k', '142 000')],
    [m('nh-proposal')],
  ],
  ['nh-vessels', 'how many feeder vessels does nordhaven run', ['14'], [m('nh-proposal')]],
  ['nh-revisit', 'when did lars say we should talk again', ['Q3 2027'], [m('nh-lost')]],
  ['nh-strength', 'what did nordhaven think we did better', ['vessel ETA'], [m('nh-lost')]],
  [
    'nh-decision-date',
    'when was nordhaven’s steering committee decision',
    [day(2026, 10, 9)],
    [m('nh-shortlist')],
  ],
  // Khor Terminals
  [
    'khor-teu',
    'how much volume does khor terminals handle',
    [either('2.3 million', '2.3m', '2,300,000', '2.3 m')],
    [m('khor-hessa')],
  ],
  ['khor-visit', 'when is hessa coming to rotterdam', [day(2026, 11, 23)], [m('khor-hessa')]],
  ['khor-pain', "what's khor's biggest headache", ['turnaround'], [m('khor-hessa')]],
  ['khor-assistant', "who handles hessa's diary", ['Mariam'], [m('khor-willem-nudge')]],
  // Wisła Logistics
  [
    'wl-budget',
    "what's wisla logistics budget per month",
    [either('6 000', '6,000', '6000', '6.000')],
    [m('wl-request')],
  ],
  [
    'wl-quote',
    'what did i quote wisla per vehicle',
    [either('PLN 42', '42 PLN', '42 zł', '42 per vehicle')],
    [m('wl-offer')],
  ],
  ['wl-setup', 'setup fee for wisla?', [either('3 500', '3,500', '3500', '3.500')], [m('wl-offer')]],
  ['wl-missing', "what's stopping wisla from buying", ['e-TOLL'], [m('wl-etoll'), m('wl-noor-etoll')]],
  ['wl-etoll-when', 'when will we have e-toll', ['Q2 2027'], [m('wl-noor-etoll')]],
  ['wl-sent', 'how do we cover SENT reporting', ['GPSGuard'], [m('wl-noor-etoll')]],
  // Prairie Rail, Northshore, Hafenlager
  [
    'pr-railcars',
    'how many railcars does prairie rail move',
    [either('9,500', '9500', '9 500')],
    [m('pr-docs')],
  ],
  ['pr-edi', 'do we take EDI 322? what did i tell connor', ['gateway'], [m('pr-noor')]],
  [
    'pr-call-time',
    'what time did we end up doing the prairie rail call',
    [either('11am', '11 am', '11:00', '11 a.m.')],
    [m('pr-connor-time')],
  ],
  [
    'pr-security',
    'what form does prairie rail need filled in before a poc',
    ['SIG Lite'],
    [m('pr-amelia-security')],
  ],
  [
    'ns-price',
    'what did i quote northshore 3pl',
    [either('CAD 55', '55 per truck', '1,375', '1375', '$55')],
    [m('ns-noor')],
  ],
  ['ns-french', 'is the driver app in french, what did i tell emilie', ['4.2'], [m('ns-noor-french')]],
  [
    'ns-competitor',
    'which vendor is northshore weighing us against',
    ['Samsara'],
    [m('int-lotte-northshore')],
  ],
  ['hb-volume', 'how many trucks a day at hafenlager bremen', ['200'], [m('hb-reference')]],
  ['hb-reference', 'who did i offer hafenlager as a reference', ['Van Loon'], [m('hb-noor')]],
  ['hb-call-week', 'when can sabine do the reference call', [day(2026, 11, 16)], [m('hb-sabine-ok')]],
  // Newsletters, events, internal
  [
    'nl-frachtblick-raise',
    'how much did frachtblick raise',
    [either('12m', '12 million', '12,000,000', '12 m')],
    [m('nl-ftw-212')],
  ],
  ['nl-frachtblick-lead', "who led frachtblick's round", ['Rheinland Ventures'], [m('nl-ftw-212')]],
  ['tls-talk', 'when is my talk at the logistic summit', [day(2026, 11, 26), '11:40'], [m('tls-speaker')]],
  ['tls-dinner', 'where is the speaker dinner', ['Hotel New York'], [m('tls-speaker')]],
  ['tls-slides', 'when are my slides due', [day(2026, 11, 18)], [m('tls-slides')]],
  [
    'spam-leads-price',
    'how much was that lead list guy asking for',
    [either('1,490', '1490', '1 490')],
    [m('spam-leads')],
  ],
  ['int-board', "when is sanne's board meeting", [day(2026, 11, 17)], [m('int-forecast')]],
  ['int-1on1', 'what time is my 1:1 with sanne tomorrow', ['16:00'], [m('cal-1on1')]],
  [
    'int-recruiter',
    'what base was the recruiter offering for the head of partnerships job',
    ['120', '140'],
    [m('spam-recruiter')],
  ],
  ['int-forecast-due', 'when did sanne want my q4 numbers', [day(2026, 11, 6)], [m('int-forecast')]],
]);

// ── People named by role or company only ───────────────────────────────────────────────────────
const ROLE: Question[] = rows('email', [
  [
    'role-rf-coo',
    "what does rheinfracht's COO want to see from us",
    ['business case'],
    [m('rf-claudia-reply'), m('int-fwd-claudia')],
  ],
  [
    'role-maple-cfo-clause',
    "which clause did maple's cfo point to",
    ['9.2'],
    [m('mc-priya-cap'), m('mc-noor-counter')],
  ],
  [
    'role-maple-cfo-terms',
    'what payment terms did the CFO at maple crescent ask for',
    [either('net 60', '60 days')],
    [m('mc-priya-124')],
  ],
  [
    'role-our-finance',
    'what did our finance manager say about payment terms for maple',
    [either('net 45', '45 days')],
    [m('mc-femke-terms')],
  ],
  [
    'role-bpa-it-login',
    "what does baltica's head of IT need for login",
    ['Azure AD'],
    [m('bpa-tomasz-tech')],
  ],
  ['role-bpa-it-who', 'who is the IT head at the gdansk port authority', ['Tomasz'], person(TOMASZ)],
  ['role-ceo-uae', 'what does our ceo want in the UAE and by when', ['Q1 2027'], [m('int-fwd-bram')]],
  ['role-gb-partner-mgr', "who's the partner manager at gulf bridge", ['Fatima'], person(FATIMA)],
  [
    'role-vl-planning',
    "what did van loon's head of planning ask for after the midpoint review",
    [either('2 weeks', 'two weeks')],
    [m('vl-eline-extend')],
  ],
  [
    'role-vl-md',
    'what did the van loon director want added to the pilot criteria',
    [either('door-open', 'door open')],
    [m('vl-pieter-ok')],
  ],
  [
    'role-maple-procurement',
    "what does maple's procurement guy need from us",
    ['GST'],
    [m('mc-kyle-vendor')],
  ],
  [
    'role-prairie-cto',
    "when does prairie rail's CTO want the security questionnaire back",
    [day(2026, 11, 20)],
    [m('pr-amelia-security')],
  ],
  ['role-rf-it', "what did rheinfracht's IT lead ask before the demo", ['SOC 2'], [m('rf-stefan-hosting')]],
  [
    'role-our-legal',
    'which courts did our legal counsel accept for gulf bridge',
    ['DIFC'],
    [m('gb-daan-agreement')],
  ],
  [
    'role-khor-director',
    'what is the digital transformation director at khor working on',
    ['gate'],
    [m('khor-hessa')],
  ],
  ['role-wisla-ceo', 'how many vehicles did the wisla CEO want an offer for', ['150'], [m('wl-request')]],
  [
    'role-jebel-procurement',
    "what does jebel cargo's head of procurement want",
    ['AED', '12 months'],
    [m('gb-omar-jebel')],
  ],
  [
    'role-northshore-manager',
    "who is emilie's manager at northshore",
    ['Guy Arsenault'],
    [m('int-lotte-northshore')],
  ],
]);

// ── Threads whose answer is in a later reply ──────────────────────────────────────────────────
const THREAD: Question[] = rows('email', [
  [
    'th-bpa-wadium-form',
    'did baltica say if the wadium can be a guarantee',
    ['insurance'],
    [m('bpa-answers')],
  ],
  [
    'th-gb-decider',
    'did gulf bridge ever tell me who decides at jebel cargo',
    ['Khalid'],
    [m('gb-omar-jebel')],
  ],
  ['th-vl-truck27', 'what was the problem with truck 27', ['SIM'], [m('vl-joris-truck')]],
  [
    'th-mc-net45',
    'did maple crescent accept net 45',
    [either('acceptable', 'accepted', 'yes')],
    [m('mc-priya-net45')],
  ],
  ['th-rf-claudia', 'did claudia reuter ever answer my email', ['45 minutes'], [m('rf-claudia-reply')]],
  ['th-derek-reaction', 'how did derek react to the renewal price', ['big jump'], [m('mc-derek-loop')]],
  [
    'th-pieter-ok',
    'did pieter agree to the pilot proposal',
    [either('Akkoord', 'agreed', 'yes')],
    [m('vl-pieter-ok')],
  ],
  [
    'th-eline-6',
    'is pieter ok with leaving out the 6 old trucks',
    [either('agrees', 'yes', 'agreed')],
    [m('vl-eline-final')],
  ],
  [
    'th-sanne-rf',
    'what did sanne say when i asked about a price cut for rheinfracht',
    ['No price cut'],
    [m('int-sanne-rf')],
  ],
  ['th-omar-counter', 'what did omar come back with after i said 20%', ['22%'], [m('gb-omar-22')]],
  ['th-marek-price', 'what did marek say about our price', [either('price is ok', 'ok')], [m('wl-etoll')]],
  [
    'th-tomasz-visit',
    'did tomasz come back about the site visit',
    [either('did not decide', 'not decided', "hasn't decided", 'not decide')],
    [m('bpa-tomasz-incumbent')],
  ],
]);

// ── Contact fields ──────────────────────────────────────────────────────────────────────────
const FIELD: Question[] = rows('field', [
  ['field-jana-phone', 'jana schulz phone', ['555 4471'], person(JANA)],
  ['field-omar-title', "what's omar's title", ['Managing Partner'], person(OMAR)],
  ['field-eline-title', 'eline bakker title?', [either('Head of Planning', 'Hoofd Planning')], person(ELINE)],
  [
    'field-khalid-company',
    'which company is khalid al hammadi at',
    ['Jebel Cargo'],
    [c(KHALID), m('gb-omar-jebel')],
  ],
  [
    'field-derek-phone',
    "derek fontaine's number",
    [either('905-555-0142', '905 555 0142', '(905) 555-0142')],
    person(DEREK),
  ],
  ['field-tomasz-phone', 'phone number for tomasz at baltica', ['555 31 77'], person(TOMASZ)],
  ['field-ewa-title', 'what does ewa kaminska do at wisla', ['COO'], [c('ewa.kaminska@wisla-log.example')]],
  ['field-portbase', "who's our contact at portbase", ['Henk Dekker'], [c('henk.dekker@portbase.example')]],
  [
    'field-connor-phone',
    'connor macdougall phone',
    [either('204-555-0166', '204 555 0166', '(204) 555-0166')],
    person(CONNOR),
  ],
  ['field-csm', 'who is our customer success manager', ['Hugo de Boer'], [c('hugo.deboer@tidewell.example')]],
  [
    'field-karim-title',
    'karim nasser - what is his role',
    ['Finance Director'],
    [c('karim.nasser@gulfbridge.example')],
  ],
  ['field-khor-cfo', "who's the CFO at khor terminals", ['Al Zaabi'], [c('m.alzaabi@khorterminals.example')]],
]);

// ── The owner's updates ───────────────────────────────────────────────────────────────────────
const UPDATE: Question[] = rows('update', [
  [
    'upd-derek',
    'when was i meant to follow up with derek',
    [day(2026, 10, 6)],
    [u('Follow up with Derek on 6 October')],
  ],
  [
    'upd-lars',
    'when should i reconnect with lars petersen',
    ['June 2027'],
    [u('Reconnect with Lars Petersen')],
  ],
  [
    'upd-vl-report',
    'when is the van loon temperature report due',
    [day(2026, 11, 13)],
    [u('temperature report per truck')],
  ],
  ['upd-fatima', 'when do i follow up with fatima', [day(2026, 11, 16)], [u('Follow up with Fatima')]],
  ['upd-marek', 'when should i chase wisla', [day(2026, 11, 16)], [u('Chase Marek')]],
  ['upd-prairie-poc', 'when is the prairie rail poc proposal due', [day(2026, 11, 20)], [u('PoC proposal')]],
  [
    'upd-bpa-ref',
    'which project are we using as our port reference for baltica',
    ['Maasvlakte'],
    [u('Maasvlakte gate project')],
  ],
  ['upd-prairie-corridor', 'which corridor is the prairie poc on', ['Saskatoon'], [u('Winnipeg-Saskatoon')]],
  [
    'upd-omar-announce',
    'when does omar want to announce the partnership',
    ['February'],
    [u('Dubai logistics week')],
  ],
  [
    'upd-claudia-todo',
    'what do i need to send claudia before the re-demo',
    [either('waiting-hours', 'waiting hours')],
    [u('waiting-hours business case')],
  ],
]);

// ── Who wrote to whom ─────────────────────────────────────────────────────────────────────────
const METADATA: Question[] = [
  ...rows('metadata', [
    ['meta-intro-hessa', 'who introduced me to hessa', ['Willem'], [m('khor-intro')]],
    [
      'meta-hessa-silent',
      'who never told me which day she can meet in rotterdam',
      ['Hessa'],
      [m('khor-noor')],
    ],
    ['meta-last-rheinfracht', 'who did i last write to at rheinfracht', ['Stefan'], [m('rf-noor-hosting')]],
    ['meta-last-maple', 'who was the last person i emailed at maple crescent', ['Kyle'], [m('mc-noor-kyle')]],
    ['meta-first-gb', 'who at gulf bridge contacted me first', ['Omar'], [m('gb-intro')]],
    ['meta-fwd-bram', "who forwarded me bram's email about the middle east", ['Sanne'], [m('int-fwd-bram')]],
    ['meta-intro-lotte', 'who introduced me to lotte', ['Sanne'], [m('int-meet-lotte')]],
    ['meta-most-baltica', 'who at baltica writes to me the most', ['Katarzyna'], [from(KASIA)]],
    ['meta-cc-claudia', 'who did i cc when i first wrote to claudia', ['Jana'], [m('rf-noor-claudia')]],
    [
      'meta-markus-new',
      "what's markus brandt's new email",
      ['markus.brandt@elbkontor.example'],
      [m('rf-markus-elbkontor')],
    ],
  ]),
  {
    id: 'dev5-meta-contact-count',
    kind: 'metadata',
    question: 'how many contacts do i have',
    facts: (truth) => [String(truth.contactCount)],
    sources: [],
  },
];

// ── Time ranges and counts ────────────────────────────────────────────────────────────────────
const TIME: Question[] = rows('time', [
  [
    'time-rf-last-week',
    'who at rheinfracht emailed me last week',
    ['Claudia', 'Jana'],
    [m('rf-claudia-reply'), m('rf-jana-date'), m('cal-redemo'), m('rf-markus-autoreply')],
  ],
  [
    'time-yesterday',
    'who emailed me yesterday',
    ['Markus', 'Femke'],
    [m('rf-markus-elbkontor'), m('gb-femke-aed'), m('tls-slides')],
  ],
  ['time-count-kasia', 'how many emails has katarzyna nowak sent me', ['5'], [from(KASIA)]],
  [
    'time-gb-october',
    'what did gulf bridge send me in october',
    ['Jebel Cargo', 'training'],
    [m('gb-jebel-reg'), m('gb-fatima-training')],
  ],
  ['time-vl-this-week', 'anything from van loon this week', ['180'], [m('vl-eline-final')]],
  [
    'time-maple-start',
    'when did the maple renewal conversation start',
    [day(2026, 9, 28)],
    [m('mc-renewal-quote')],
  ],
  [
    'time-markus-told',
    'when did markus tell me he was leaving',
    [day(2026, 10, 19)],
    [m('rf-markus-leaving')],
  ],
  [
    'time-nh-lost',
    'what day did nordhaven tell me they went with someone else',
    [day(2026, 10, 12)],
    [m('nh-lost')],
  ],
]);

// ── Follow-ups in a chat ──────────────────────────────────────────────────────────────────────
const FOLLOW_UP: Question[] = [
  {
    id: 'dev5-fu-willem-phone',
    kind: 'follow-up',
    history: [
      { question: 'who introduced me to hessa?', answer: 'Willem Smit of Smit Advisory, on 1 October.' },
    ],
    question: 'whats his number',
    facts: ['5555 3390'],
    sources: person(WILLEM),
  },
  {
    id: 'dev5-fu-priya-terms',
    kind: 'follow-up',
    history: [{ question: "who's the CFO at maple crescent?", answer: 'Priya Sandhu.' }],
    question: 'what payment terms did she finally accept?',
    facts: [either('net 45', '45 days')],
    sources: [m('mc-priya-net45')],
  },
  {
    id: 'dev5-fu-khalid-phone',
    kind: 'follow-up',
    history: [
      { question: 'who decides at jebel cargo?', answer: 'Khalid Al Hammadi, their head of procurement.' },
    ],
    question: 'and his phone?',
    facts: ['555 8800'],
    sources: [c(KHALID)],
  },
  {
    id: 'dev5-fu-jana-phone',
    kind: 'follow-up',
    history: [
      {
        question: 'who replaced markus as my contact at rheinfracht?',
        answer: 'Jana Schulz (dispatch) day to day; Dr. Claudia Reuter, the COO, makes the decision.',
      },
    ],
    question: "what's jana's number",
    facts: ['555 4471'],
    sources: person(JANA),
  },
  {
    id: 'dev5-fu-vl-rollout',
    kind: 'follow-up',
    history: [
      {
        question: "when's the final van loon review?",
        answer: 'Monday 14 December, 10:00 at their office in Tilburg.',
      },
    ],
    question: 'how many trucks would the full rollout be',
    facts: ['180'],
    sources: [m('vl-eline-final'), m('int-forecast-reply')],
  },
  {
    id: 'dev5-fu-wisla-reply',
    kind: 'follow-up',
    history: [
      {
        question: 'what did we quote wisla?',
        answer: 'PLN 42 per vehicle per month (PLN 6,300 a month), 24 months, PLN 3,500 setup.',
      },
    ],
    question: 'did they reply?',
    facts: ['e-TOLL'],
    sources: [m('wl-etoll')],
  },
];

// ── Not in the data: mostly near misses (the person or company is there, the thing is not) ────
const UNANSWERABLE: Question[] = [
  ...[
    // Near misses
    ["what's priya sandhu's phone number", 'priya-phone'],
    ['hessa al falasi phone', 'hessa-phone'],
    ["what's amelia grant's number", 'amelia-phone'],
    ['when is the site visit at baltica', 'bpa-site-visit-date'],
    ['what day am i meeting hessa in rotterdam', 'hessa-meeting-day'],
    ['how much do we charge gulf bridge for the engineer training', 'gb-training-price'],
    ['what price did we submit for the baltica tender', 'bpa-submitted-price'],
    ['which competitor is maple crescent looking at', 'mc-competitor'],
    ['who are the other bidders in the baltica tender', 'bpa-other-bidders'],
    ['how much is the e-toll module for wisla', 'wl-etoll-price'],
    ['what does the SENT reporting add-on cost', 'wl-sent-price'],
    ['what did van loon pay for the telematics boxes', 'vl-box-cost'],
    ["what's the name of frachtblick's ceo", 'frachtblick-ceo'],
    ["what's khor terminals' budget for this", 'khor-budget'],
    ['when is the gulf bridge reseller agreement getting signed', 'gb-sign-date'],
    ['how much is the prairie rail poc going to cost them', 'pr-poc-price'],
    ['when is my next call with prairie rail', 'pr-next-call'],
    ['what did lars say about our SAP integration', 'nh-sap'],
    ['whats the wadium for the gdynia tender', 'gdynia-wadium'],
    ['what did agnieszka lewandowska say about the site visit', 'agnieszka-visit'],
    ['what did jan vos say about the pilot', 'jan-vos-pilot'],
    ['how many trucks does northshore run into maine', 'ns-maine-trucks'],
    ['when does the gulf bridge reseller agreement come up for renewal', 'gb-renewal'],
    ['what discount did we give van loon on the full rollout', 'vl-discount'],
    ['what uptime SLA does baltica require', 'bpa-uptime'],
    ["who's the CFO at rheinfracht", 'rf-cfo'],
    ['how much does it cost to extend the jebel cargo demo tenant', 'gb-demo-cost'],
    ['what budget does elbkontor have for barge tracking', 'elbkontor-budget'],
    ["what's the name of jebel cargo's ceo", 'jebel-ceo'],
    ['what did hessa think of our pricing', 'hessa-pricing'],
    ['what per vehicle price did we offer baltica', 'bpa-per-vehicle'],
    ['who has the login for rheinfracht’s sap tm test system', 'rf-sap-credentials'],
    ["what's lotte's phone number", 'lotte-phone'],
    ['what did jebel cargo think of the demo', 'jebel-demo-feedback'],
    ['what is the implementation fee for rheinfracht', 'rf-implementation-fee'],
    ['how many trucks does jebel cargo have', 'jebel-trucks'],
    ['what did connor say about our pricing', 'connor-pricing'],
    ['what is the renewal price for the calgary dc on its own', 'mc-calgary-price'],
    ['when am i meeting omar in dubai', 'omar-dubai-meeting'],
    ['when does the wisla contract start', 'wl-start'],
    ['which TMS does hafenlager bremen use', 'hb-tms'],
    ['what did sabine kruger say about pricing', 'hb-pricing'],
    ['when will baltica award the tender', 'bpa-award'],
    ['does baltica have a test environment for portnet', 'bpa-portnet-test'],
    ['how many users will baltica have on the platform', 'bpa-users'],
    ['what did khalid al hammadi email me', 'khalid-email'],
    ['how many seats does prairie rail need', 'pr-seats'],
    ['what did derek say about the net 45 terms', 'derek-net45'],
    // Far misses
    ["what's the status of the flexport partnership", 'flexport'],
    ['when is my performance review', 'perf-review'],
    ["what's the status of the maersk deal", 'maersk'],
    ['when is my dentist appointment', 'dentist'],
    ['how much did we invoice dp world in august', 'dp-world'],
    ['what did the port of antwerp ask for', 'antwerp'],
    ['whats the wifi password for meeting room maas', 'wifi'],
    ['who at kuehne+nagel have i emailed', 'kuehne-nagel'],
    ['when does my train to hamburg leave', 'train'],
    ['how much is the rent on the wilhelminakade office', 'rent'],
    ['what did the mexican distributor ask for', 'mexico'],
    ['how many employees does tidewell have', 'headcount'],
    ['when is the tidewell christmas party', 'xmas'],
  ].map(([question, id]) => ({
    id: `dev5-none-${id}`,
    kind: 'unanswerable' as const,
    question: question as string,
  })),
  {
    id: 'dev5-none-fu-stefan-phone',
    kind: 'unanswerable',
    history: [{ question: "who's the head of IT at rheinfracht?", answer: 'Stefan Hoffmann (IT-Leiter).' }],
    question: "what's his phone number?",
  },
];

export const DEV5_QUESTIONS: readonly Question[] = [
  ...EMAIL,
  ...ROLE,
  ...THREAD,
  ...FIELD,
  ...UPDATE,
  ...METADATA,
  ...TIME,
  ...FOLLOW_UP,
  ...UNANSWERABLE,
];
