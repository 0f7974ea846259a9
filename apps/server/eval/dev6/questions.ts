/**
 * The dev6 questions, written BLIND to the engine (no engine code, tests, docs or eval reports
 * were read) against dev6/dataset.ts: what a busy founder (Tomás Ferreira, Lumen Dental Cloud)
 * would type about his own mailbox, contacts and updates, asked "now" = Monday 1 March 2027,
 * 10:00 UTC ("last week" is Mon 22 - Sun 28 Feb 2027; "yesterday" is Sunday 28 Feb). Every answer
 * was checked by re-reading the data; unanswerable questions (a quarter, most of them near misses:
 * the person or company exists but the thing asked is nowhere) expect the not-found sentence.
 */
import { day } from '../questions.js';
import type { ExpectedFact, Question, SourceKey } from '../types.js';

const m = (id: string): SourceKey => ({ messageId: `${id}@dev6.test` });
const c = (email: string): SourceKey => ({ contact: email });
const u = (phrase: string): SourceKey => ({ update: phrase });
const from = (address: string, subject?: string): SourceKey =>
  subject === undefined ? { mail: address } : { mail: address, subject };
const person = (email: string): SourceKey[] => [c(email), from(email)];
const either = (...spellings: (string | readonly string[])[]): ExpectedFact => spellings.flat();

const KAREN = 'kwhitlock@brightsmiledsp.example';
const DAVID = 'dosei@brightsmiledsp.example';
const MEGAN = 'mhale@brightsmiledsp.example';
const JENNIFER = 'jpark@brightsmiledsp.example';
const CARMEN = 'carmen.ruiz@albeniz-dental.example';
const NIAMH = 'niamh@harbourdental.example';
const CIARAN = 'ciaran.walsh@harbourdental.example';
const FERNANDA = 'fernanda.lima@odontovida.example';
const SOFIA = 'sofia@atlanticovc.example';
const LUISA = 'luisa@mendesconsultoria.example';
const OLIVER = 'oliver.grant@talentbridge.example';
const GRETA = 'greta.lind@textflow.example';
const PAULO = 'paulo.nunes@sorrisogroup.example';
const ANARITA = 'anarita@duartelegal.example';
const RACHEL = 'rstone@kestrelassurance.example';
const HENRIQUE = 'henrique.dias@gmail.example';
const MARK = 'mfeldman@pacificcoastdental.example';
const RUI = 'rui@lumendental.example';

type Row = [id: string, question: string, facts: readonly ExpectedFact[], sources: readonly SourceKey[]];
const rows = (kind: Exclude<Question['kind'], 'unanswerable'>, list: readonly Row[]): Question[] =>
  list.map(([id, question, facts, sources]) => ({ id: `dev6-${id}`, kind, question, facts, sources }));

const EMAIL: Question[] = rows('email', [
  // Sorriso Group: the migration blocker
  [
    'sor-blocker',
    "what's blocking the sorriso migration",
    [either('x-ray', 'xray', 'DSX')],
    [m('sor-blocker'), m('sor-fwd-ines'), m('sor-plan'), m('sor-ines-dsx')],
  ],
  [
    'sor-patients',
    'how many patients does Sorriso have',
    [either('38,000', '38000', '38 000')],
    [m('sor-blocker'), m('sor-plan')],
  ],
  [
    'sor-converter-eta',
    'when will the converter for the dsx files be ready?',
    [day(2027, 3, 8)],
    [m('sor-ines-dsx'), m('sor-plan'), m('sor-ines-status'), m('int-ines-weekly')],
  ],
  [
    'sor-dsx-format',
    'what are those dsx images actually under the hood',
    [either('JPEG 2000', 'JPEG2000', 'JPEG-2000')],
    [m('sor-ines-dsx')],
  ],
  [
    'sor-export-size',
    'how big is the sorriso export',
    [either('2.3 TB', '2.3TB', '2.3 terabytes')],
    [m('sor-paulo-size')],
  ],
  ['sor-dhl', 'dhl tracking number for the sorriso disk', ['4471 2290 615'], [m('sor-disk-sent')]],
  [
    'sor-corrupt',
    'how many x-rays failed in the converter test',
    [either('1,140', '1140')],
    [m('sor-ines-status')],
  ],
  [
    'sor-braga-monthly',
    'what will sorriso pay a month once braga opens',
    [either('2.880', '2,880')],
    [m('sor-braga-answer')],
  ],
  [
    'sor-export-deadline',
    'by when does Paulo have to get us the full export to keep the 15 march go live',
    [day(2027, 3, 3)],
    [m('sor-ines-dsx'), m('sor-plan')],
  ],
  [
    'sor-golive',
    'what go-live date did Sorriso plan',
    [day(2027, 3, 15)],
    [m('sor-blocker'), m('sor-plan'), m('sor-ines-dsx')],
  ],
  [
    'sor-training-where',
    'where is the sorriso team training happening',
    ['Boavista'],
    [m('sor-training-rui'), m('sor-training-count')],
  ],
  [
    'sor-training-date',
    'did rui agree to a saturday training for joana? which day',
    [day(2027, 3, 13)],
    [m('sor-training-rui')],
  ],
  [
    'sor-training-people',
    'how many people is Sorriso sending to training',
    ['41'],
    [m('sor-training-count')],
  ],
  [
    'sor-it-person',
    "who's the IT guy at sorriso",
    ['Paulo'],
    [m('sor-fwd-ines'), m('sor-paulo-size'), m('sor-disk-sent')],
  ],
  ['sor-gaia', 'where do the broken x-ray headers come from', ['Gaia'], [m('sor-ines-status')]],
  // Bright Smile Dental Partners
  ['bs-locations', 'how many locations does bright smile have', ['62'], [m('bs-rfp'), m('bs-proposal')]],
  ['bs-competitors', 'which vendors is bright smile weighing us against', ['Ascend', 'Curve'], [m('bs-rfp')]],
  ['bs-annual', 'what did we quote BSDP per year', [either('148,800', '148.8k')], [m('bs-proposal')]],
  [
    'bs-per-location',
    'per location price for the texas DSO?',
    [either('$200', '200')],
    [m('bs-proposal'), m('bs-answers')],
  ],
  [
    'bs-impl-fee',
    'implementation fee we proposed to bright smile',
    [either('42,000', '42k')],
    [m('bs-proposal'), m('bs-david'), m('bs-david-answer')],
  ],
  [
    'bs-sig-due',
    "when is bright smile's security questionnaire due",
    [day(2027, 3, 12)],
    [m('bs-karen-questions')],
  ],
  ['bs-sig-promised', 'when did I promise to send the SIG Lite back', [day(2027, 3, 10)], [m('bs-answers')]],
  ['bs-auditor', 'who is doing our SOC 2 audit', ['Kestrel'], [m('bs-answers'), c(RACHEL)]],
  [
    'bs-cfo-terms',
    'what payment terms did their CFO want at bright smile',
    [either('net-60', 'net 60', '60 days')],
    [m('bs-david')],
  ],
  [
    'bs-agreed-terms',
    'what payment terms did we land on with BSDP',
    [either('net-45', 'net 45', '45 days')],
    [m('bs-david-answer'), m('bs-david-ok')],
  ],
  [
    'bs-instalment',
    'how much is each monthly instalment of the bsdp implementation fee',
    [either('3,500', '3.5k')],
    [m('bs-david-answer')],
  ],
  ['bs-security-need', 'what does their head of security need beyond SSO', ['SCIM'], [m('bs-megan-scim')]],
  [
    'bs-scim-when',
    'when did I tell Megan SCIM would ship',
    [either('June', 'end of Q2')],
    [m('bs-megan-answer'), m('bs-ines-scim')],
  ],
  [
    'bs-staff',
    'how many staff does bsdp provision through okta',
    [either('1,400', '1400')],
    [m('bs-megan-scim')],
  ],
  ['bs-karen-back', 'when is karen whitlock back in the office', [day(2027, 3, 8)], [m('bs-karen-ooo')]],
  [
    'bs-karen-cover',
    'who do i talk to at bsdp while karen is out',
    ['Jennifer Park'],
    [m('bs-karen-ooo'), m('bs-jennifer')],
  ],
  [
    'bs-shortlist',
    'when does the bright smile committee pick the shortlist',
    [day(2027, 3, 18)],
    [m('bs-jennifer')],
  ],
  [
    'bs-decision',
    'when will bright smile decide on a vendor',
    [either('Q2', 'second quarter')],
    [m('bs-rfp')],
  ],
  ['bs-hosting', 'where would we host the bsdp data', [either('us-east-2', 'Ohio')], [m('bs-proposal')]],
  [
    'bs-price-lock',
    'how long a price lock did i give bright smile',
    [either('36 months', 'three years', '3 years', 'three-year', '3-year')],
    [m('bs-answers')],
  ],
  ['bs-rfp-due', 'when were RFP 2027-014 proposals due', [day(2027, 2, 5)], [m('bs-rfp')]],
  // Clínicas Dentales Albéniz
  [
    'alb-golive',
    'when does albeniz go live',
    [day(2027, 4, 5)],
    [m('alb-signed'), m('alb-confirm'), u('Albéniz signed')],
  ],
  [
    'alb-monthly',
    "what's the monthly subscription for Albéniz",
    [either('1.890', '1,890')],
    [m('alb-confirm')],
  ],
  ['alb-impl', 'implementation fee for albeniz?', [either('9.500', '9,500')], [m('alb-confirm')]],
  ['alb-printers', 'what label printers does albéniz use', ['ZD421'], [m('alb-sergio-kickoff')]],
  [
    'alb-printer-ok',
    'do the albeniz zebra printers work with lumen',
    [either('supported', 'ZPL')],
    [m('alb-rui-zebra')],
  ],
  [
    'alb-kickoff-where',
    'address for the albeniz kickoff',
    ['Luchana'],
    [m('alb-sergio-kickoff'), m('cal-albeniz-kickoff')],
  ],
  [
    'alb-sessions',
    'how many training sessions are we doing for albeniz',
    [either('3', 'three')],
    [m('alb-rui-zebra')],
  ],
  [
    'alb-kickoff-people',
    'how many reception people is albéniz bringing to the kick off',
    ['12'],
    [m('alb-sergio-kickoff')],
  ],
  // Javier Ortega (referral)
  [
    'jav-current',
    'which system is javier ortega unhappy with',
    ['Gesden'],
    [m('alb-intro-javier'), m('alb-javier-demo')],
  ],
  ['jav-clinics', 'how many clinics does Javier have', [either('4', 'four')], [m('alb-intro-javier')]],
  [
    'jav-demo-date',
    "when's the demo with javier",
    [day(2027, 3, 3)],
    [m('alb-javier-slot'), m('alb-javier-confirm')],
  ],
  [
    'jav-problem',
    "what's the main pain point with his current software for the valencia guy",
    [either('online booking', 'booking')],
    [m('alb-javier-demo')],
  ],
  [
    'jav-joining',
    "who's joining the ortega demo from their side",
    [either('Lucía', 'Lucia')],
    [m('alb-javier-confirm')],
  ],
  // Harbour Dental Group: the churn threat
  ['hb-why', 'why is harbour dental threatening to leave', [either('SMS', 'reminder')], [m('hb-complaint')]],
  ['hb-competitor', 'who would harbour move to', ['Dentally'], [m('hb-complaint'), m('hb-ciaran')]],
  [
    'hb-renewal',
    "when's harbour's renewal",
    [day(2027, 3, 31)],
    [m('hb-complaint'), u('Niamh Byrne (Harbour)')],
  ],
  ['hb-noshows', 'how many no shows did harbour have because of the sms thing', ['23'], [m('hb-complaint')]],
  [
    'hb-director-ask',
    "what did harbour's clinical director ask for",
    [either('two months', '2 months'), 'SLA'],
    [m('hb-ciaran')],
  ],
  [
    'hb-credit-final',
    'what credit did we end up giving harbour',
    [either('2,300', '2.300')],
    [m('hb-accept')],
  ],
  ['hb-sla', 'what reminder SLA did we promise harbour', ['99.5%'], [m('hb-accept')]],
  [
    'hb-monthly',
    'how much does harbour pay us a month',
    [either('1,150', '1.150')],
    [m('hb-rui-cause'), m('hb-apology')],
  ],
  [
    'hb-first-offer',
    'what did i first offer niamh as an apology',
    [either('one month', '1 month', '1,150')],
    [m('hb-apology')],
  ],
  ['hb-deadline', 'when would harbour sign with dentally if we say no', [day(2027, 4, 1)], [m('hb-ciaran')]],
  // TextFlow
  [
    'tf-cause',
    'what actually caused the sms outage',
    [either('routing', 'carrier')],
    [m('tf-incident'), m('hb-rui-cause'), m('hb-apology')],
  ],
  [
    'tf-undelivered',
    'how many messages were not delivered in the textflow incident',
    [either('4,812', '4812')],
    [m('tf-incident')],
  ],
  ['tf-credit', 'what service credit is textflow giving us', ['310'], [m('tf-incident')]],
  ['tf-january', "what's our january textflow bill", [either('1,240', '1240')], [m('tf-invoice')]],
  [
    'tf-goodwill',
    'what did the sms provider offer us to make up for it',
    ['WhatsApp'],
    [m('ven-textflow-upsell')],
  ],
  // OdontoVida
  ['ov-quote', 'what price did i quote odontovida', [either('38.500', '38,500')], [m('ov-quote')]],
  ['ov-per-clinic', 'per clinic price for the brazilian group', [either('1.750', '1,750')], [m('ov-quote')]],
  [
    'ov-needs',
    'what integrations does odontovida need',
    ['TISS', either('NF-e', 'NFe')],
    [m('ov-rafael-req')],
  ],
  ['ov-current', 'what system is OdontoVida using today', ['Dental Office'], [m('ov-luisa-reply')]],
  ['ov-timeline', 'how long would the odontovida rollout take', [either('90 days', '90')], [m('ov-quote')]],
  [
    'ov-cfo-wants',
    "what does odontovida's finance director want before approving",
    ['boleto', either('5%', '5 %')],
    [m('ov-fernanda')],
  ],
  [
    'ov-threshold',
    'above what monthly amount does fernanda have to sign off',
    [either('30 mil', '30,000', '30.000', '30k')],
    [m('ov-rafael-lgpd')],
  ],
  [
    'ov-hosting',
    'where will odontovida data be hosted',
    [either('São Paulo', 'Sao Paulo', 'sa-east-1')],
    [m('ov-tomas-lgpd'), m('ov-bea-hosting')],
  ],
  ['ov-hosting-cost', 'how much more does hosting in brazil cost us', ['18%'], [m('ov-bea-hosting')]],
  ['ov-nfe-partner', 'which partner do we use for NF-e', ['eNotas'], [m('ov-quote')]],
  // Clínica Dentária Estrela
  ['est-offer', 'what did i offer Miguel Tavares', [either('298', '149')], [m('est-tomas-price')]],
  ['est-chairs', 'how many chairs does clinica estrela have', [either('7', 'seven')], [m('est-miguel-ask')]],
  ['est-discount', 'whats the discount for estrela if they pay annually', ['20%'], [m('est-tomas-price')]],
  ['est-partner', 'who else at estrela wants to see a demo', ['Sara Gomes'], [m('est-miguel-partner')]],
  ['est-current', 'what software is estrela on now', ['Imaginasoft'], [m('est-miguel-ask')]],
  // Investors
  [
    'inv-valuation',
    "what's the valuation in the term sheet",
    [either('€10M', '10M', '10 million', '€10 million')],
    [m('inv-termsheet'), m('inv-fwd-lawyer'), m('inv-sofia-pool')],
  ],
  [
    'inv-round',
    'how big is the seed round',
    [either('2.5M', '2.5 million', '€2.5M')],
    [m('inv-termsheet'), m('inv-fwd-lawyer')],
  ],
  [
    'inv-atlantico-amount',
    'how much is atlantico putting in themselves',
    [either('1.5M', '1.5 million')],
    [m('inv-termsheet')],
  ],
  [
    'inv-pref',
    'liquidation pref in the atlantico term sheet?',
    [either('1x', 'non-participating')],
    [m('inv-termsheet'), m('inv-fwd-lawyer')],
  ],
  [
    'inv-sign-by',
    'when does sofia want the term sheet countersigned',
    [day(2027, 3, 12)],
    [m('inv-termsheet'), m('inv-fwd-lawyer')],
  ],
  ['inv-mrr', 'what MRR did I give Sofia', [either('61,400', '61.4k')], [m('inv-tomas-metrics')]],
  ['inv-nrr', "what's our net revenue retention", ['118%'], [m('inv-tomas-metrics')]],
  [
    'inv-runway',
    'how much runway did i tell the investors we have',
    [either('11 months', 'eleven months')],
    [m('inv-tomas-metrics')],
  ],
  ['inv-burn', 'monthly burn we reported to atlântico', [either('85k', '85,000')], [m('inv-tomas-metrics')]],
  [
    'inv-clinics',
    'how many clinics are on lumen according to the numbers I sent sofia',
    ['312'],
    [m('inv-tomas-metrics')],
  ],
  ['inv-gross-margin', 'what gross margin did i tell northgate', ['81%'], [m('inv-hannah-answer')]],
  [
    'inv-cac',
    'CAC payback we quoted hannah',
    [either('14 months', 'fourteen months')],
    [m('inv-hannah-answer')],
  ],
  [
    'inv-hannah-asked',
    'what data did hannah ask me for',
    [either('gross margin', 'margin'), 'CAC', 'cohort'],
    [m('inv-hannah-metrics')],
  ],
  [
    'inv-northgate-ticket',
    'how much does northgate want to put in',
    [either('500k', '£500,000', '500,000')],
    [m('inv-northgate-ic'), m('inv-to-sofia-update'), u('Northgate taking us to IC')],
  ],
  [
    'inv-northgate-ic',
    'when is northgate investment committee',
    [day(2027, 3, 17)],
    [m('inv-northgate-ic'), m('inv-to-sofia-update'), u('Northgate taking us to IC')],
  ],
  [
    'inv-lawyer-pool',
    'what did the lawyer say about the option pool',
    [either('€9M', '9M', '9 million')],
    [m('law-review')],
  ],
  [
    'inv-lawyer-drag',
    'what drag along threshold does my lawyer want',
    ['66%'],
    [m('law-review'), m('inv-counter')],
  ],
  [
    'inv-lawyer-fee',
    'how much is the lawyer charging for the seed docs',
    [either('6,000', '6.000', '6k')],
    [m('law-review'), m('law-go-ahead')],
  ],
  ['inv-pool-outcome', 'did sofia move on the option pool', ['8%'], [m('inv-sofia-pool')]],
  [
    'inv-vesting',
    'what did ana rita say about founder vesting',
    [either('2 years', 'two years', 'credit')],
    [m('law-review')],
  ],
  [
    'inv-sofia-cover',
    "who do I write to at atlantico while sofia's skiing",
    ['Duarte Reis'],
    [m('inv-sofia-ooo')],
  ],
  ['inv-sofia-back', 'when is sofia back', [day(2027, 3, 3)], [m('inv-sofia-ooo')]],
  // Accountant
  ['acc-vat', 'how much VAT did we owe for Q4', [either('4.312,57', '4,312.57')], [m('acc-vat')]],
  [
    'acc-needs',
    'what does Pedro need from me and by when',
    [day(2027, 3, 10), 'bank statements'],
    [m('acc-documents')],
  ],
  ['acc-ies', 'when is the IES due', [day(2027, 7, 15)], [m('acc-documents')]],
  [
    'acc-fee',
    "how much is the accountant's Q4 invoice",
    [either('1.850', '1,850')],
    [m('acc-documents'), m('acc-invoice')],
  ],
  // Recruiting
  ['rec-lucas-salary', 'what salary is Lucas Martin asking for', [either('95k', '95,000')], [m('rec-lucas')]],
  [
    'rec-lucas-interview',
    'when am i interviewing lucas',
    [day(2027, 3, 4)],
    [m('rec-tomas-yes'), m('rec-confirm')],
  ],
  ['rec-lucas-previous', 'where did the vp sales candidate work before', ['Carestream'], [m('rec-lucas')]],
  ['rec-fee', 'whats the recruiter fee', ['20%'], [m('rec-lucas'), c(OLIVER)]],
  ['rec-chloe-salary', 'chloe dubois salary expectation', [either('88k', '88,000')], [m('rec-chloe')]],
  ['rec-lucas-start', 'when could lucas start', ['May'], [m('rec-lucas')]],
  // Vendors and internal
  ['ven-nuvem-rise', 'how much is nuvem putting prices up', ['8%'], [m('ven-nuvem-price')]],
  [
    'ven-nuvem-new',
    'what will our hosting bill be from april',
    [either('6,966', '6966')],
    [m('ven-nuvem-price')],
  ],
  ['ven-hub-closed', 'which day is the coworking closed in march', [day(2027, 3, 9)], [m('ven-hub-invoice')]],
  [
    'ven-expo-stand',
    'how much was a stand at expodental',
    [either('4,200', '4.2k', '4200')],
    [m('ven-expodental'), m('ven-expodental-bea')],
  ],
  [
    'ven-expo-decision',
    'are we doing a stand at expodental or not',
    [either('no stand', 'visitor pass', 'walk the floor')],
    [m('ven-expodental-decision')],
  ],
  ['int-nps', 'what was our NPS in february', ['47'], [m('int-rui-health')]],
  [
    'int-lost-gesden',
    'which deal did we lose to gesden',
    [either('Mediterráneo', 'Mediterraneo')],
    [m('int-bea-pipeline')],
  ],
  [
    'int-santaluzia-price',
    "what's the santa luzia proposal worth",
    ['540'],
    [m('int-bea-pipeline'), m('pt-santaluzia')],
  ],
  [
    'int-saft',
    'is the SAF-T export included for santa luzia or extra',
    ['included'],
    [m('pt-santaluzia-bea')],
  ],
  [
    'int-santaluzia-decide',
    'when does santa luzia decide',
    [either('end of March', 'end of march')],
    [m('pt-santaluzia')],
  ],
  ['int-dexis', 'do we integrate with dexis sensors', [either('Integrator', 'yes')], [m('us-carter-answer')]],
  [
    'int-carter-no',
    'why did we turn down the dentist in providence',
    [either('10+', '10 locations', 'groups')],
    [m('us-carter-answer')],
  ],
  ['int-alves-refund', 'how much did we refund dr alves', ['149'], [m('int-rui-alves'), m('pt-alves-note')]],
  ['int-alves-cause', 'why was dr alves double charged', ['Stripe'], [m('int-rui-alves')]],
  [
    'int-backend-offer',
    'when does ines hope to make the backend offer',
    [either(day(2027, 3, 12), '12/3')],
    [m('int-ines-weekly')],
  ],
  ['int-scim-risk', 'what happens to SCIM if we dont hire by end of march', ['Q3'], [m('int-ines-weekly')]],
  [
    'int-pipeline',
    "what's the weighted pipeline for iberia and brazil",
    [either('21k', '21,000')],
    [m('int-bea-pipeline')],
  ],
]);

const FIELD: Question[] = rows('field', [
  ['carmen-phone', "whats carmen ruiz's number", ['555 0142'], person(CARMEN)],
  ['ciaran-title', 'ciarán walsh title', ['Clinical Director'], person(CIARAN)],
  ['rachel-company', 'what company is Rachel Stone with', ['Kestrel'], [c(RACHEL)]],
  ['sofia-phone', 'phone for sofia almeida', ['555 0166'], person(SOFIA)],
  ['henrique-who', 'who is Henrique Dias', [either('angel', 'Angel investor'), '50k'], [c(HENRIQUE)]],
  ['fernanda-phone', 'Fernanda Lima phone number', ['3555-0190'], person(FERNANDA)],
  ['mark-title', "what's Mark Feldman's title", ['VP Operations'], [c(MARK)]],
  ['greta-role', "greta's role at textflow", ['Account Manager'], person(GRETA)],
  ['megan-email', 'email address for megan hale', [MEGAN], person(MEGAN)],
  ['rui-mobile', "rui's mobile", ['913 555 220'], person(RUI)],
]);

const UPDATE: Question[] = rows('update', [
  [
    'miguel-followup',
    'when should i follow up with miguel',
    [either(day(2027, 3, 5), 'two weeks', '2 weeks')],
    [u('Lunch with Miguel Tavares')],
  ],
  [
    'algarve',
    'who runs the algarve clinics miguel mentioned',
    ['Algarsmile'],
    [u('Lunch with Miguel Tavares')],
  ],
  [
    'sofia-updates',
    'when am i supposed to send sofia the investor update',
    [either('5th', 'fifth')],
    [u('Pitched at the Atlântico partner meeting')],
  ],
  [
    'dataroom',
    'when is the data room due for northgate',
    [day(2027, 3, 5)],
    [u('Northgate taking us to IC'), m('inv-northgate-ic')],
  ],
  [
    'vp-budget',
    "what's the budget for the VP sales hire",
    [either('100k', '100,000')],
    [u('VP Sales budget')],
  ],
  [
    'sorriso-planb',
    "what's plan b if the sorriso x-rays aren't re-exported in time",
    [day(2027, 3, 22)],
    [u('Sorriso: the disk arrives Monday')],
  ],
  ['case-study', 'when is the albeniz case study video', ['May'], [u('Albéniz signed')]],
  [
    'odontovida-nudge',
    'until when do I wait before asking luisa to nudge odontovida',
    [day(2027, 3, 8)],
    [u('OdontoVida: Rafael says')],
  ],
  ['bsdp-legacy', 'what system is bright smile on right now', ['G7'], [u('Call with Karen Whitlock')]],
  [
    'niamh-followup',
    'when was i meant to follow up with niamh',
    [day(2027, 2, 26)],
    [u('Niamh Byrne (Harbour)')],
  ],
]);

const METADATA: Question[] = rows('metadata', [
  ['intro-luisa', 'who introduced me to Luísa Mendes', ['Hannah'], [m('ov-hannah-intro'), c(LUISA)]],
  [
    'chain-odontovida',
    'how did I get connected to OdontoVida',
    ['Luísa', 'Hannah'],
    [m('ov-hannah-intro'), m('ov-luisa-reply'), m('ov-luisa-intro-rafael')],
  ],
  ['intro-javier', 'who referred Javier Ortega to me', ['Carmen'], [m('alb-intro-javier')]],
  [
    'bsdp-people',
    'who do I know at bright smile',
    ['Karen', 'David', 'Megan', 'Jennifer'],
    [c(KAREN), c(DAVID), c(MEGAN), c(JENNIFER)],
  ],
  [
    'harbour-people',
    'who have i been emailing with at harbour',
    ['Niamh', either('Ciarán', 'Ciaran')],
    [from(NIAMH), from(CIARAN)],
  ],
  ['paulo-count', 'how many emails has paulo sent me', [either('2', 'two')], [from(PAULO)]],
  ['david-count', 'how many emails did David Osei send me', [either('2', 'two')], [from(DAVID)]],
  ['hannah-last', 'when did i last hear from Hannah', [day(2027, 2, 26)], [m('inv-northgate-ic')]],
  ['bsdp-last-wrote', 'who did I last email at Bright Smile', ['Megan'], [m('bs-megan-answer')]],
  [
    'fernanda-unanswered',
    "whose questions at odontovida haven't I answered",
    ['Fernanda'],
    [m('ov-fernanda'), m('int-tomas-bea')],
  ],
  ['karen-first', 'when did karen first reach out about the rfp', [day(2027, 1, 12)], [m('bs-rfp')]],
]);

const TIME: Question[] = rows('time', [
  ['niamh-last-week', 'what did Niamh send last week', ['SLA'], [m('hb-niamh-more'), m('hb-niamh-ok')]],
  ['paulo-since-20', 'anything from paulo since the 20th?', ['4471 2290 615'], [m('sor-disk-sent')]],
  [
    'sofia-january',
    'what did sofia send me in january',
    [either('MRR', 'metrics', 'runway', 'retention')],
    [m('inv-sofia-metrics')],
  ],
  ['oliver-last-week', 'what did the recruiter send last week', [either('Chloé', 'Chloe')], [m('rec-chloe')]],
  ['carmen-last-week', 'what did Carmen send me in the last week', ['Javier'], [m('alb-intro-javier')]],
  [
    'accountant-last-week',
    'anything from the accountant last week',
    [either('1.850', '1,850')],
    [m('acc-documents'), m('acc-invoice')],
  ],
  ['ines-saturday', 'what did Inês send me on saturday', [either('1,140', '1140')], [m('sor-ines-status')]],
  [
    'kickoff-today',
    'what time is the albeniz kick-off today',
    [either('11:00', '11am', '11 am', '11h')],
    [m('cal-albeniz-kickoff'), m('alb-sergio-kickoff')],
  ],
  [
    'thursday',
    "what's on for thursday",
    [either('Lucas', 'interview')],
    [m('rec-confirm'), m('rec-tomas-yes'), u('VP Sales budget')],
  ],
]);

const FOLLOW_UP: Question[] = [
  {
    id: 'dev6-fu-david-phone',
    kind: 'follow-up',
    history: [
      {
        question: 'who is the CFO at bright smile?',
        answer: 'David Osei, Chief Financial Officer of Bright Smile Dental Partners.',
      },
    ],
    question: "what's his phone",
    facts: ['555-0118'],
    sources: person(DAVID),
  },
  {
    id: 'dev6-fu-carmen-title',
    kind: 'follow-up',
    history: [
      {
        question: 'who introduced me to Javier?',
        answer: 'Carmen Ruiz of Clínicas Dentales Albéniz introduced you on 24 February.',
      },
    ],
    question: 'and what is her title',
    facts: ['Directora General'],
    sources: person(CARMEN),
  },
  {
    id: 'dev6-fu-niamh-sla',
    kind: 'follow-up',
    history: [
      {
        question: "who is harbour's practice manager?",
        answer: 'Niamh Byrne, Practice Manager at Harbour Dental Group.',
      },
    ],
    question: 'what did she want on top of the credit?',
    facts: ['SLA'],
    sources: [m('hb-niamh-more')],
  },
  {
    id: 'dev6-fu-oliver-second',
    kind: 'follow-up',
    history: [
      {
        question: 'which recruiter is helping with the VP sales hire?',
        answer: 'Oliver Grant, Partner at TalentBridge.',
      },
    ],
    question: "who's the second candidate he sent",
    facts: [either('Chloé', 'Chloe')],
    sources: [m('rec-chloe')],
  },
  {
    id: 'dev6-fu-fernanda-phone',
    kind: 'follow-up',
    history: [
      { question: "who is OdontoVida's CFO?", answer: 'Fernanda Lima, Diretora Financeira at OdontoVida.' },
    ],
    question: 'whats her number',
    facts: ['3555-0190'],
    sources: person(FERNANDA),
  },
  {
    id: 'dev6-fu-lawyer-drag',
    kind: 'follow-up',
    history: [{ question: "who's our lawyer?", answer: 'Ana Rita Duarte, Sócia at Duarte Legal.' }],
    question: 'what did she say about the drag along',
    facts: ['66%'],
    sources: [m('law-review')],
  },
  {
    id: 'dev6-fu-hannah-ticket',
    kind: 'follow-up',
    history: [
      {
        question: 'who introduced me to Luísa?',
        answer: 'Hannah Leclerc of Northgate Capital, on 2 February.',
      },
    ],
    question: 'how much does her fund want to invest',
    facts: [either('500k', '£500,000', '500,000')],
    sources: [m('inv-northgate-ic'), m('inv-to-sofia-update'), u('Northgate taking us to IC')],
  },
  {
    id: 'dev6-fu-ana-email',
    kind: 'follow-up',
    history: [
      { question: 'who reviewed the term sheet for me?', answer: 'Ana Rita Duarte of Duarte Legal.' },
    ],
    question: "what's her email",
    facts: [ANARITA],
    sources: person(ANARITA),
  },
];

/** Nothing in the data states these. Near misses first: the person, company or topic exists, the thing asked doesn't. */
const NEAR_MISS: [string, string][] = [
  ['how much is the onboarding package for estrela', 'estrela-onboarding'],
  ["what's Catarina Sousa's phone number", 'catarina-phone'],
  ['when is the onsite visit in Austin with bright smile', 'austin-onsite'],
  ["megan hale's phone number?", 'megan-phone'],
  ['who else is santa luzia getting proposals from', 'santaluzia-competitor'],
  ['what did David Osei say about the SOC 2 bridge letter', 'david-bridge'],
  ['when is the demo for Sara Gomes', 'sara-demo'],
  ['what price did we quote Javier Ortega', 'javier-price'],
  ["what's Lucas Martin's phone number", 'lucas-phone'],
  ['how much equity is Chloé Dubois asking for', 'chloe-equity'],
  ['what is the setup fee for the two braga clinics', 'braga-setup'],
  ['how much did Curve Dental quote bright smile', 'curve-quote'],
  ["what did harbour's finance manager say about the renewal", 'owen-renewal'],
  ['when did Rafael sign the odontovida contract', 'rafael-signed'],
  ['what was our MRR in january 2027', 'mrr-january'],
  ['what did hannah say about the valuation', 'hannah-valuation'],
  ['how much is a booth at the saas iberia summit', 'saasiberia-booth'],
  ['how many clinics is harbour opening in cork', 'harbour-cork'],
  ["what's the go-live date for odontovida", 'odontovida-golive'],
  ["what did sorriso's CFO say about the braga pricing", 'catarina-braga'],
  ['what discount did we give grupo dental mediterraneo', 'mediterraneo-discount'],
  ['how much is the nuvem 12-month reserved plan', 'nuvem-reserved'],
  ['when is the kick-off with odontovida', 'odontovida-kickoff'],
  ["what's paulo nunes's phone number", 'paulo-phone'],
  ['what did Tiago Barros say about the OMD dinner', 'tiago-omd'],
  ['how much is emily carter willing to pay', 'carter-budget'],
  ["when's the deadline for pacific coast dental's RFP", 'pacific-rfp'],
  ['how much do the expodental visitor passes cost', 'expo-visitor'],
  ['which law firm is representing atlantico', 'atlantico-lawyers'],
  ['what did gabriel rocha from dentalsoft say about the dsx export', 'gabriel-dsx'],
  ['when does the textflow whatsapp pilot start', 'whatsapp-start'],
  ['when is the second interview with lucas martin', 'lucas-second'],
  ['what did Fernanda say about LGPD', 'fernanda-lgpd'],
  ['what was the SCIM price bright smile agreed', 'scim-price'],
  ["what's the monthly price for javier's 4 clinics", 'ortega-monthly'],
  ["what did Karen say about Dentrix Ascend's pricing", 'karen-dentrix-price'],
  ['what did Duarte Reis say about the term sheet', 'duarte-termsheet'],
  ["what's the surname of lucía, javier's office manager", 'lucia-surname'],
  ['how much does dentally charge harbour dental', 'dentally-harbour-price'],
  ['how much variable comp is lucas martin asking for', 'lucas-variable'],
  ['what stand number did we get at expodental', 'expo-stand-number'],
  ['what did rachel stone say about the bridge letter for bsdp', 'rachel-bridge'],
  ['when does the sorriso contract end', 'sorriso-contract-end'],
];

const FAR: [string, string][] = [
  ["what's the status of the Smile Direct Club deal", 'sdc'],
  ['when is my flight to São Paulo', 'flight'],
  ['how much rent do we pay for the Porto office', 'porto-rent'],
  ['what did Doctolib quote us', 'doctolib'],
  ['who is our contact at Colgate', 'colgate'],
  ["what's the wifi password at the hub", 'wifi'],
  ['how much did we spend on google ads in january', 'google-ads'],
  ['what did the mexican clinic group ask for', 'mexico'],
  ["when is Inês's birthday", 'ines-birthday'],
  ['status of the ISO 27001 certification?', 'iso27001'],
  ['what did Invisalign say about the partnership', 'invisalign'],
  ['when is the Lumen board meeting in April', 'board-april'],
  ['what did the german dental chain ask for', 'german-chain'],
  ['when is the team offsite', 'offsite'],
  ["what's our trademark registration number", 'trademark'],
];

const UNANSWERABLE: Question[] = [
  ...[...NEAR_MISS, ...FAR].map(([question, id]) => ({
    id: `dev6-none-${id}`,
    kind: 'unanswerable' as const,
    question,
  })),
  {
    id: 'dev6-none-fu-catarina-phone',
    kind: 'unanswerable',
    history: [{ question: "who is Sorriso's CFO?", answer: 'Catarina Sousa, CFO at Sorriso Group.' }],
    question: "what's her phone number?",
  },
  {
    id: 'dev6-none-fu-megan-mobile',
    kind: 'unanswerable',
    history: [
      {
        question: 'who runs security at bright smile?',
        answer: 'Megan Hale, Director of IT Security at Bright Smile Dental Partners.',
      },
    ],
    question: 'do we have a phone for her',
  },
];

export const DEV6_QUESTIONS: readonly Question[] = [
  ...EMAIL,
  ...FIELD,
  ...UPDATE,
  ...METADATA,
  ...TIME,
  ...FOLLOW_UP,
  ...UNANSWERABLE,
];
