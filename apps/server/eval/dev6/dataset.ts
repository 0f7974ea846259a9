/**
 * The sixth dev set, written BLIND to the engine (no engine code, tests or reports were read):
 * the mailbox of Tomás Ferreira, founder of Lumen Dental Cloud (practice-management software for
 * dental clinics, Lisbon), selling to clinic groups in Portugal, Spain, Ireland, the US and
 * Brazil while raising a seed round. Many hands: Portuguese- and Spanish-flavoured English, a
 * formal US DSO procurement team, investors, an accountant, a lawyer, a recruiter, vendors, spam,
 * quoted replies, forwards, out-of-office replies, newsletters and calendar notes.
 * "Now" is Monday 1 March 2027, 10:00 UTC.
 */

import { contactsCsv } from '../fixtures/contacts.js';
import { type MboxMessage, mboxMessage } from '../mboxText.js';
import type { EvalDataset } from '../world.js';

/** Monday 1 March 2027, 10:00 UTC. */
export const DEV6_NOW = new Date('2027-03-01T10:00:00Z');

export const DEV6_OWNER = {
  firstName: 'Tomás',
  lastName: 'Ferreira',
  email: 'tomas@lumendental.example',
  password: 'dev6 eval password 2027',
};
const TOMAS = `Tomás Ferreira <${DEV6_OWNER.email}>`;
const SIG = '--\nTomás Ferreira\nFounder & CEO | Lumen Dental Cloud\n+351 912 555 014 | lumendental.example';

const INES = 'Inês Carvalho <ines@lumendental.example>';
const RUI = 'Rui Moreira <rui@lumendental.example>';
const BEA = 'Beatriz Lopes <beatriz@lumendental.example>';
const JOANA = 'Joana Pinto <joana.pinto@sorrisogroup.example>';
const PAULO = 'Paulo Nunes <paulo.nunes@sorrisogroup.example>';
const KAREN = 'Karen Whitlock <kwhitlock@brightsmiledsp.example>';
const DAVID = 'David Osei <dosei@brightsmiledsp.example>';
const MEGAN = 'Megan Hale <mhale@brightsmiledsp.example>';
const CARMEN = 'Carmen Ruiz <carmen.ruiz@albeniz-dental.example>';
const SERGIO = 'Sergio Navarro <sergio.navarro@albeniz-dental.example>';
const JAVIER = 'Javier Ortega <javier@clinicaortega.example>';
const NIAMH = 'Niamh Byrne <niamh@harbourdental.example>';
const CIARAN = 'Ciarán Walsh <ciaran.walsh@harbourdental.example>';
const RAFAEL = 'Rafael Souza <rafael@odontovida.example>';
const FERNANDA = 'Fernanda Lima <fernanda.lima@odontovida.example>';
const LUISA = 'Luísa Mendes <luisa@mendesconsultoria.example>';
const MIGUEL = 'Miguel Tavares <miguel@clinicaestrela.example>';
const SOFIA = 'Sofia Almeida <sofia@atlanticovc.example>';
const HANNAH = 'Hannah Leclerc <hannah@northgate.example>';
const PEDRO = 'Pedro Vasconcelos <pedro@vasconcelos-contas.example>';
const ANARITA = 'Ana Rita Duarte <anarita@duartelegal.example>';
const OLIVER = 'Oliver Grant <oliver.grant@talentbridge.example>';
const GRETA = 'Greta Lind <greta.lind@textflow.example>';

/** Plain-text mail; `id` is the Message-ID's local part (`${id}@dev6.test`). */
export const DEV6_MESSAGES: readonly MboxMessage[] = [
  // ── Sorriso Group (Porto): the data-migration blocker ────────────────────────────────────────
  {
    id: 'sor-blocker',
    from: JOANA,
    subject: 'Migração DentalSoft - problema',
    date: '2027-02-08T09:14:00Z',
    body: `Bom dia Tomás,

I need to tell you, the migration is stopped. The export from DentalSoft 7 is not bringing the x-rays, only the patient files and the appointments. Paulo says the images are in a format .dsx that nobody can open.

We have 38,000 patients across the 14 clinics and without the x-rays my dentists will not accept to go live. We planned the go-live for 15 March, is this still possible??

Please tell me something today if you can.

Beijinhos,
Joana

Dra. Joana Pinto
CEO | Sorriso Group
+351 22 555 0187`,
  },
  {
    id: 'sor-fwd-ines',
    from: TOMAS,
    to: INES,
    subject: 'Fwd: Migração DentalSoft - problema',
    date: '2027-02-08T09:40:00Z',
    body: `Inês, can you look at this today? This is THE blocker for Sorriso. Paulo Nunes is their IT guy, I'll ask him to send you sample files.

T.

---------- Forwarded message ---------
From: Joana Pinto <joana.pinto@sorrisogroup.example>
Date: Mon, 8 Feb 2027 at 09:14
Subject: Migração DentalSoft - problema
To: Tomás Ferreira <tomas@lumendental.example>

I need to tell you, the migration is stopped. The export from DentalSoft 7 is not bringing the x-rays, only the patient files and the appointments. Paulo says the images are in a format .dsx that nobody can open.`,
  },
  {
    id: 'sor-ines-dsx',
    from: INES,
    to: TOMAS,
    subject: 'Re: Fwd: Migração DentalSoft - problema',
    date: '2027-02-09T17:22:00Z',
    replyTo: 'sor-fwd-ines',
    body: `Looked at the sample files Paulo sent. Good news: DSX is just JPEG 2000 wrapped in a 512-byte proprietary header. I can write a converter - ETA Monday 8 March.

15 March go-live is tight but possible, IF Paulo gets us the full export (he thinks about 1.9 TB) by 3 March. Anything later and we slip.

Inês

On Mon, 8 Feb 2027 at 09:40, Tomás Ferreira <tomas@lumendental.example> wrote:
> Inês, can you look at this today? This is THE blocker for Sorriso.`,
  },
  {
    id: 'sor-plan',
    from: TOMAS,
    to: JOANA,
    cc: PAULO,
    subject: 'Re: Migração DentalSoft - problema',
    date: '2027-02-09T18:05:00Z',
    replyTo: 'sor-blocker',
    body: `Olá Joana,

We found the problem. The .dsx files are a wrapped image format and Inês, our CTO, is building a converter, ready by 8 March. The x-rays will come across with the patient records.

To keep the 15 March go-live we need Paulo to send us the full DentalSoft export by 3 March at the latest. Paulo, I copy you here.

Abraço,
Tomás
${SIG}

On Mon, 8 Feb 2027 at 09:14, Joana Pinto <joana.pinto@sorrisogroup.example> wrote:
> We have 38,000 patients across the 14 clinics and without the x-rays my dentists will not accept to go live. We planned the go-live for 15 March, is this still possible??`,
  },
  {
    id: 'sor-paulo-size',
    from: PAULO,
    to: TOMAS,
    cc: JOANA,
    subject: 'Re: Migração DentalSoft - problema',
    date: '2027-02-16T11:30:00Z',
    replyTo: 'sor-plan',
    body: `Hello Tomás,

I ran the full export in test. It is 2.3 TB, not 1.9 TB like I said to Inês, the Gaia clinic has more images than we thought.

Upload will take forever with our line, so we will send an encrypted disk by courier (DHL) on Friday 26 February. It arrives Lisbon on the 1st.

Cumprimentos,
Paulo Nunes
IT | Sorriso Group`,
  },
  {
    id: 'sor-braga-price',
    from: JOANA,
    subject: 'Braga clinics',
    date: '2027-02-18T14:02:00Z',
    body: `Tomás, other subject. We are opening 2 new clinics in Braga in May. The price is the same as the others? I don't want surprises with the board.

Joana`,
  },
  {
    id: 'sor-braga-answer',
    from: TOMAS,
    to: JOANA,
    subject: 'Re: Braga clinics',
    date: '2027-02-19T08:47:00Z',
    replyTo: 'sor-braga-price',
    body: `Joana, no surprises :) Same price, €180 per clinic per month. So you go from EUR 2.520,00 to EUR 2.880,00 per month with the 16 clinics, from the month the Braga clinics open.

Tomás

On Thu, 18 Feb 2027 at 14:02, Joana Pinto <joana.pinto@sorrisogroup.example> wrote:
> We are opening 2 new clinics in Braga in May. The price is the same as the others?`,
  },
  {
    id: 'sor-disk-sent',
    from: PAULO,
    to: TOMAS,
    cc: INES,
    subject: 'Disco enviado / disk shipped',
    date: '2027-02-26T16:10:00Z',
    body: `Tomás, Inês,

The disk went today with DHL, tracking 4471 2290 615. The password I will send to Inês by SMS when it arrives.

Paulo`,
  },
  {
    id: 'sor-ines-status',
    from: INES,
    to: TOMAS,
    subject: 'DSX converter status',
    date: '2027-02-27T12:15:00Z',
    body: `Quick one on Sorriso. Ran the converter on the 40 GB sample: 95% of the images convert clean. 1,140 images have corrupted headers and fail - these come from the old Gaia server. Paulo will have to re-export those from DentalSoft with the "legacy imaging" option.

Converter still on track for 8 March.

I.`,
  },
  // ── Bright Smile Dental Partners (Austin, TX): the US DSO ──────────────────────────────────
  {
    id: 'bs-rfp',
    from: KAREN,
    subject: 'RFP 2027-014: Practice Management Platform - Bright Smile Dental Partners',
    date: '2027-01-12T15:30:00Z',
    body: `Dear Mr. Ferreira,

Bright Smile Dental Partners ("BSDP") invites Lumen Dental Cloud to respond to RFP 2027-014 for a cloud practice management platform across our 62 locations in Texas and Oklahoma.

Mandatory requirements:
1. SOC 2 Type II report (current)
2. Execution of our HIPAA Business Associate Agreement
3. Single sign-on via Okta
4. Data residency in the United States

Proposals are due by 5:00 PM CT on February 5, 2027. For transparency, BSDP is also evaluating Dentrix Ascend and Curve Dental. We expect to make a vendor decision by the end of Q2.

Please direct all questions to me in writing.

Regards,

Karen Whitlock
Senior Procurement Manager
Bright Smile Dental Partners
1201 S Lamar Blvd, Austin, TX 78704
(512) 555-0163`,
  },
  {
    id: 'bs-proposal',
    from: TOMAS,
    to: KAREN,
    subject: 'RE: RFP 2027-014: Practice Management Platform - Lumen Dental Cloud proposal',
    date: '2027-02-04T19:45:00Z',
    replyTo: 'bs-rfp',
    body: `Dear Ms. Whitlock,

Please find our proposal for RFP 2027-014 attached. In summary:

- Subscription: $200 per location per month, i.e. $148,800 per year for 62 locations
- Implementation and data migration: $42,000 one-off
- Hosting: AWS us-east-2 (Ohio); all BSDP data stays in the United States
- HIPAA BAA: we will sign BSDP's paper
- SSO: SAML 2.0 with Okta, available today
- SOC 2 Type II: our audit window closes April 30, 2027; the report is expected in June. Our SOC 2 Type I report is attached.

I'd be glad to walk your team through it.

Kind regards,
Tomás Ferreira
${SIG}`,
  },
  {
    id: 'bs-karen-questions',
    from: KAREN,
    subject: 'RE: RFP 2027-014 - clarification questions',
    date: '2027-02-11T16:05:00Z',
    replyTo: 'bs-proposal',
    body: `Dear Mr. Ferreira,

Thank you for your proposal. The evaluation committee has the following questions:

1. Would Lumen commit to a three-year price lock at the proposed per-location rate?
2. The timing of the SOC 2 Type II report is a concern for our CFO. What assurance can you provide in the interim?
3. Please complete the attached SIG Lite security questionnaire and return it no later than March 12, 2027.

Regards,

Karen Whitlock
Senior Procurement Manager
Bright Smile Dental Partners
(512) 555-0163`,
  },
  {
    id: 'bs-answers',
    from: TOMAS,
    to: KAREN,
    subject: 'RE: RFP 2027-014 - clarification questions',
    date: '2027-02-12T10:20:00Z',
    replyTo: 'bs-karen-questions',
    body: `Dear Ms. Whitlock,

Answers below:

1. Yes. We will hold $200 per location per month for 36 months from go-live.
2. Our auditor, Kestrel Assurance LLP, will issue a bridge letter covering the period until the Type II report is delivered, and we are happy to schedule a call between your CFO and them.
3. We will return the completed SIG Lite by March 10.

Kind regards,
Tomás

On Thu, Feb 11, 2027 at 4:05 PM Karen Whitlock <kwhitlock@brightsmiledsp.example> wrote:
> 1. Would Lumen commit to a three-year price lock at the proposed per-location rate?
> 2. The timing of the SOC 2 Type II report is a concern for our CFO.
> 3. Please complete the attached SIG Lite security questionnaire and return it no later than March 12, 2027.`,
  },
  {
    id: 'bs-david',
    from: DAVID,
    to: TOMAS,
    cc: KAREN,
    subject: 'BSDP - commercial terms',
    date: '2027-02-17T22:10:00Z',
    body: `Tomás,

Karen shared your proposal. Two points from my side before this goes to committee:

- The $42,000 implementation fee is hard for us to absorb in one quarter. Either reduce it to $30k or spread it across year one.
- Our standard payment terms are net-60.

Regards,
David Osei
Chief Financial Officer | Bright Smile Dental Partners | (512) 555-0118`,
  },
  {
    id: 'bs-david-answer',
    from: TOMAS,
    to: DAVID,
    cc: KAREN,
    subject: 'Re: BSDP - commercial terms',
    date: '2027-02-18T09:30:00Z',
    replyTo: 'bs-david',
    body: `David,

Thanks for the clear points.

- We can't go to $30k, but we can spread the $42,000 in 12 equal monthly instalments of $3,500 across year one.
- Net-60 is difficult for a company our size; we can offer net-45.

Best regards,
Tomás
${SIG}

> Either reduce it to $30k or spread it across year one.
> Our standard payment terms are net-60.`,
  },
  {
    id: 'bs-david-ok',
    from: DAVID,
    to: TOMAS,
    cc: KAREN,
    subject: 'Re: BSDP - commercial terms',
    date: '2027-02-19T15:48:00Z',
    replyTo: 'bs-david-answer',
    body: `Tomás - net-45 and the instalments are acceptable. I'll note it for committee.

It would be good to meet in person at some point, maybe an onsite in Austin in April. We can find a date later.

David`,
  },
  {
    id: 'bs-megan-scim',
    from: MEGAN,
    to: TOMAS,
    cc: KAREN,
    subject: 'BSDP security review - identity provisioning',
    date: '2027-02-22T17:12:00Z',
    body: `Hi Tomás,

I'm leading the security review for BSDP. SAML SSO is necessary but not sufficient for us: we provision and deprovision ~1,400 staff through Okta, so we require SCIM 2.0. Do you support SCIM 2.0 today, and if not, when?

Thanks,
Megan Hale
Director of IT Security, Bright Smile Dental Partners`,
  },
  {
    id: 'bs-ines-scim',
    from: INES,
    to: TOMAS,
    subject: 'Re: BSDP security review - identity provisioning',
    date: '2027-02-23T08:55:00Z',
    replyTo: 'bs-megan-scim',
    body: `SCIM 2.0 is not there today. It's on the roadmap for Q2 - realistically we ship it end of June if I get the second backend hire. Don't promise earlier.

I.`,
  },
  {
    id: 'bs-megan-answer',
    from: TOMAS,
    to: MEGAN,
    cc: KAREN,
    subject: 'Re: BSDP security review - identity provisioning',
    date: '2027-02-23T14:30:00Z',
    replyTo: 'bs-megan-scim',
    body: `Hi Megan,

Straight answer: SAML SSO with Okta works today; SCIM 2.0 provisioning is on our roadmap and will ship by the end of June 2027. Until then deprovisioning can be automated through our admin API.

Best,
Tomás
${SIG}`,
  },
  {
    id: 'bs-karen-ooo',
    from: KAREN,
    subject: 'Automatic reply: RE: BSDP security review - identity provisioning',
    date: '2027-02-23T14:31:00Z',
    body: `Thank you for your email. I am out of the office with limited access to email, returning Monday, March 8. For urgent procurement matters please contact Jennifer Park at jpark@brightsmiledsp.example.

Karen Whitlock`,
  },
  // ── Clínicas Dentales Albéniz (Madrid): signed, go-live 5 April ─────────────────────────────
  {
    id: 'alb-signed',
    from: CARMEN,
    subject: 'Contrato firmado!',
    date: '2027-02-10T12:40:00Z',
    body: `Hola Tomás!!

The contract is signed, I send you the PDF with my signature and the one of our administrator. We are very happy. The 9 clinics go live the 5 de abril, like we agreed in Madrid.

Un abrazo,
Carmen

Carmen Ruiz | Directora General | Clínicas Dentales Albéniz | +34 91 555 0142`,
  },
  {
    id: 'alb-confirm',
    from: TOMAS,
    to: CARMEN,
    cc: RUI,
    subject: 'Re: Contrato firmado!',
    date: '2027-02-10T13:15:00Z',
    replyTo: 'alb-signed',
    body: `Carmen, muchas gracias! Great news for all of us.

To confirm what we signed:
- Subscription: EUR 1.890,00 per month for the 9 clinics (12-month term)
- Implementation fee: EUR 9.500,00, invoiced at kick-off
- Go-live: Monday 5 April 2027
- Kick-off: Monday 1 March, with Rui Moreira, our Head of Customer Success, who is copied here

Abrazo,
Tomás
${SIG}

On Wed, 10 Feb 2027 at 12:40, Carmen Ruiz <carmen.ruiz@albeniz-dental.example> wrote:
> The contract is signed, I send you the PDF with my signature and the one of our administrator.`,
  },
  {
    id: 'alb-sergio-kickoff',
    from: SERGIO,
    to: RUI,
    cc: TOMAS,
    subject: 'Kick-off Albéniz - logística',
    date: '2027-02-22T10:05:00Z',
    body: `Hello Rui,

For the kick-off on Monday the 1st: 11:00 CET in our Chamberí clinic, Calle de Luchana 23, 2º. We will have 12 people from reception and the 9 clinic coordinators.

One question: our label printers are Zebra ZD421. Do they work with Lumen for the sterilisation labels?

Saludos,
Sergio Navarro
Responsable de IT - Clínicas Dentales Albéniz`,
  },
  {
    id: 'alb-rui-zebra',
    from: RUI,
    to: SERGIO,
    cc: TOMAS,
    subject: 'Re: Kick-off Albéniz - logística',
    date: '2027-02-23T09:12:00Z',
    replyTo: 'alb-sergio-kickoff',
    body: `Hola Sergio,

Yes, the Zebra ZD421 is supported, we use the ZPL driver. Please bring one to the kick-off and we test it there.

Training plan: 3 sessions of 2 hours (reception, clinical, billing) in the two weeks before go-live.

See you Monday,
Rui

Rui Moreira | Head of Customer Success | Lumen Dental Cloud | m: +351 913 555 220`,
  },
  {
    id: 'alb-intro-javier',
    from: CARMEN,
    to: `${TOMAS}, ${JAVIER}`,
    subject: 'Te presento: Tomás (Lumen) <> Javier Ortega',
    date: '2027-02-24T18:20:00Z',
    body: `Hola a los dos,

Javier, this is Tomás, the founder of Lumen, the software we are putting in all our clinics. Tomás, Javier is a very good friend, he has 4 clinics in Valencia (Clínica Ortega) and he is not happy at all with Gesden.

I leave you to talk!
Carmen`,
  },
  {
    id: 'alb-javier-demo',
    from: JAVIER,
    to: TOMAS,
    cc: CARMEN,
    subject: 'Re: Te presento: Tomás (Lumen) <> Javier Ortega',
    date: '2027-02-25T08:30:00Z',
    replyTo: 'alb-intro-javier',
    body: `Gracias Carmen!

Tomás, encantado. Can we do a demo next week? For me better Wednesday or Thursday in the afternoon. Our big problem with Gesden is the online booking, it is very slow and patients complain.

Javier Ortega
Clínica Ortega - Valencia
+34 96 555 0177`,
  },
  {
    id: 'alb-javier-slot',
    from: TOMAS,
    to: JAVIER,
    subject: 'Re: Te presento: Tomás (Lumen) <> Javier Ortega',
    date: '2027-02-25T11:02:00Z',
    replyTo: 'alb-javier-demo',
    body: `Javier, encantado también! Wednesday 3 March at 16:00 your time (15:00 Lisbon)? I'll send a video link. I'll show you the online booking first.

Tomás`,
  },
  {
    id: 'alb-javier-confirm',
    from: JAVIER,
    to: TOMAS,
    subject: 'Re: Te presento: Tomás (Lumen) <> Javier Ortega',
    date: '2027-02-25T12:47:00Z',
    replyTo: 'alb-javier-slot',
    body: `Perfecto, Wednesday at 16h. My office manager Lucía will join also.

J.`,
  },
  {
    id: 'cal-albeniz-kickoff',
    from: RUI,
    subject: 'Invitation: Albéniz kick-off @ Mon 1 Mar 2027 11:00 - 13:00 (CET)',
    date: '2027-02-23T09:20:00Z',
    body: `Rui Moreira has invited you to:

Albéniz kick-off
When: Monday 1 March 2027, 11:00 - 13:00 CET
Where: Clínicas Dentales Albéniz, Calle de Luchana 23, 2º, Madrid
Who: Rui Moreira (organiser), Tomás Ferreira, Sergio Navarro, Carmen Ruiz

Accept | Decline | Maybe`,
  },
  // ── Harbour Dental Group (Dublin): the churn threat ─────────────────────────────────────────
  {
    id: 'hb-complaint',
    from: NIAMH,
    subject: 'SMS reminders NOT working - urgent',
    date: '2027-02-19T08:02:00Z',
    body: `Tomás,

I'm going directly to you because I've had no joy with support. Our SMS appointment reminders haven't gone out since Tuesday the 16th. We've had 23 no-shows across the three practices this week. That's real money.

I'll be honest with you, our renewal is on the 31st of March and we are looking at Dentally. I need to know what's happening and what you're going to do about it.

Niamh

Niamh Byrne
Practice Manager, Harbour Dental Group
Dún Laoghaire | Howth | Malahide
+353 1 555 0149`,
  },
  {
    id: 'hb-rui-cause',
    from: RUI,
    to: TOMAS,
    subject: 'Re: SMS reminders NOT working - urgent',
    date: '2027-02-19T10:40:00Z',
    replyTo: 'hb-complaint',
    body: `Tomás, I've been on it since yesterday. It's not us: TextFlow has a carrier routing problem with Irish (+353) numbers. They say a fix by Monday or Tuesday. Harbour is the worst hit, they're our biggest Irish account (€1,150/month).

I'd offer them something. Your call.

Rui`,
  },
  {
    id: 'hb-apology',
    from: TOMAS,
    to: NIAMH,
    subject: 'Re: SMS reminders NOT working - urgent',
    date: '2027-02-20T09:15:00Z',
    replyTo: 'hb-complaint',
    body: `Niamh,

I'm sorry. You should not have had to chase this. The cause is a routing fault at our SMS provider affecting Irish numbers; they have committed to a fix early next week and Rui is watching it hourly.

As an apology we will credit one month of your subscription (€1,150).

Tomás
${SIG}

On Fri, 19 Feb 2027 at 08:02, Niamh Byrne <niamh@harbourdental.example> wrote:
> Our SMS appointment reminders haven't gone out since Tuesday the 16th. We've had 23 no-shows across the three practices this week.`,
  },
  {
    id: 'hb-niamh-more',
    from: NIAMH,
    to: TOMAS,
    subject: 'Re: SMS reminders NOT working - urgent',
    date: '2027-02-22T12:30:00Z',
    replyTo: 'hb-apology',
    body: `Thanks Tomás, appreciated, but one month doesn't cover it. We want two months' credit and a written SLA on reminder delivery.

And to be clear, it's not my decision in the end - Ciarán, our clinical director, decides on the renewal. I've cc'd him.

Niamh

> As an apology we will credit one month of your subscription (€1,150).`,
  },
  {
    id: 'hb-ciaran',
    from: CIARAN,
    to: TOMAS,
    cc: NIAMH,
    subject: 'Re: SMS reminders NOT working - urgent',
    date: '2027-02-24T19:05:00Z',
    replyTo: 'hb-niamh-more',
    body: `Tomás,

Niamh has filled me in. Simple from my side: two months' credit and the SLA in writing, and we renew for another year. Otherwise we sign with Dentally on 1 April.

Ciarán Walsh
Clinical Director, Harbour Dental Group`,
  },
  {
    id: 'hb-accept',
    from: TOMAS,
    to: CIARAN,
    cc: NIAMH,
    subject: 'Re: SMS reminders NOT working - urgent',
    date: '2027-02-25T08:40:00Z',
    replyTo: 'hb-ciaran',
    body: `Ciarán, Niamh,

Agreed. Two months' credit (€2,300), applied to your April and May invoices, and an SLA of 99.5% reminder delivery per calendar month, with a 10% service credit for any month we miss it. Rui will send the SLA addendum this week.

Tomás
${SIG}`,
  },
  {
    id: 'hb-niamh-ok',
    from: NIAMH,
    to: TOMAS,
    subject: 'Re: SMS reminders NOT working - urgent',
    date: '2027-02-26T11:20:00Z',
    replyTo: 'hb-accept',
    body: `Grand, thanks Tomás. Reminders have been going out fine since Tuesday. Ciarán will sign the renewal next week once the SLA addendum is in.

N.`,
  },
  // ── TextFlow (SMS vendor) ───────────────────────────────────────────────────────────────────
  {
    id: 'tf-invoice',
    from: GRETA,
    subject: 'TextFlow invoice INV-20457 (January 2027)',
    date: '2027-02-01T07:00:00Z',
    body: `Hi Tomás,

Your January 2027 invoice INV-20457 is ready: $1,240.00 for 96,880 SMS segments. Payment is due by February 15.

Greta Lind | Account Manager | TextFlow | m: +46 70 555 0193`,
  },
  {
    id: 'tf-incident',
    from: 'TextFlow Status <status@textflow.example>',
    subject: 'Incident report: delayed delivery to +353 numbers',
    date: '2027-02-23T16:00:00Z',
    body: `Incident report - TF-INC-0219

Summary: between 16 February 06:10 UTC and 23 February 14:20 UTC, SMS to Irish (+353) mobile numbers were silently dropped by an upstream carrier route.
Impact on your account: 4,812 messages not delivered.
Root cause: a misconfigured routing rule after a carrier migration.
Remediation: traffic moved to a secondary carrier; monitoring added.

A service credit of $310 will appear on your February invoice.

The TextFlow team`,
  },
  // ── OdontoVida (São Paulo) and the introduction chain ───────────────────────────────────────
  {
    id: 'ov-hannah-intro',
    from: HANNAH,
    to: `${TOMAS}, ${LUISA}`,
    subject: 'Intro: Tomás (Lumen Dental) <> Luísa Mendes',
    date: '2027-02-02T13:10:00Z',
    body: `Tomás, Luísa - connecting you as promised.

Luísa advises dental groups in Brazil on operations and asked me whether I knew a modern practice-management product. Tomás runs Lumen Dental Cloud in Lisbon - I think you'll get on.

I'll let you take it from here.
Hannah`,
  },
  {
    id: 'ov-luisa-reply',
    from: LUISA,
    to: TOMAS,
    cc: HANNAH,
    subject: 'Re: Intro: Tomás (Lumen Dental) <> Luísa Mendes',
    date: '2027-02-03T11:45:00Z',
    replyTo: 'ov-hannah-intro',
    body: `Obrigada Hannah! (moving you to bcc)

Tomás, muito prazer. I work with OdontoVida in São Paulo, 22 clinics, they are unhappy with their current system (Dental Office) because it does not do TISS properly. I will connect you with Rafael Souza, he is one of the partners.

Luísa Mendes
Mendes Consultoria Odontológica | São Paulo`,
  },
  {
    id: 'ov-luisa-intro-rafael',
    from: LUISA,
    to: `${TOMAS}, ${RAFAEL}`,
    subject: 'Rafael, conheça o Tomás',
    date: '2027-02-05T14:00:00Z',
    body: `Rafael, meet Tomás Ferreira from Lumen Dental Cloud, the Portuguese software I told you about. Tomás, Rafael is sócio-diretor of OdontoVida.

Abraços,
Luísa`,
  },
  {
    id: 'ov-rafael-req',
    from: RAFAEL,
    to: TOMAS,
    subject: 'Re: Rafael, conheça o Tomás',
    date: '2027-02-08T20:30:00Z',
    replyTo: 'ov-luisa-intro-rafael',
    body: `Olá Tomás, tudo bem?

Luísa spoke very well of you. Our needs are simple to say but not simple to do:
1) TISS 4.01 integration with the convênios (health plans)
2) emission of NF-e for each treatment
3) it must work for 22 clinics with central reporting

What is the price for 22 clinics? And how long to implement?

Abs,
Rafael Souza
Sócio-Diretor | OdontoVida | +55 11 95555-0134`,
  },
  {
    id: 'ov-quote',
    from: TOMAS,
    to: RAFAEL,
    subject: 'Re: Rafael, conheça o Tomás',
    date: '2027-02-11T13:25:00Z',
    replyTo: 'ov-rafael-req',
    body: `Olá Rafael, tudo ótimo!

- TISS 4.01: yes, native.
- NF-e: yes, through our partner eNotas.
- Central reporting across all clinics: included.

Price: R$ 1.750 per clinic per month, so R$ 38.500 per month for the 22 clinics. Implementation takes about 90 days from signature.

Abraço,
Tomás
${SIG}

Em seg., 8 de fev. de 2027 às 20:30, Rafael Souza <rafael@odontovida.example> escreveu:
> What is the price for 22 clinics? And how long to implement?`,
  },
  {
    id: 'ov-rafael-lgpd',
    from: RAFAEL,
    to: TOMAS,
    subject: 'Re: Rafael, conheça o Tomás',
    date: '2027-02-16T21:10:00Z',
    replyTo: 'ov-quote',
    body: `Tomás, the price is ok-ish for me, but Fernanda, our CFO, has to approve anything above R$ 30 mil per month.

One more question, important for LGPD: will our patient data stay in Brazil?

Abs,
Rafael`,
  },
  {
    id: 'ov-bea-hosting',
    from: BEA,
    to: TOMAS,
    subject: 'OdontoVida - Brazil hosting',
    date: '2027-02-17T10:30:00Z',
    body: `Tomás, on Rafael's LGPD question: we can host them in AWS São Paulo (sa-east-1). It costs us about 18% more than Frankfurt, so I'd build that into the price rather than eat it.

Happy to take OdontoVida over if you want, I'm in SP in April anyway.

Bea

Beatriz Lopes | Sales Lead, Iberia & Brazil | Lumen Dental Cloud | +351 915 555 301`,
  },
  {
    id: 'ov-tomas-lgpd',
    from: TOMAS,
    to: RAFAEL,
    cc: BEA,
    subject: 'Re: Rafael, conheça o Tomás',
    date: '2027-02-17T15:00:00Z',
    replyTo: 'ov-rafael-lgpd',
    body: `Rafael, yes: for OdontoVida we will host all data in São Paulo (AWS sa-east-1), so it never leaves Brazil.

I'm copying Beatriz Lopes, who leads our Brazil sales and will be in São Paulo in April.

Abraço,
Tomás`,
  },
  {
    id: 'ov-fernanda',
    from: FERNANDA,
    to: TOMAS,
    cc: RAFAEL,
    subject: 'OdontoVida - condições comerciais',
    date: '2027-02-22T19:40:00Z',
    body: `Prezado Tomás,

I am the CFO of OdontoVida. Before I approve I need three things:
- payment in BRL by boleto bancário
- an annual contract, not 3 years
- a 5% discount if we pay the year upfront

Can you confirm?

Atenciosamente,
Fernanda Lima
Diretora Financeira | OdontoVida | +55 11 3555-0190`,
  },
  // ── Clínica Dentária Estrela (Lisbon / Cascais) ─────────────────────────────────────────────
  {
    id: 'est-miguel-ask',
    from: MIGUEL,
    subject: 'preço para 2 clinicas',
    date: '2027-02-15T21:55:00Z',
    body: `Olá Tomás!

Good to see you at the OMD dinner. So, like I told you, we are 2 clinics, Estrela Lisboa (Campo de Ourique) and Estrela Cascais, 7 chairs in total. Our system is Imaginasoft, very old, the girls at reception hate it haha.

How much it costs for us? Be nice, we are small :)

Abraço
Miguel

Sent from my iPhone`,
  },
  {
    id: 'est-tomas-price',
    from: TOMAS,
    to: MIGUEL,
    subject: 'Re: preço para 2 clinicas',
    date: '2027-02-16T08:30:00Z',
    replyTo: 'est-miguel-ask',
    body: `Olá Miguel, igualmente!

For you: €149 per clinic per month, so €298/month for the two. If you pay annually you get 20% off the first year.

Data migration from Imaginasoft we have done before, no problem.

Abraço,
Tomás

On Mon, 15 Feb 2027 at 21:55, Miguel Tavares <miguel@clinicaestrela.example> wrote:
> How much it costs for us? Be nice, we are small :)`,
  },
  {
    id: 'est-miguel-partner',
    from: MIGUEL,
    to: TOMAS,
    subject: 'Re: preço para 2 clinicas',
    date: '2027-02-26T19:12:00Z',
    replyTo: 'est-tomas-price',
    body: `Tomás, sounds good. My partner Dra. Sara Gomes wants to see a demo also before we decide, she is the one who does the accounts.

And how much is the onboarding package? Training for the reception etc.

Miguel`,
  },
  // ── Investors: Atlântico Ventures (lead) and Northgate Capital ──────────────────────────────
  {
    id: 'inv-sofia-metrics',
    from: SOFIA,
    subject: 'Lumen - numbers before our partner meeting',
    date: '2027-01-25T17:30:00Z',
    body: `Olá Tomás,

Great session last week. Before I take Lumen to our partner meeting, can you send me the latest on: MRR and monthly growth over the last 6 months, net revenue retention, logo churn, burn and runway?

Nothing fancy, a few lines is fine.

Beijinhos,
Sofia

Sofia Almeida
Partner | Atlântico Ventures
Av. da Liberdade 110, Lisboa | +351 21 555 0166`,
  },
  {
    id: 'inv-tomas-metrics',
    from: TOMAS,
    to: SOFIA,
    subject: 'Re: Lumen - numbers before our partner meeting',
    date: '2027-01-27T09:05:00Z',
    replyTo: 'inv-sofia-metrics',
    body: `Olá Sofia,

Here you go (December 2026 close):

- MRR: €61,400
- Growth: 9% month on month on average over the last 6 months
- Customers: 48 clinic groups, 312 clinics
- Net revenue retention: 118%
- Logo churn: 2 customers lost in the last 12 months
- Burn: €85k per month, runway 11 months

Happy to go deeper on any of them.

Tomás
${SIG}

On Mon, 25 Jan 2027 at 17:30, Sofia Almeida <sofia@atlanticovc.example> wrote:
> can you send me the latest on: MRR and monthly growth over the last 6 months, net revenue retention, logo churn, burn and runway?`,
  },
  {
    id: 'inv-hannah-metrics',
    from: HANNAH,
    subject: 'Northgate - a few more data points',
    date: '2027-02-10T15:15:00Z',
    body: `Hi Tomás,

Thanks for the deck. To take this further internally I'd need three things: gross margin, CAC payback (months), and cohort retention by quarter of signing.

Best,
Hannah

Hannah Leclerc | Principal | Northgate Capital | m: +44 7700 900 318`,
  },
  {
    id: 'inv-hannah-answer',
    from: TOMAS,
    to: HANNAH,
    subject: 'Re: Northgate - a few more data points',
    date: '2027-02-12T18:40:00Z',
    replyTo: 'inv-hannah-metrics',
    body: `Hi Hannah,

- Gross margin: 81% (hosting and SMS are most of COGS)
- CAC payback: 14 months, blended across countries
- Cohorts: I'm putting them in the data room, should be there next week

Thanks again for the intro to Luísa, already turning into something in Brazil.

Tomás`,
  },
  {
    id: 'inv-termsheet',
    from: SOFIA,
    to: TOMAS,
    subject: 'Term sheet - Lumen Dental Cloud seed',
    date: '2027-02-22T18:00:00Z',
    body: `Tomás,

Very happy to share that the partnership approved. Term sheet attached; headline terms:

- Round: €2.5M seed, Atlântico leading with €1.5M
- Valuation: €10M pre-money
- Liquidation preference: 1x non-participating
- Board: one Atlântico seat (me)
- Option pool: 10%, in the pre-money
- Exclusivity: 30 days

We'd like it countersigned by 12 March. Call me whenever.

Sofia`,
  },
  {
    id: 'inv-fwd-lawyer',
    from: TOMAS,
    to: ANARITA,
    subject: 'Fwd: Term sheet - Lumen Dental Cloud seed',
    date: '2027-02-22T20:10:00Z',
    body: `Ana Rita, boa noite. Term sheet from Atlântico below, PDF attached. Could you review it this week? They want it signed by the 12th.

Obrigado,
Tomás

---------- Forwarded message ---------
From: Sofia Almeida <sofia@atlanticovc.example>
Date: Mon, 22 Feb 2027 at 18:00
Subject: Term sheet - Lumen Dental Cloud seed
To: Tomás Ferreira <tomas@lumendental.example>

- Round: €2.5M seed, Atlântico leading with €1.5M
- Valuation: €10M pre-money
- Liquidation preference: 1x non-participating
- Option pool: 10%, in the pre-money`,
  },
  {
    id: 'law-review',
    from: ANARITA,
    to: TOMAS,
    subject: 'Re: Fwd: Term sheet - Lumen Dental Cloud seed',
    date: '2027-02-24T16:50:00Z',
    replyTo: 'inv-fwd-lawyer',
    body: `Tomás,

Read it. Overall a clean, market term sheet. Three comments:

1. The 10% pool sits in the pre-money, so your effective pre-money is closer to €9M. Ask for a smaller pool or for it to be post-money.
2. Drag-along at 50% of preferred is low; I'd push for 66%.
3. Information rights are fine; the founder vesting (4 years, 1-year cliff) should credit the 2 years you have already worked.

For the seed documents (SHA, subscription, articles) our fee would be a fixed €6,000 + VAT.

Ana Rita Duarte
Sócia | Duarte Legal | +351 21 555 0128`,
  },
  {
    id: 'inv-counter',
    from: TOMAS,
    to: SOFIA,
    subject: 'Re: Term sheet - Lumen Dental Cloud seed',
    date: '2027-02-25T10:30:00Z',
    replyTo: 'inv-termsheet',
    body: `Sofia, obrigado, very happy too.

My lawyer came back with small points. The main one: could the option pool be post-money, or smaller? 10% pre-money takes my effective valuation to about €9M. Also drag-along at 66% rather than 50%.

Tomás`,
  },
  {
    id: 'inv-sofia-pool',
    from: SOFIA,
    to: TOMAS,
    subject: 'Re: Term sheet - Lumen Dental Cloud seed',
    date: '2027-02-26T13:05:00Z',
    replyTo: 'inv-counter',
    body: `Tomás,

Discussed with the partners. We can come down to an 8% pool, still pre-money, and the valuation stays at €10M pre. Drag-along at 66% is fine.

Send me the marked-up version and I'll get the final over.

S.

> could the option pool be post-money, or smaller?`,
  },
  {
    id: 'inv-northgate-ic',
    from: HANNAH,
    to: TOMAS,
    subject: 'Northgate IC',
    date: '2027-02-26T16:45:00Z',
    body: `Tomás,

Good news: we're taking Lumen to our investment committee on 17 March. If it goes through we'd want to take £500k of the round alongside Atlântico.

Could you get the data room in order (cohorts especially) by the end of next week?

Hannah`,
  },
  {
    id: 'inv-to-sofia-update',
    from: TOMAS,
    to: SOFIA,
    subject: 'Re: Term sheet - Lumen Dental Cloud seed',
    date: '2027-02-27T09:30:00Z',
    replyTo: 'inv-sofia-pool',
    body: `Sofia, great, thank you. Ana Rita is marking it up and I'll send Monday or Tuesday. FYI Northgate want in for £500k, IC on the 17th.

T.`,
  },
  {
    id: 'inv-sofia-ooo',
    from: SOFIA,
    to: TOMAS,
    subject: 'Ausência / Out of office: Re: Term sheet - Lumen Dental Cloud seed',
    date: '2027-02-27T09:31:00Z',
    body: `Estou fora do escritório até 3 de março, com acesso limitado ao email.
I'm skiing until 3 March with patchy email. For anything urgent on a portfolio matter, please write to Duarte Reis (duarte@atlanticovc.example).

Sofia Almeida | Atlântico Ventures`,
  },
  // ── Accountant and lawyer ───────────────────────────────────────────────────────────────────
  {
    id: 'acc-vat',
    from: PEDRO,
    subject: 'IVA 4º trimestre 2026',
    date: '2027-02-03T11:00:00Z',
    body: `Caro Tomás,

The VAT return for Q4 2026 is submitted. Amount payable: EUR 4.312,57, to be paid by 15 February. The reference for payment is in the attached document.

Com os melhores cumprimentos,
Pedro Vasconcelos
Contabilista Certificado | Vasconcelos & Associados | Tel. +351 21 555 0133`,
  },
  {
    id: 'acc-documents',
    from: PEDRO,
    subject: 'Documentos para fecho de contas',
    date: '2027-02-22T10:20:00Z',
    body: `Caro Tomás,

For the 2026 year-end close I need, by 10 March:
- bank statements for January and February (both accounts, Millennium and Revolut)
- the term sheet from the investors, for the cap table note
- the list of company cards

Reminder that the IES annual declaration is due 15 July. Our invoice for the Q4 services, EUR 1.850,00, goes this week.

Cumprimentos,
Pedro`,
  },
  {
    id: 'acc-reply',
    from: TOMAS,
    to: PEDRO,
    subject: 'Re: Documentos para fecho de contas',
    date: '2027-02-23T07:55:00Z',
    replyTo: 'acc-documents',
    body: `Olá Pedro, obrigado. I'll send the statements on Friday, and the term sheet once it is signed (should be before the 12th).

Abraço,
Tomás

Em seg., 22 de fev. de 2027 às 10:20, Pedro Vasconcelos escreveu:
> For the 2026 year-end close I need, by 10 March:`,
  },
  {
    id: 'acc-invoice',
    from: PEDRO,
    subject: 'Fatura FT 2027/031',
    date: '2027-02-25T09:00:00Z',
    body: `Caro Tomás,

Segue a fatura FT 2027/031 relativa aos serviços de contabilidade do 4º trimestre: EUR 1.850,00 + IVA. Pagamento a 30 dias.

Pedro Vasconcelos`,
  },
  // ── Recruiting: VP Sales ────────────────────────────────────────────────────────────────────
  {
    id: 'rec-lucas',
    from: OLIVER,
    subject: 'VP Sales - strong candidate: Lucas Martin',
    date: '2027-02-17T12:00:00Z',
    body: `Hi Tomás,

As promised, my strongest candidate for the VP Sales role: Lucas Martin.

- 9 years in dental software sales, last 4 at Carestream Dental running Iberia
- Based in Madrid, happy to travel to Lisbon weekly
- Looking for €95k base + variable, and around 0.5% equity
- Two months' notice, so realistically available from May

Worth a conversation? As a reminder our fee is 20% of first-year base salary.

Oliver Grant | Partner | TalentBridge | m: +44 7700 900 544`,
  },
  {
    id: 'rec-tomas-yes',
    from: TOMAS,
    to: OLIVER,
    subject: 'Re: VP Sales - strong candidate: Lucas Martin',
    date: '2027-02-18T08:10:00Z',
    replyTo: 'rec-lucas',
    body: `Oliver, yes, let's meet him. Thursday 4 March at 3pm Lisbon time would work, at our office (Hub Alcântara).

Tomás`,
  },
  {
    id: 'rec-confirm',
    from: OLIVER,
    to: TOMAS,
    subject: 'Re: VP Sales - strong candidate: Lucas Martin',
    date: '2027-02-19T09:25:00Z',
    replyTo: 'rec-tomas-yes',
    body: `Confirmed with Lucas: Thursday 4 March, 15:00 WET, Hub Alcântara. He'll fly in that morning.

Oliver`,
  },
  {
    id: 'rec-chloe',
    from: OLIVER,
    subject: 'Second VP Sales profile - Chloé Dubois',
    date: '2027-02-25T14:30:00Z',
    body: `Tomás,

One more for you, different profile: Chloé Dubois, Paris-based, 7 years in SaaS sales to healthcare groups (Doctolib, then a Series B medtech). Expectation €88k base, available in 4 weeks. French, English and decent Spanish; no Portuguese.

Let me know if you'd like to see her too.

Oliver`,
  },
  // ── Internal ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'int-rui-health',
    from: RUI,
    to: TOMAS,
    subject: 'Customer health - end of Feb',
    date: '2027-02-26T17:30:00Z',
    body: `Tomás, my monthly view:

RED: Harbour Dental (SMS incident - should go amber once the SLA addendum is signed)
AMBER: Sorriso (DSX migration, go-live 15/3 at risk if the disk is late), Clínica Dr. Alves (invoice dispute, see below)
GREEN: everyone else, incl. Albéniz (kick-off Monday)

NPS for February: 47 (January was 52). The drop is all Ireland.

Rui`,
  },
  {
    id: 'int-ines-weekly',
    from: INES,
    to: `${TOMAS}, ${RUI}, ${BEA}`,
    subject: 'Eng weekly - w/c 22 Feb',
    date: '2027-02-26T18:10:00Z',
    body: `Team,

Shipped: new online booking widget (2x faster page load), TextFlow fallback carrier, TISS 4.01 batch export fix.
In progress: DSX converter for Sorriso (8/3), SIG Lite answers for BSDP (with Tomás), SCIM 2.0 design.
Hiring: second backend engineer - 3 candidates in final round, offer hopefully by 12/3.
Risk: if we don't hire by end of March, SCIM slips into Q3.

Inês`,
  },
  {
    id: 'int-bea-pipeline',
    from: BEA,
    to: TOMAS,
    subject: 'Iberia + Brazil pipeline',
    date: '2027-02-24T09:00:00Z',
    body: `Hola Tomás,

Quick pipeline update from my side:
- Albéniz: signed, 9 clinics, kick-off 1/3
- Clínica Ortega (Valencia): Carmen's referral, 4 clinics, demo to book
- Grupo Dental Mediterráneo: lost, they renewed with Gesden for 2 years (price, they got 30% off)
- OdontoVida: 22 clinics, waiting on their CFO
- Policlínica Santa Luzia (Coimbra): 3 clinics, proposal out, EUR 540/month

Total weighted pipeline: around €21k MRR.

Bea`,
  },
  {
    id: 'int-bea-ortega',
    from: BEA,
    to: TOMAS,
    subject: 'Re: Iberia + Brazil pipeline',
    date: '2027-02-25T13:10:00Z',
    replyTo: 'int-bea-pipeline',
    body: `Saw you booked the demo with Javier for Wednesday - can I join? I'd like to own Ortega after the demo, Valencia is close to my patch.

B.`,
  },
  {
    id: 'int-tomas-bea',
    from: TOMAS,
    to: BEA,
    subject: 'Re: Iberia + Brazil pipeline',
    date: '2027-02-25T13:40:00Z',
    replyTo: 'int-bea-ortega',
    body: `Sure, join. After the demo Ortega is yours, and OdontoVida too - please handle Fernanda's questions (boleto, annual contract, 5% upfront), I haven't answered her yet.

T.`,
  },
  {
    id: 'int-rui-alves',
    from: RUI,
    to: TOMAS,
    subject: 'Clínica Dr. Alves - invoice dispute',
    date: '2027-02-24T15:00:00Z',
    body: `Tomás, FYI. Dr. Fernando Alves (Setúbal, 1 clinic) says we charged him twice in January, €149 x2. He's right, it was a billing bug after the Stripe migration. I refunded the €149 today. He's calm now, but I'd send him a personal note.

Rui`,
  },
  {
    id: 'sor-training',
    from: JOANA,
    to: RUI,
    cc: TOMAS,
    subject: 'Formação equipas Sorriso',
    date: '2027-02-22T08:45:00Z',
    body: `Rui, bom dia,

For the training of my teams, can we do it on a Saturday? During the week the clinics are full. Maybe Saturday 13 March?

Joana`,
  },
  {
    id: 'sor-training-rui',
    from: RUI,
    to: JOANA,
    cc: TOMAS,
    subject: 'Re: Formação equipas Sorriso',
    date: '2027-02-22T11:30:00Z',
    replyTo: 'sor-training',
    body: `Bom dia Joana,

Yes, Saturday 13 March works. We'll do it 9:00-13:00 at your Boavista clinic, two trainers from our side. Please send me the number of people per clinic by Friday.

Rui

> For the training of my teams, can we do it on a Saturday? During the week the clinics are full. Maybe Saturday 13 March?`,
  },
  // ── Vendors and office ──────────────────────────────────────────────────────────────────────
  {
    id: 'ven-nuvem-price',
    from: 'Nuvem Hosting Billing <billing@nuvemhosting.example>',
    subject: 'Important: changes to your Nuvem Hosting pricing from 1 April 2027',
    date: '2027-02-15T06:00:00Z',
    body: `Dear customer,

From 1 April 2027 prices for managed database and backup storage will increase by 8%. Based on your current usage (USD 6,450 per month), your estimated new monthly charge is USD 6,966.

You can lock current prices by committing to a 12-month reserved plan before 31 March.

Nuvem Hosting`,
  },
  {
    id: 'ven-hub-invoice',
    from: 'Hub Alcântara <admin@hubalcantara.example>',
    subject: 'Fatura março - Lumen Dental Cloud',
    date: '2027-02-26T09:00:00Z',
    body: `Olá Tomás,

The invoice for March: 6 fixed desks x €290 = €1.740 + IVA. Meeting room "Tejo" hours used in February: 14h (included in your plan up to 20h).

Reminder: the building is closed on Tuesday 9 March for electrical maintenance.

Equipa Hub Alcântara`,
  },
  {
    id: 'ven-expodental',
    from: 'Expodental Madrid <expositores@expodental.example>',
    subject: 'Expodental Madrid 2027 - last stands available',
    date: '2027-02-09T10:00:00Z',
    body: `Dear Exhibitor,

Expodental Madrid takes place 18-20 March 2027 at IFEMA. The last 9 m2 stands are available at €4,200 + VAT, including furniture and 2 exhibitor passes. Book before 26 February.

Organizing Committee Expodental`,
  },
  {
    id: 'ven-expodental-bea',
    from: BEA,
    to: TOMAS,
    subject: 'Fwd: Expodental Madrid 2027 - last stands available',
    date: '2027-02-09T12:30:00Z',
    body: `Should we? Carmen says all the Madrid groups go. €4.2k is a lot for us though. I'd rather just walk the floor with two visitor passes.

---------- Forwarded message ---------
From: Expodental Madrid <expositores@expodental.example>
Date: Tue, 9 Feb 2027
Subject: Expodental Madrid 2027 - last stands available

The last 9 m2 stands are available at €4,200 + VAT, including furniture and 2 exhibitor passes.`,
  },
  {
    id: 'ven-expodental-decision',
    from: TOMAS,
    to: BEA,
    subject: 'Re: Fwd: Expodental Madrid 2027 - last stands available',
    date: '2027-02-10T08:20:00Z',
    replyTo: 'ven-expodental-bea',
    body: `Agree, no stand this year. Walk the floor, you and Rui, 18 and 19 March. Book the visitor passes.

T.`,
  },
  // ── Other prospects ─────────────────────────────────────────────────────────────────────────
  {
    id: 'us-carter',
    from: 'Emily Carter <emily@carterfamilydental.example>',
    subject: 'Question about Lumen for a single practice',
    date: '2027-02-20T02:15:00Z',
    body: `Hi there,

I own Carter Family Dentistry in Providence, RI (one office, 5 operatories). I saw your post on Dentaltown. Do you sell to single practices in the US, and do you integrate with Dexis sensors?

Thanks!
Emily Carter, DMD`,
  },
  {
    id: 'us-carter-answer',
    from: TOMAS,
    to: 'Emily Carter <emily@carterfamilydental.example>',
    subject: 'Re: Question about Lumen for a single practice',
    date: '2027-02-22T09:00:00Z',
    replyTo: 'us-carter',
    body: `Hi Emily,

Thanks for reaching out. Honest answer: in the US we currently only work with groups of 10+ locations, because of the support hours we can offer from Lisbon. Dexis: yes, we integrate through the Dexis Integrator.

I'll keep you on our list for when we open single practices, probably in 2028.

Best,
Tomás`,
  },
  {
    id: 'pt-santaluzia',
    from: 'Marta Cunha <marta.cunha@santaluzia-clinica.example>',
    to: BEA,
    cc: TOMAS,
    subject: 'Re: Proposta Lumen - Policlínica Santa Luzia',
    date: '2027-02-26T15:40:00Z',
    body: `Olá Beatriz,

Thank you for the proposal of EUR 540/month for our 3 clinics. The administration will decide in the meeting of the end of March. One question they asked: is the SAF-T export for the tax authority included, or is it extra?

Marta Cunha
Diretora Administrativa | Policlínica Santa Luzia | Coimbra`,
  },
  {
    id: 'pt-santaluzia-bea',
    from: BEA,
    to: 'Marta Cunha <marta.cunha@santaluzia-clinica.example>',
    cc: TOMAS,
    subject: 'Re: Proposta Lumen - Policlínica Santa Luzia',
    date: '2027-02-26T17:05:00Z',
    replyTo: 'pt-santaluzia',
    body: `Olá Marta,

The SAF-T (PT) export is included in the price, at no extra cost. It's certified by the AT.

Bea`,
  },
  // ── Newsletters and spam ────────────────────────────────────────────────────────────────────
  {
    id: 'news-dtw-1',
    from: 'Dental Tech Weekly <news@dentaltechweekly.example>',
    subject: 'Dental Tech Weekly #212: AI charting, DSO consolidation, a £1.2m seed',
    date: '2027-02-08T07:00:00Z',
    body: `DENTAL TECH WEEKLY #212

- AI charting: three vendors now claim 95% accuracy on perio charting. We tested them.
- DSO consolidation: US DSOs added 1,100 locations in 2026.
- Funding: London's SmileStack raised a £1.2m seed for patient financing.
- Opinion: why cloud PMS still struggles with imaging.

Unsubscribe | Manage preferences`,
  },
  {
    id: 'news-dtw-2',
    from: 'Dental Tech Weekly <news@dentaltechweekly.example>',
    subject: 'Dental Tech Weekly #214: Dentally price rise, Gesden new owner',
    date: '2027-02-22T07:00:00Z',
    body: `DENTAL TECH WEEKLY #214

- Dentally raises UK and Ireland prices by 12% from April.
- Gesden acquired by a Spanish private-equity fund.
- Curve Dental launches a Texas data centre.

Unsubscribe | Manage preferences`,
  },
  {
    id: 'spam-growthleads',
    from: 'Jake Miller <jake@growthleads.example>',
    subject: 'Tomás, 40 dental DSO meetings in 60 days?',
    date: '2027-02-16T13:13:00Z',
    body: `Hi Tomás,

We book qualified meetings with DSO decision makers for SaaS founders like you. Clients see 40 meetings in 60 days, guaranteed, for $4,900/month.

Worth a 15 min chat next Tuesday?

Jake Miller | Growth Leads`,
  },
  {
    id: 'spam-growthleads-2',
    from: 'Jake Miller <jake@growthleads.example>',
    subject: 'Re: Tomás, 40 dental DSO meetings in 60 days?',
    date: '2027-02-23T13:13:00Z',
    replyTo: 'spam-growthleads',
    body: `Hi Tomás, just bumping this to the top of your inbox. Should I talk to someone else on your team?

Jake`,
  },
  {
    id: 'spam-rankrocket',
    from: 'Priya from RankRocket <priya@rankrocket.example>',
    subject: 'lumendental.example is losing 73% of its traffic',
    date: '2027-02-18T04:22:00Z',
    body: `Hello,

I ran an audit of lumendental.example and found 47 critical SEO errors. Our team can fix them and get you to page 1 on Google in 90 days. Packages from $299.

Reply YES for the full report.

Priya, SEO Consultant`,
  },
  {
    id: 'spam-crypto',
    from: 'Wallet Security <no-reply@secure-wallet-alerts.example>',
    subject: 'Action required: your account will be suspended',
    date: '2027-02-20T23:59:00Z',
    body: `Dear user, unusual activity was detected. Verify your wallet within 24 hours to avoid suspension: click here.`,
  },
  {
    id: 'spam-saasiberia',
    from: 'SaaS Iberia Summit <tickets@saasiberia.example>',
    subject: 'Early bird ends 5 March - SaaS Iberia Summit Lisbon',
    date: '2027-02-24T08:00:00Z',
    body: `SaaS Iberia Summit, Lisbon, 20-21 May 2027.
Early bird founder pass: €390 (normally €690), until 5 March.
Speakers from Unbabel, Feedzai, Cabify and more.`,
  },
  {
    id: 'spam-linkedin',
    from: 'LinkedIn <notifications@linkedin.example>',
    subject: 'Tomás, you appeared in 38 searches this week',
    date: '2027-02-27T06:30:00Z',
    body: `You appeared in 38 searches this week. See who's looking: recruiters, founders and 3 people from Bright Smile Dental Partners viewed your profile.`,
  },
  {
    id: 'ven-textflow-upsell',
    from: GRETA,
    to: TOMAS,
    subject: 'TextFlow - WhatsApp reminders pilot?',
    date: '2027-02-25T10:00:00Z',
    body: `Hi Tomás,

Sorry again about the Irish routing incident. As a goodwill gesture we'd like to offer you a free 3-month pilot of WhatsApp reminders (normally $0.018 per message), starting whenever you like.

Greta`,
  },
  {
    id: 'sor-training-count',
    from: JOANA,
    to: RUI,
    cc: TOMAS,
    subject: 'Re: Formação equipas Sorriso',
    date: '2027-02-26T10:05:00Z',
    replyTo: 'sor-training-rui',
    body: `Rui, we will be 41 people: 3 per clinic from reception and the clinical directors. Boavista is fine, there is parking in the back.

Joana

> Please send me the number of people per clinic by Friday.`,
  },
  {
    id: 'bs-jennifer',
    from: 'Jennifer Park <jpark@brightsmiledsp.example>',
    to: TOMAS,
    subject: 'RE: BSDP security review - identity provisioning',
    date: '2027-02-25T15:20:00Z',
    replyTo: 'bs-megan-answer',
    body: `Mr. Ferreira,

In Karen's absence I am confirming receipt of your response regarding SCIM. For your planning: the evaluation committee will meet on March 18, 2027 to select a shortlist of two vendors.

Regards,
Jennifer Park
Procurement Specialist, Bright Smile Dental Partners`,
  },
  {
    id: 'law-go-ahead',
    from: TOMAS,
    to: ANARITA,
    subject: 'Re: Fwd: Term sheet - Lumen Dental Cloud seed',
    date: '2027-02-25T09:10:00Z',
    replyTo: 'law-review',
    body: `Ana Rita, obrigado, very clear. Fine with the €6,000 fixed fee, please go ahead. I'll push Sofia on the pool and the drag-along today.

Tomás

> For the seed documents (SHA, subscription, articles) our fee would be a fixed €6,000 + VAT.`,
  },
  {
    id: 'pt-alves-note',
    from: TOMAS,
    to: 'Fernando Alves <fernando.alves@clinicaalves.example>',
    subject: 'Cobrança duplicada em janeiro',
    date: '2027-02-25T17:00:00Z',
    body: `Caro Dr. Fernando,

I'm sorry about the double charge in January. It was our error, and Rui has already refunded the €149. As a thank-you for your patience, March is on us.

Um abraço,
Tomás
${SIG}`,
  },
];

/** The number of messages in the mbox. */
export const DEV6_MESSAGE_COUNT = DEV6_MESSAGES.length;

export const DEV6_DATASET: EvalDataset = {
  name: 'dev6',
  owner: DEV6_OWNER,
  now: DEV6_NOW,
  mbox: () =>
    Buffer.from(DEV6_MESSAGES.map((m) => mboxMessage(m, { owner: TOMAS, idDomain: 'dev6.test' })).join('\n')),
  describe: () => `${DEV6_MESSAGE_COUNT} hand-written dev6 messages`,
  contactsCsv: contactsCsv([
    [
      'Joana',
      'Pinto',
      'joana.pinto@sorrisogroup.example',
      'Sorriso Group',
      'CEO',
      '+351 22 555 0187',
      'Dentist by training. 14 clinics in the North.',
    ],
    ['Catarina', 'Sousa', 'catarina.sousa@sorrisogroup.example', 'Sorriso Group', 'CFO', '', ''],
    [
      'Karen',
      'Whitlock',
      'kwhitlock@brightsmiledsp.example',
      'Bright Smile Dental Partners',
      'Senior Procurement Manager',
      '(512) 555-0163',
      'All RFP questions in writing to her.',
    ],
    [
      'David',
      'Osei',
      'dosei@brightsmiledsp.example',
      'Bright Smile Dental Partners',
      'Chief Financial Officer',
      '(512) 555-0118',
      '',
    ],
    [
      'Megan',
      'Hale',
      'mhale@brightsmiledsp.example',
      'Bright Smile Dental Partners',
      'Director of IT Security',
      '',
      '',
    ],
    [
      'Jennifer',
      'Park',
      'jpark@brightsmiledsp.example',
      'Bright Smile Dental Partners',
      'Procurement Specialist',
      '(512) 555-0170',
      '',
    ],
    [
      'Carmen',
      'Ruiz',
      'carmen.ruiz@albeniz-dental.example',
      'Clínicas Dentales Albéniz',
      'Directora General',
      '+34 91 555 0142',
      'Met at Expodental 2026.',
    ],
    [
      'Sergio',
      'Navarro',
      'sergio.navarro@albeniz-dental.example',
      'Clínicas Dentales Albéniz',
      'Responsable de IT',
      '+34 91 555 0145',
      '',
    ],
    [
      'Niamh',
      'Byrne',
      'niamh@harbourdental.example',
      'Harbour Dental Group',
      'Practice Manager',
      '+353 1 555 0149',
      '',
    ],
    [
      'Ciarán',
      'Walsh',
      'ciaran.walsh@harbourdental.example',
      'Harbour Dental Group',
      'Clinical Director',
      '+353 87 555 0102',
      'Decides on renewals.',
    ],
    [
      'Owen',
      'Murphy',
      'owen.murphy@harbourdental.example',
      'Harbour Dental Group',
      'Finance Manager',
      '+353 1 555 0150',
      'Pays the invoices.',
    ],
    ['Rafael', 'Souza', 'rafael@odontovida.example', 'OdontoVida', 'Sócio-Diretor', '+55 11 95555-0134', ''],
    [
      'Fernanda',
      'Lima',
      'fernanda.lima@odontovida.example',
      'OdontoVida',
      'Diretora Financeira',
      '+55 11 3555-0190',
      '',
    ],
    [
      'Miguel',
      'Tavares',
      'miguel@clinicaestrela.example',
      'Clínica Dentária Estrela',
      'Diretor Clínico',
      '+351 936 555 071',
      'Met at the OMD dinner, Feb 2027.',
    ],
    ['Sara', 'Gomes', 'sara.gomes@clinicaestrela.example', 'Clínica Dentária Estrela', 'Sócia', '', ''],
    [
      'Marta',
      'Cunha',
      'marta.cunha@santaluzia-clinica.example',
      'Policlínica Santa Luzia',
      'Diretora Administrativa',
      '+351 239 555 044',
      '',
    ],
    [
      'Fernando',
      'Alves',
      'fernando.alves@clinicaalves.example',
      'Clínica Dr. Alves',
      'Diretor Clínico',
      '+351 265 555 019',
      'Setúbal, 1 clinic. Customer since 2025.',
    ],
    [
      'Mark',
      'Feldman',
      'mfeldman@pacificcoastdental.example',
      'Pacific Coast Dental Group',
      'VP Operations',
      '(415) 555-0129',
      'Met at Chicago Midwinter. 40 locations in California.',
    ],
    [
      'Laura',
      'Jiménez',
      'laura@sonrisasandalucia.example',
      'Sonrisas Andalucía',
      'Gerente',
      '+34 95 555 0121',
      '',
    ],
    [
      'Sofia',
      'Almeida',
      'sofia@atlanticovc.example',
      'Atlântico Ventures',
      'Partner',
      '+351 21 555 0166',
      'Lead investor for the seed.',
    ],
    [
      'Duarte',
      'Reis',
      'duarte@atlanticovc.example',
      'Atlântico Ventures',
      'Associate',
      '+351 21 555 0167',
      '',
    ],
    [
      'Hannah',
      'Leclerc',
      'hannah@northgate.example',
      'Northgate Capital',
      'Principal',
      '+44 7700 900 318',
      '',
    ],
    [
      'Henrique',
      'Dias',
      'henrique.dias@gmail.example',
      '',
      'Angel investor',
      '+351 917 555 404',
      'Put €50k in the pre-seed.',
    ],
    [
      'Pedro',
      'Vasconcelos',
      'pedro@vasconcelos-contas.example',
      'Vasconcelos & Associados',
      'Contabilista Certificado',
      '+351 21 555 0133',
      'Our accountant since 2024.',
    ],
    [
      'Ana Rita',
      'Duarte',
      'anarita@duartelegal.example',
      'Duarte Legal',
      'Sócia',
      '+351 21 555 0128',
      'Company lawyer.',
    ],
    [
      'Rachel',
      'Stone',
      'rstone@kestrelassurance.example',
      'Kestrel Assurance LLP',
      'Audit Partner',
      '(617) 555-0144',
      'SOC 2 auditor.',
    ],
    [
      'Oliver',
      'Grant',
      'oliver.grant@talentbridge.example',
      'TalentBridge',
      'Partner',
      '+44 7700 900 544',
      'Recruiter for the VP Sales search.',
    ],
    ['Greta', 'Lind', 'greta.lind@textflow.example', 'TextFlow', 'Account Manager', '+46 70 555 0193', ''],
    [
      'Chen',
      'Wei',
      'chen.wei@nuvemhosting.example',
      'Nuvem Hosting',
      'Account Executive',
      '+351 21 555 0150',
      '',
    ],
    [
      'Isabel',
      'Marques',
      'isabel@hubalcantara.example',
      'Hub Alcântara',
      'Community Manager',
      '+351 21 555 0177',
      '',
    ],
    [
      'Bruno',
      'Costa',
      'bruno.costa@millennium.example',
      'Millennium bcp',
      'Account Manager',
      '+351 21 555 0199',
      'Business banking.',
    ],
    [
      'Tiago',
      'Barros',
      'tiago.barros@omd.example',
      'Ordem dos Médicos Dentistas',
      'Board Member',
      '+351 22 555 0111',
      'Can help with events.',
    ],
    [
      'Aoife',
      'Kelly',
      'aoife.kelly@irishdental.example',
      'Irish Dental Association',
      'Events Manager',
      '+353 1 555 0188',
      '',
    ],
    [
      'Ricardo',
      'Faria',
      'ricardo.faria@startuplisboa.example',
      'Startup Lisboa',
      'Program Manager',
      '+351 21 555 0160',
      '',
    ],
    [
      'Luísa',
      'Mendes',
      'luisa@mendesconsultoria.example',
      'Mendes Consultoria Odontológica',
      'Consultant',
      '+55 11 98555-0122',
      'Introduced by Hannah Leclerc.',
    ],
    [
      'Inês',
      'Carvalho',
      'ines@lumendental.example',
      'Lumen Dental Cloud',
      'CTO & Co-founder',
      '+351 914 555 202',
      '',
    ],
    [
      'Rui',
      'Moreira',
      'rui@lumendental.example',
      'Lumen Dental Cloud',
      'Head of Customer Success',
      '+351 913 555 220',
      '',
    ],
    [
      'Beatriz',
      'Lopes',
      'beatriz@lumendental.example',
      'Lumen Dental Cloud',
      'Sales Lead, Iberia & Brazil',
      '+351 915 555 301',
      '',
    ],
    [
      'Emily',
      'Carter',
      'emily@carterfamilydental.example',
      'Carter Family Dentistry',
      'Owner',
      '',
      'Single practice, Providence RI. Revisit in 2028.',
    ],
    [
      'Gabriel',
      'Rocha',
      'gabriel.rocha@dentalsoft.example',
      'DentalSoft',
      'Partner Manager',
      '+351 22 555 0140',
      '',
    ],
  ]),
  updates: [
    {
      at: '2027-01-20T15:00:00Z',
      text: 'Call with Karen Whitlock and the ops team at Bright Smile: 62 locations, unhappy with their on-prem Dentrix G7. Budget owner is the CFO, David Osei. Follow up after the RFP deadline.',
    },
    {
      at: '2027-02-03T15:00:00Z',
      text: 'Pitched at the Atlântico partner meeting, went well. Sofia wants Northgate as co-investor. From now on send Sofia the investor update on the 5th of each month.',
    },
    {
      at: '2027-02-10T15:00:00Z',
      text: 'Albéniz signed! 9 clinics, go-live 5 April. Carmen agreed to a case-study video after go-live, planned for May.',
    },
    {
      at: '2027-02-17T15:00:00Z',
      text: 'Niamh Byrne (Harbour) called, furious about the SMS reminders. Renewal on 31 March at risk. Follow up with Niamh on Friday 26 Feb to confirm reminders are stable.',
    },
    {
      at: '2027-02-19T15:00:00Z',
      text: 'Lunch with Miguel Tavares. His brother-in-law runs 6 clinics in the Algarve (Grupo Algarsmile) - ask Miguel for an intro. Follow up with Miguel in two weeks.',
    },
    {
      at: '2027-02-24T15:00:00Z',
      text: "OdontoVida: Rafael says the decision is Fernanda's. If we hear nothing by 8 March, ask Luísa to nudge them.",
    },
    {
      at: '2027-02-26T15:00:00Z',
      text: 'Northgate taking us to IC on 17 March for £500k. Data room with cohorts due Friday 5 March.',
    },
    {
      at: '2027-02-27T15:00:00Z',
      text: 'Decided: VP Sales budget up to €100k base. Interview Lucas Martin on Thursday; if good, second round with Inês. Chloé Dubois as backup.',
    },
    {
      at: '2027-02-28T15:00:00Z',
      text: 'Sorriso: the disk arrives Monday. If the 1,140 corrupted x-rays are not re-exported by 10 March, move the go-live to 22 March and tell Joana.',
    },
  ],
};
