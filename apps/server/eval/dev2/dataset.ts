/**
 * The second dev set (issue 24): a small hand-written mailbox in other hands and styles than the
 * demo generator's (lower-case notes, one-line signatures, titles only in signatures, an intro
 * thread, answers in the owner's replies, a colleague on the owner's own domain), a contacts CSV
 * and two post updates, for another owner (Maya Chen of Fernhill, a fulfilment company). It is
 * tuned on like the dev set; the blind set stays unread.
 */

import { contactsCsv } from '../fixtures/contacts.js';
import { type MboxMessage, mboxOf } from '../mboxText.js';
import type { EvalDataset } from '../world.js';

/** Friday 13 March 2026, 16:00 UTC: the afternoon after the newest message. */
export const DEV2_NOW = new Date('2026-03-13T16:00:00Z');

export const DEV2_OWNER = {
  firstName: 'Maya',
  lastName: 'Chen',
  email: 'maya@fernhill.example',
  password: 'dev2 eval password 2026',
};
const MAYA = `Maya Chen <${DEV2_OWNER.email}>`;

/** `id` is the Message-ID's local part; the questions name sources by `${id}@dev2.test`. */
export const DEV2_MESSAGES: readonly MboxMessage[] = [
  {
    id: 'rohan-volumes',
    from: 'Rohan Mehta <rohan.mehta@tidewater-logistics.example>',
    subject: 'Q2 volumes',
    date: '2026-03-02T14:05:00Z',
    body: "hey maya - quick one. we're forecasting ~14,000 pallets for Q2, up from 11k in Q1. can your team handle the peak in May?\n\nrohan\nRohan Mehta | Head of Supply Chain | Tidewater Logistics | +1 (415) 555-0188",
  },
  {
    id: 'maya-volumes',
    from: MAYA,
    to: 'Rohan Mehta <rohan.mehta@tidewater-logistics.example>',
    subject: 'Re: Q2 volumes',
    date: '2026-03-03T09:40:00Z',
    body: 'Hi Rohan,\n\nYes. We can cover up to 16,000 pallets in Q2 if we add a second shift from 4 May.\n\nMaya',
    replyTo: 'rohan-volumes',
  },
  {
    id: 'greta-renewal',
    from: 'Greta Lindqvist <greta@nordvik-foods.example>',
    subject: 'contract renewal',
    date: '2026-03-05T08:15:00Z',
    body: 'Hello Maya,\n\nOur legal team wants a 60-day termination clause added before we sign the renewal. Everything else in the draft is acceptable.\n\nKind regards\nGreta Lindqvist\nProcurement Director, Nordvik Foods',
  },
  {
    id: 'greta-sign',
    from: 'Greta Lindqvist <greta@nordvik-foods.example>',
    subject: 'Re: contract renewal',
    date: '2026-03-12T10:20:00Z',
    body: 'Maya, thanks for adding the clause. We can sign on 20 March.\n\nGreta',
    replyTo: 'greta-renewal',
  },
  {
    id: 'tom-intro',
    from: 'Tom Ashby <tom@ashby-partners.example>',
    to: `${MAYA}, Priyanka Rao <priyanka.rao@solace-retail.example>`,
    subject: 'Intro: Maya / Priyanka (Solace Retail)',
    date: '2026-02-20T17:30:00Z',
    body: "Maya, meet Priyanka - she runs operations at Solace Retail and is looking for a new fulfilment partner before their autumn launch. Priyanka, Maya is the founder of Fernhill.\n\nI'll step back.\nTom",
  },
  {
    id: 'priyanka-rates',
    from: 'Priyanka Rao <priyanka.rao@solace-retail.example>',
    to: `${MAYA}, Tom Ashby <tom@ashby-partners.example>`,
    subject: 'Re: Intro: Maya / Priyanka (Solace Retail)',
    date: '2026-02-21T08:02:00Z',
    body: 'Thanks Tom (to bcc)! Maya, lovely to e-meet. Could you send a one-pager and your rates for 2,000 orders a week?\n\nPriyanka',
    replyTo: 'tom-intro',
  },
  {
    id: 'maya-rates',
    from: MAYA,
    to: 'Priyanka Rao <priyanka.rao@solace-retail.example>',
    subject: 'Re: Intro: Maya / Priyanka (Solace Retail)',
    date: '2026-02-23T11:45:00Z',
    body: 'Hi Priyanka,\n\nattached is the one-pager. For 2,000 orders a week our rate is $1.85 per order, packaging included.\n\nMaya',
    replyTo: 'priyanka-rates',
  },
  {
    id: 'luis-damage',
    from: 'Luis Ortega <luis.ortega@brasa-coffee.example>',
    subject: 'issue with last shipment',
    date: '2026-03-09T13:10:00Z',
    body: 'Maya,\n\n40 cases arrived crushed at our Austin store. This is the second time this quarter. We need a credit note and a plan to stop it.\n\nLuis\n--\nLuis Ortega\nCOO, Brasa Coffee',
  },
  {
    id: 'maya-credit',
    from: MAYA,
    to: 'Luis Ortega <luis.ortega@brasa-coffee.example>',
    subject: 'Re: issue with last shipment',
    date: '2026-03-10T09:00:00Z',
    body: "Luis, I'm sorry. We've issued credit note CN-2291 for $3,120 and will switch to double-wall cartons from 16 March.\n\nMaya",
    replyTo: 'luis-damage',
  },
  {
    id: 'luis-thanks',
    from: 'Luis Ortega <luis.ortega@brasa-coffee.example>',
    subject: 'Re: issue with last shipment',
    date: '2026-03-11T15:30:00Z',
    body: 'Thanks Maya, double-wall sounds good. Please send the credit note PDF to our accounts team.\n\nLuis',
    replyTo: 'maya-credit',
  },
  {
    id: 'anika-options',
    from: 'Anika Berg <anika.berg@polaris-med.example>',
    subject: 'evaluating options',
    date: '2026-03-04T16:20:00Z',
    body: "Hi Maya,\n\ntransparency: we're also talking to Stackline and one other provider. Our decision is due by 31 March. Price matters, but temperature control matters more for us.\n\nBest,\nAnika (Polaris Medical, VP Logistics)",
  },
  {
    id: 'anika-cold',
    from: 'Anika Berg <anika.berg@polaris-med.example>',
    subject: 'Re: evaluating options',
    date: '2026-03-12T09:05:00Z',
    body: 'Maya, one more question: can you guarantee 2-8 °C for the whole route, last mile included?\n\nAnika',
    replyTo: 'anika-options',
  },
  {
    id: 'dev-invoice',
    from: 'Dev Kapoor <dev@kapoor-design.example>',
    subject: 'invoice #4471',
    date: '2026-03-06T10:00:00Z',
    body: 'Hi Maya, invoice #4471 for the website redesign is attached: $6,800, due within 30 days. Thanks! Dev',
  },
  {
    id: 'maya-paid',
    from: MAYA,
    to: 'Dev Kapoor <dev@kapoor-design.example>',
    subject: 'Re: invoice #4471',
    date: '2026-03-07T12:00:00Z',
    body: 'Thanks Dev, paid today.\n\nMaya',
    replyTo: 'dev-invoice',
  },
  {
    id: 'sofia-pilot',
    from: 'Sofia Russo <sofia.russo@verde-home.example>',
    subject: 'pilot feedback',
    date: '2026-03-11T11:25:00Z',
    body: "Maya,\nthe pick accuracy during the pilot was 99.2%, but the team found the dashboard confusing. Mixed feelings overall. We'll decide on the full rollout after Easter.\nSofia",
  },
  {
    id: 'ben-visit',
    from: 'Ben Ward <ben.ward@tidewater-logistics.example>',
    subject: 'site visit',
    date: '2026-03-06T08:30:00Z',
    body: "Hi Maya, I'm Rohan's colleague in finance. We'd like to visit your Reno warehouse on 18 March at 10am.\n\nBen Ward, Finance Manager, Tidewater Logistics",
  },
  {
    id: 'maya-visit',
    from: MAYA,
    to: 'Ben Ward <ben.ward@tidewater-logistics.example>',
    subject: 'Re: site visit',
    date: '2026-03-06T12:10:00Z',
    body: 'Hi Ben, 18 March at 10am works. Ask for Carla at reception.\n\nMaya',
    replyTo: 'ben-visit',
  },
  {
    id: 'hiroshi-rfq',
    from: 'Hiroshi Tanaka <h.tanaka@kaze-electronics.example>',
    subject: 'Request for quote',
    date: '2026-03-10T02:40:00Z',
    body: 'Dear Ms. Chen,\n\nCould you quote storage for 300 pallet positions from April to September? We would also need weekly cycle counts.\n\nBest regards,\nHiroshi Tanaka\nSupply Chain Manager\nKaze Electronics\nTel: +81 3 5555 0142',
  },
  {
    id: 'carla-staffing',
    from: 'Carla Diaz <carla@fernhill.example>',
    subject: 'Reno staffing',
    date: '2026-03-09T07:50:00Z',
    body: "Maya, we're short 3 pickers for the second shift; I posted the job ads yesterday.\n\nCarla",
  },
];

export const DEV2_DATASET: EvalDataset = {
  name: 'dev2',
  owner: DEV2_OWNER,
  now: DEV2_NOW,
  mbox: () => mboxOf(DEV2_MESSAGES, { owner: MAYA, idDomain: 'dev2.test' }),
  describe: () => `${DEV2_MESSAGES.length} hand-written dev2 messages`,
  contactsCsv: contactsCsv([
    [
      'Greta',
      'Lindqvist',
      'greta@nordvik-foods.example',
      'Nordvik Foods',
      'Procurement Director',
      '+46 8 555 0101',
      'Prefers calls on Tuesdays.',
    ],
    ['Sofia', 'Russo', 'sofia.russo@verde-home.example', 'Verde Home', 'Operations Lead', '', ''],
  ]),
  updates: [
    {
      at: '2026-02-27T15:00:00Z',
      text: "Call with Rohan Mehta: Tidewater's budget for outsourced warehousing in 2026 is $480k.",
    },
    {
      at: '2026-03-03T15:00:00Z',
      text: 'Met Sofia Russo at ProMat; she wants a follow-up call in two weeks.',
    },
  ],
};
