/**
 * The fifth dev set, written BLIND to the engine (no engine code, tests, docs or reports were read):
 * the mailbox of Noor Haddad, partnerships lead at Tidewell Logistics (a freight-visibility SaaS in
 * Rotterdam) selling to shippers, ports and 3PLs in the Netherlands, Germany, Poland, the UAE and
 * Canada. Many hands: Dutch, German, Polish, Emirati and Canadian correspondents, amounts in EUR,
 * PLN, AED and CAD, quoted replies, forwards, out-of-office replies, newsletters, cold spam and
 * internal mail. A procurement tender (Baltica Port Authority), a deal at risk whose champion left
 * (Rheinfracht), a renewal with a price dispute (Maple Crescent), a reseller (Gulf Bridge Tech), a
 * pilot with success criteria (Van Loon Koelvervoer) and a lost deal (Nordhaven Shipping).
 * "Now" is Wednesday 11 November 2026, 09:15 UTC.
 */

import { contactsCsv } from '../fixtures/contacts.js';
import { type MboxMessage, mboxMessage } from '../mboxText.js';
import type { EvalDataset } from '../world.js';

/** Wednesday 11 November 2026, 09:15 UTC. */
export const DEV5_NOW = new Date('2026-11-11T09:15:00Z');

export const DEV5_OWNER = {
  firstName: 'Noor',
  lastName: 'Haddad',
  email: 'noor.haddad@tidewell.example',
  password: 'dev5 eval password 2026',
};
const NOOR = `Noor Haddad <${DEV5_OWNER.email}>`;
const SIG =
  '--\nNoor Haddad\nPartnerships Lead | Tidewell Logistics\nWilhelminakade 91, 3072 AP Rotterdam\n+31 10 555 0142';
const SIG1 = 'Noor Haddad | Partnerships Lead | Tidewell Logistics | m: +31 6 5555 0142';

// Tidewell
const SANNE = 'Sanne Visser <sanne.visser@tidewell.example>';
const JORIS = 'Joris Kuipers <joris.kuipers@tidewell.example>';
const FEMKE = 'Femke Jansen <femke.jansen@tidewell.example>';
const DAAN = 'Daan Mulder <daan.mulder@tidewell.example>';
const LOTTE = 'Lotte Vermeulen <lotte.vermeulen@tidewell.example>';
// Baltica Port Authority (Gdańsk)
const KASIA = 'Katarzyna Nowak <katarzyna.nowak@baltica-port.example>';
const TOMASZ = 'Tomasz Wiśniewski <tomasz.wisniewski@baltica-port.example>';
// Rheinfracht (Duisburg)
const MARKUS = 'Markus Brandt <markus.brandt@rheinfracht.example>';
const MARKUS2 = 'Markus Brandt <markus.brandt@elbkontor.example>';
const CLAUDIA = 'Dr. Claudia Reuter <claudia.reuter@rheinfracht.example>';
const JANA = 'Jana Schulz <jana.schulz@rheinfracht.example>';
const STEFAN = 'Stefan Hoffmann <stefan.hoffmann@rheinfracht.example>';
// Maple Crescent Distribution (Mississauga)
const DEREK = 'Derek Fontaine <dfontaine@maplecrescent.example>';
const PRIYA = 'Priya Sandhu <priya.sandhu@maplecrescent.example>';
const KYLE = 'Kyle Osei <kyle.osei@maplecrescent.example>';
// Gulf Bridge Tech (Dubai)
const OMAR = 'Omar Al Mansoori <omar@gulfbridge.example>';
const FATIMA = 'Fatima Al Suwaidi <fatima.alsuwaidi@gulfbridge.example>';
const RAJESH = 'Rajesh Menon <rajesh.menon@gulfbridge.example>';
// Van Loon Koelvervoer (Tilburg)
const PIETER = 'Pieter van Loon <pieter@vanloon-koel.example>';
const ELINE = 'Eline Bakker <eline.bakker@vanloon-koel.example>';
// Nordhaven Shipping (Hamburg)
const LARS = 'Lars Petersen <lars.petersen@nordhaven.example>';
// Others
const WILLEM = 'Willem Smit <willem@smitadvisory.example>';
const HESSA = 'Hessa Al Falasi <hessa.alfalasi@khorterminals.example>';
const MAREK = 'Marek Zieliński <marek.zielinski@wisla-log.example>';
const CONNOR = 'Connor MacDougall <connor.macdougall@prairierail.example>';
const AMELIA = 'Amelia Grant <amelia.grant@prairierail.example>';
const EMILIE = 'Émilie Tremblay <etremblay@northshore3pl.example>';
const SABINE = 'Sabine Krüger <s.krueger@hafenlager-bremen.example>';

/** Plain-text mail; `id` is the Message-ID's local part (`${id}@dev5.test`). */
export const DEV5_MESSAGES: readonly MboxMessage[] = [
  // ── Baltica Port Authority: tender BPA/ZP/47/2026 ───────────────────────────────────────────────
  {
    id: 'bpa-invite',
    from: KASIA,
    subject: 'Zaproszenie / Invitation to tender BPA/ZP/47/2026 - truck and vessel visibility platform',
    date: '2026-10-06T08:40:00Z',
    body: `Dear Madam,

On behalf of Baltica Port Authority S.A. I would like to invite Tidewell Logistics to submit an offer in the open tender BPA/ZP/47/2026 "Platform for truck and vessel visibility in the Port of Gdańsk".

Most important information:
- offers must be submitted via the e-Zamówienia platform until 30.11.2026, 12:00 CET
- questions to the SWZ (terms of reference) can be sent until 16.11.2026
- maximum budget: PLN 1 850 000 netto for 36 months
- bid security (wadium): PLN 25 000
- evaluation: price 60%, technical quality 30%, implementation time 10%
- mandatory: data hosted in the EU, valid ISO/IEC 27001 certificate, user interface in Polish language

All documents are on the platform under the reference number.

Z poważaniem / Best regards
Katarzyna Nowak
Specjalista ds. zamówień publicznych | Procurement Specialist
Baltica Port Authority S.A.
ul. Portowa 12, 80-601 Gdańsk
tel. +48 58 555 31 20`,
  },
  {
    id: 'bpa-questions',
    from: NOOR,
    to: KASIA,
    subject: 'Re: Zaproszenie / Invitation to tender BPA/ZP/47/2026 - truck and vessel visibility platform',
    date: '2026-10-08T13:05:00Z',
    replyTo: 'bpa-invite',
    body: `Dear Ms Nowak,

Thank you for the invitation, we intend to take part. Three short questions before we start:

1. Can the technical annex be written in English?
2. Can the wadium be given as a bank guarantee instead of a transfer?
3. Do the 36 months include the implementation period or start after go-live?

Kind regards,
Noor
${SIG}`,
  },
  {
    id: 'bpa-ooo',
    from: KASIA,
    subject: 'Automatyczna odpowiedź: Re: Zaproszenie / Invitation to tender BPA/ZP/47/2026',
    date: '2026-10-08T13:05:40Z',
    replyTo: 'bpa-questions',
    body: `Dzień dobry,

jestem nieobecna w biurze do 12.10.2026. W sprawach pilnych proszę o kontakt: przetargi@baltica-port.example

I am out of the office until 12 October. For urgent matters please write to przetargi@baltica-port.example

Katarzyna Nowak`,
  },
  {
    id: 'bpa-answers',
    from: KASIA,
    subject: 'Re: Zaproszenie / Invitation to tender BPA/ZP/47/2026 - truck and vessel visibility platform',
    date: '2026-10-14T10:22:00Z',
    replyTo: 'bpa-questions',
    body: `Dear Ms Haddad,

thank you for your questions, answers below.

1. The offer form (formularz ofertowy) and all declarations must be in Polish. The technical annex may be in English, but a summary of it must be in Polish.
2. Yes, the wadium can be given as bank guarantee or insurance guarantee. It must be valid for the whole period of the binding of the offer (90 days from the deadline).
3. The 36 months start from the go-live. Implementation is separate and can take maximum 4 months.

The answers will be published also on the platform for all bidders.

Best regards
Katarzyna Nowak

W dniu 8.10.2026 o 15:05, Noor Haddad pisze:
> 1. Can the technical annex be written in English?
> 2. Can the wadium be given as a bank guarantee instead of a transfer?
> 3. Do the 36 months include the implementation period or start after go-live?`,
  },
  {
    id: 'bpa-tomasz-tech',
    from: TOMASZ,
    cc: KASIA,
    subject: 'BPA/ZP/47/2026 - technical questions from IT',
    date: '2026-10-20T07:55:00Z',
    body: `Hello Mrs. Haddad,

I am responsible for the IT part of the tender. Some questions from my side, not official (official only via platform please):

- integration with our Port Community System (PortNet PL) is by REST API, do you have experience with this?
- login must be by SSO with Azure AD
- at Westerplatte terminal we have about 1 400 trucks per day in peak season

Maybe it is good if your engineer come for a site visit, early November maybe? I will check with my director.

Regards,
Tomasz Wiśniewski
Kierownik Działu IT / Head of IT
Baltica Port Authority S.A.
+48 58 555 31 77`,
  },
  {
    id: 'bpa-noor-tech',
    from: NOOR,
    to: TOMASZ,
    subject: 'Re: BPA/ZP/47/2026 - technical questions from IT',
    date: '2026-10-21T09:10:00Z',
    replyTo: 'bpa-tomasz-tech',
    body: `Hi Tomasz,

Thanks, very useful.
- PortNet PL: we have not integrated it yet, but we connect to Portbase in Rotterdam over REST, same pattern.
- Azure AD SSO (SAML and OIDC) is standard.
- 1,400 trucks a day is well within what we handle at Maasvlakte.

A site visit would be great, my colleague Joris Kuipers (solutions engineer) would come along. Out of curiosity, what are you using today?

Best,
Noor
${SIG1}`,
  },
  {
    id: 'bpa-tomasz-incumbent',
    from: TOMASZ,
    subject: 'Re: BPA/ZP/47/2026 - technical questions from IT',
    date: '2026-10-27T14:30:00Z',
    replyTo: 'bpa-noor-tech',
    body: `Hello Noor,

Today we use Excel and an old system from Portsoft, the contract with them ends in March 2027, so that is why the tender now. About other bidders I cannot say anything, sorry.

About site visit my director did not decide yet. I come back to you.

Tomasz

> A site visit would be great, my colleague Joris Kuipers (solutions engineer) would come along. Out of curiosity, what are you using today?`,
  },
  {
    id: 'bpa-go',
    from: SANNE,
    subject: 'Baltica bid - go/no-go',
    date: '2026-10-28T16:20:00Z',
    body: `Noor,

Read your summary. It's a go. Two conditions:
- we don't go below PLN 1.4m total for the 36 months, whatever the price weight is
- Bram signs the declarations, not you (Daan knows the drill with qualified e-signatures)

Femke will arrange the wadium through ING.

S.`,
  },
  {
    id: 'bpa-translation',
    from: JORIS,
    subject: 'Baltica - Polish UI',
    date: '2026-10-22T11:45:00Z',
    body: `Hoi Noor,

Checked the Polish UI requirement. Lingua Nova can translate the full UI + help centre, quote is EUR 6.800,00, delivery mid-November. SSO with Azure AD is no issue, we do that for Van Loon already.

Joris`,
  },
  {
    id: 'bpa-wadium',
    from: FEMKE,
    subject: 'wadium Baltica - guarantee issued',
    date: '2026-11-03T10:02:00Z',
    body: `Hi Noor,

ING issued the bank guarantee for the Baltica wadium: PLN 25.000, valid until 29 January 2027, reference GW/2026/8812. PDF is in the tender folder.

Groet,
Femke

Femke Jansen | Finance Manager | Tidewell Logistics | +31 10 555 0117`,
  },
  {
    id: 'bpa-espd',
    from: DAAN,
    subject: 'Baltica - JEDZ/ESPD and signatures',
    date: '2026-11-06T15:40:00Z',
    body: `Noor,

For the Baltica offer we need the JEDZ (the Polish ESPD) signed with a qualified electronic signature by Bram as the statutory director. I have booked the signing for Monday 23 November. Please have the final price by Friday 20 November so I can lock the offer form.

Daan Mulder
Legal Counsel, Tidewell Logistics`,
  },
  {
    id: 'bpa-extension',
    from: KASIA,
    subject: 'BPA/ZP/47/2026 - zmiana SWZ / change of terms of reference',
    date: '2026-11-09T12:15:00Z',
    body: `Dear Bidders,

Please note the modification of the SWZ published today:
- the deadline for submission of offers is extended to 07.12.2026, 12:00 CET (before: 30.11.2026)
- the opening of offers will take place on 07.12.2026 at 12:30
- the deadline for questions (16.11.2026) is not changed

All other terms stay the same.

Katarzyna Nowak
Baltica Port Authority S.A.`,
  },

  // ── Rheinfracht GmbH (Duisburg): champion left ───────────────────────────────────────────────
  {
    id: 'rf-proposal-ack',
    from: MARKUS,
    subject: 'Angebot Tidewell / next steps',
    date: '2026-09-15T12:30:00Z',
    body: `Hallo Frau Haddad,

danke für das Angebot. The EUR 96.000 per year for 310 trucks is in the range I expected. I will present it to the Geschäftsführung in October. Most important for us: the SAP TM integration must be included, otherwise my IT will kill it.

Viele Grüße
Markus Brandt
Leiter Transportmanagement
Rheinfracht GmbH | Duisburg
+49 203 555 4410`,
  },
  {
    id: 'rf-sap',
    from: NOOR,
    to: MARKUS,
    subject: 'Re: Angebot Tidewell / next steps',
    date: '2026-09-16T08:15:00Z',
    replyTo: 'rf-proposal-ack',
    body: `Hallo Markus,

Yes, the SAP TM connector is included in the EUR 96,000, no extra licence. Implementation is about 8 weeks from signature.

Good luck with the presentation!
Noor
${SIG}`,
  },
  {
    id: 'rf-markus-leaving',
    from: MARKUS,
    subject: 'Persönlich / some personal news',
    date: '2026-10-19T17:48:00Z',
    body: `Hi Noor,

I wanted you to hear it from me: I am leaving Rheinfracht at the end of October. I join Elbkontor AG in Hamburg as Director Logistics from 1 November.

For your deal: the decision is with Dr. Claudia Reuter, our COO. Day to day please talk to Jana Schulz, she leads dispatch and was in the demo. To be honest with you, Claudia liked the cheaper offer from FrachtBlick, so you will need a good business case.

It was a pleasure. Let's stay in touch.
Markus`,
  },
  {
    id: 'rf-noor-claudia',
    from: NOOR,
    to: CLAUDIA,
    cc: JANA,
    subject: 'Tidewell & Rheinfracht - visibility for your 310 trucks',
    date: '2026-10-22T09:30:00Z',
    body: `Dear Dr. Reuter,

Markus Brandt told me that you will take over the decision on the transport visibility project. I would be glad to walk you through our proposal and the business case we built with Markus (fewer waiting hours at the Duisburg terminals, ETA to customers).

Would 45 minutes in the next two weeks work for you?

Kind regards,
Noor Haddad
${SIG}`,
  },
  {
    id: 'rf-noor-markus-q',
    from: NOOR,
    to: MARKUS,
    subject: 'Quick question on the SAP TM test system',
    date: '2026-11-02T08:05:00Z',
    body: `Hi Markus,

Sorry to bother you one last time: do you know who has the credentials for the SAP TM test system?

Noor`,
  },
  {
    id: 'rf-markus-autoreply',
    from: MARKUS,
    subject: 'Automatische Antwort: Quick question on the SAP TM test system',
    date: '2026-11-02T08:05:30Z',
    replyTo: 'rf-noor-markus-q',
    body: `Sehr geehrte Damen und Herren,

ich bin nicht mehr bei der Rheinfracht GmbH tätig. Ihre E-Mail wird nicht weitergeleitet. Bitte wenden Sie sich an Frau Jana Schulz, jana.schulz@rheinfracht.example, Tel. +49 203 555 4471.

I no longer work at Rheinfracht GmbH. Please contact Ms Jana Schulz.`,
  },
  {
    id: 'rf-claudia-reply',
    from: CLAUDIA,
    cc: JANA,
    subject: 'AW: Tidewell & Rheinfracht - visibility for your 310 trucks',
    date: '2026-11-04T16:10:00Z',
    replyTo: 'rf-noor-claudia',
    body: `Dear Ms Haddad,

sorry for my late answer. All IT projects are reviewed in our budget round in January 2027. I must be honest: your price is about 20% above the other offer we have. If you can show me a business case with real numbers, I give you 45 minutes. Please coordinate the date with Frau Schulz.

Mit freundlichen Grüßen
Dr. Claudia Reuter
COO / Geschäftsführerin Operations
Rheinfracht GmbH

-----Ursprüngliche Nachricht-----
Von: Noor Haddad
Gesendet: Donnerstag, 22. Oktober 2026 11:30
Betreff: Tidewell & Rheinfracht - visibility for your 310 trucks

> Would 45 minutes in the next two weeks work for you?`,
  },
  {
    id: 'rf-jana-date',
    from: JANA,
    subject: 'Termin Re-Demo Tidewell',
    date: '2026-11-06T07:50:00Z',
    body: `Hallo Frau Haddad,

Frau Dr. Reuter has time on Thursday 19 November, 14:00-14:45 CET, by Teams. From our side: Dr. Reuter, me, and Stefan Hoffmann from IT. Does it fit?

Gruß
Jana Schulz
Teamleiterin Disposition | Rheinfracht GmbH | +49 203 555 4471`,
  },
  {
    id: 'rf-noor-confirm',
    from: NOOR,
    to: JANA,
    subject: 'Re: Termin Re-Demo Tidewell',
    date: '2026-11-06T09:12:00Z',
    replyTo: 'rf-jana-date',
    body: `Hallo Jana,

19 November at 14:00 CET works, thank you. Joris Kuipers will run the live demo and I will bring the business case. Teams invite is fine from your side.

Viele Grüße
Noor

> Frau Dr. Reuter has time on Thursday 19 November, 14:00-14:45 CET, by Teams.`,
  },
  {
    id: 'rf-stefan-hosting',
    from: STEFAN,
    subject: 'Fragen vor dem Termin / questions before the demo',
    date: '2026-11-09T13:25:00Z',
    body: `Hello Ms Haddad,

before the meeting on the 19th, two questions from IT:
1) where is the data hosted?
2) do you have a SOC 2 report or only ISO?

Thanks
Stefan Hoffmann
IT-Leiter, Rheinfracht GmbH`,
  },
  {
    id: 'rf-noor-hosting',
    from: NOOR,
    to: STEFAN,
    subject: 'Re: Fragen vor dem Termin / questions before the demo',
    date: '2026-11-10T08:40:00Z',
    replyTo: 'rf-stefan-hosting',
    body: `Hello Stefan,

1) AWS eu-central-1 (Frankfurt), with backups in Dublin. No data leaves the EU.
2) We are ISO/IEC 27001 certified. SOC 2 Type II audit is running, report expected in March 2027.

Best regards,
Noor
${SIG1}

On Mon, 9 Nov 2026 at 14:25, Stefan Hoffmann <stefan.hoffmann@rheinfracht.example> wrote:
> 1) where is the data hosted?
> 2) do you have a SOC 2 report or only ISO?`,
  },
  {
    id: 'rf-markus-elbkontor',
    from: MARKUS2,
    subject: 'Hello from Hamburg',
    date: '2026-11-10T18:02:00Z',
    body: `Hi Noor,

first week at Elbkontor done! Quick one: we run 60 inland barges between Hamburg and Magdeburg and nobody knows where they are :-) Could be interesting for Tidewell. Let's talk in December when I have settled.

Markus Brandt
Director Logistics | Elbkontor AG | +49 40 555 8812`,
  },

  // ── Maple Crescent Distribution (Mississauga): renewal with a price dispute ────────────────────
  {
    id: 'mc-renewal-quote',
    from: NOOR,
    to: DEREK,
    subject: 'Maple Crescent renewal 2027',
    date: '2026-09-28T14:00:00Z',
    body: `Hi Derek,

Hope the peak season is treating you well. Your Tidewell subscription renews on 1 January 2027. This year you are at CAD 118,000. With the two new DCs you added in Calgary and Moncton, the renewal comes to CAD 131,000 per year.

Happy to walk you through the numbers.

Best,
Noor
${SIG}`,
  },
  {
    id: 'mc-derek-loop',
    from: DEREK,
    subject: 'RE: Maple Crescent renewal 2027',
    date: '2026-09-30T19:40:00Z',
    replyTo: 'mc-renewal-quote',
    body: `Noor - that's a big jump. I'm looping in Priya, our CFO, she'll have views.

Derek Fontaine
VP Operations, Maple Crescent Distribution
Mississauga, ON | 905-555-0142`,
  },
  {
    id: 'mc-priya-cap',
    from: PRIYA,
    cc: DEREK,
    subject: 'RE: Maple Crescent renewal 2027',
    date: '2026-10-05T15:15:00Z',
    replyTo: 'mc-derek-loop',
    body: `Hello Noor,

Section 9.2 of our MSA caps annual price increases at 5%. CAD 131,000 is an increase of 11%. We will not sign anything above CAD 123,900 for the renewal.

Regards,
Priya Sandhu
Chief Financial Officer
Maple Crescent Distribution Inc.`,
  },
  {
    id: 'mc-noor-counter',
    from: NOOR,
    to: PRIYA,
    cc: DEREK,
    subject: 'RE: Maple Crescent renewal 2027',
    date: '2026-10-07T10:30:00Z',
    replyTo: 'mc-priya-cap',
    body: `Hello Priya,

Thank you for being clear. Our reading is that the 5% cap in 9.2 applies to the existing scope; Calgary and Moncton are new sites. That said, we want to keep this simple: CAD 126,500 per year if you commit to a two-year term.

Best regards,
Noor
${SIG}

On Mon, Oct 5, 2026 at 11:15 AM Priya Sandhu <priya.sandhu@maplecrescent.example> wrote:
> Section 9.2 of our MSA caps annual price increases at 5%. CAD 131,000 is an increase of 11%.`,
  },
  {
    id: 'mc-priya-124',
    from: PRIYA,
    cc: DEREK,
    subject: 'RE: Maple Crescent renewal 2027',
    date: '2026-10-16T20:05:00Z',
    replyTo: 'mc-noor-counter',
    body: `Noor,

We could live with $124k flat for two years, with net 60 payment terms. That's our final position.

Priya

> CAD 126,500 per year if you commit to a two-year term.`,
  },
  {
    id: 'mc-femke-terms',
    from: FEMKE,
    subject: 'Re: Maple Crescent terms',
    date: '2026-10-19T09:20:00Z',
    body: `Noor,

124k CAD is ok for us if it is a 2-year term. Net 60 is not ok, max net 45 (Sanne agrees). Don't give more.

Femke

> Can we accept CAD 124,000 flat for 2 years with net 60?`,
  },
  {
    id: 'mc-noor-final',
    from: NOOR,
    to: PRIYA,
    cc: DEREK,
    subject: 'RE: Maple Crescent renewal 2027',
    date: '2026-10-20T13:00:00Z',
    replyTo: 'mc-priya-124',
    body: `Hi Priya,

We can do CAD 124,000 per year, flat for two years, with net 45 payment terms. I hope that works for you.

Best,
Noor
${SIG1}`,
  },
  {
    id: 'mc-derek-ooo',
    from: DEREK,
    subject: 'Automatic reply: RE: Maple Crescent renewal 2027',
    date: '2026-10-20T13:00:20Z',
    replyTo: 'mc-noor-final',
    body: `Thank you for your email. I am out of the office until Monday, November 16 with limited access to email. For anything urgent please contact Kyle Osei at kyle.osei@maplecrescent.example or 905-555-0188.

Derek`,
  },
  {
    id: 'mc-kyle-vendor',
    from: KYLE,
    subject: 'Vendor profile update - Tidewell Logistics',
    date: '2026-10-26T15:30:00Z',
    body: `Hi Noor,

Kyle from procurement at Maple Crescent. Ahead of the renewal we need your vendor profile updated: please send your GST/HST registration number (or confirmation you are not registered in Canada) and a new void cheque or bank letter for the CAD account.

Thanks!
Kyle Osei | Procurement Manager | Maple Crescent Distribution | 905-555-0188`,
  },
  {
    id: 'mc-priya-net45',
    from: PRIYA,
    cc: DEREK,
    subject: 'RE: Maple Crescent renewal 2027',
    date: '2026-11-05T18:45:00Z',
    replyTo: 'mc-noor-final',
    body: `Noor,

Net 45 is acceptable. Please send the order form; our legal team needs it by November 20 so it can go to the December board.

Priya

On Tue, Oct 20, 2026 at 9:00 AM Noor Haddad wrote:
> We can do CAD 124,000 per year, flat for two years, with net 45 payment terms.`,
  },

  // ── Gulf Bridge Tech (Dubai): reseller ──────────────────────────────────────────────────────────
  {
    id: 'gb-intro',
    from: OMAR,
    subject: 'Reseller partnership UAE & Oman',
    date: '2026-09-10T06:20:00Z',
    body: `Dear Noor,

Greetings from Dubai. It was good meeting you at Breakbulk Middle East. As discussed, Gulf Bridge Tech would like to become your reseller for UAE and Oman. We have strong relations with the free zones and with most of the container terminals here.

For us to invest in the pre-sales team we would need a margin of 25%.

Looking forward.

Best regards,
Omar Al Mansoori
Managing Partner
Gulf Bridge Tech FZ-LLC | Dubai Internet City
+971 4 555 2290`,
  },
  {
    id: 'gb-noor-margin',
    from: NOOR,
    to: OMAR,
    subject: 'Re: Reseller partnership UAE & Oman',
    date: '2026-09-12T09:00:00Z',
    replyTo: 'gb-intro',
    body: `Dear Omar,

Great to hear from you. Our standard reseller margin is 20%, going to 25% once a partner passes AED 1m in annual sales.

Best,
Noor
${SIG}`,
  },
  {
    id: 'gb-omar-22',
    from: OMAR,
    subject: 'Re: Reseller partnership UAE & Oman',
    date: '2026-09-14T07:35:00Z',
    replyTo: 'gb-noor-margin',
    body: `Noor, let us meet halfway: 22% for the first year, then your normal tiers. Inshallah we pass the 1 million quickly.

Omar

Sent from my iPhone`,
  },
  {
    id: 'gb-noor-agree',
    from: NOOR,
    to: OMAR,
    cc: DAAN,
    subject: 'Re: Reseller partnership UAE & Oman',
    date: '2026-09-18T11:10:00Z',
    replyTo: 'gb-omar-22',
    body: `Omar,

Agreed: 22% for the first 12 months, then the standard tiers. Daan Mulder from our legal team will send you the reseller agreement next week.

Noor

> let us meet halfway: 22% for the first year, then your normal tiers.`,
  },
  {
    id: 'gb-daan-agreement',
    from: DAAN,
    subject: 'Gulf Bridge reseller agreement',
    date: '2026-09-25T14:50:00Z',
    body: `Noor,

Reseller agreement for Gulf Bridge is drafted (22% year one). Before signing I need from them a copy of the trade licence and the UBO declaration. They asked for DIFC courts instead of Dutch law; I can accept DIFC courts.

Daan`,
  },
  {
    id: 'gb-jebel-reg',
    from: FATIMA,
    cc: OMAR,
    subject: 'Deal registration - Jebel Cargo Services',
    date: '2026-10-13T08:05:00Z',
    body: `Hi Noor,

I am the partner manager at Gulf Bridge, Omar asked me to follow our first opportunity with you. Please register the following deal:

Customer: Jebel Cargo Services LLC, Jebel Ali Free Zone
Scope: yard and truck visibility, about 600 containers per day
Estimated value: AED 410,000 for year one

We also need a demo licence for the customer presentation.

Thanks and regards,
Fatima Al Suwaidi
Partner Manager | Gulf Bridge Tech | +971 50 555 7314`,
  },
  {
    id: 'gb-noor-reg',
    from: NOOR,
    to: FATIMA,
    cc: OMAR,
    subject: 'Re: Deal registration - Jebel Cargo Services',
    date: '2026-10-14T07:30:00Z',
    replyTo: 'gb-jebel-reg',
    body: `Hi Fatima,

Registered: TW-DR-0193, protected for 90 days. Joris will set up the demo licence today.

Who is the decision maker on the Jebel Cargo side?

Noor`,
  },
  {
    id: 'gb-fatima-training',
    from: FATIMA,
    subject: 'Training for our engineers in Rotterdam',
    date: '2026-10-29T10:40:00Z',
    body: `Hi Noor,

We would like to send 4 engineers to Rotterdam for the technical training on 7-9 December. Rajesh Menon, our presales lead, will lead the group. They need visa invitation letters from Tidewell, could you arrange?

Thanks,
Fatima`,
  },
  {
    id: 'gb-rajesh-sandbox',
    from: RAJESH,
    subject: 'sandbox access',
    date: '2026-11-03T05:50:00Z',
    body: `Hi Noor,

Can you please give sandbox access for me and 3 colleagues before the training? Also the demo tenant for Jebel Cargo expires on 13 Nov, can it be extended for 30 days?

Regards
Rajesh Menon
Presales Lead, Gulf Bridge Tech`,
  },
  {
    id: 'gb-omar-jebel',
    from: OMAR,
    subject: 'Re: Deal registration - Jebel Cargo Services',
    date: '2026-11-09T06:15:00Z',
    replyTo: 'gb-noor-reg',
    body: `Noor,

Update on Jebel Cargo: their head of procurement, Khalid Al Hammadi, is the decision maker. They want the price in AED and a price lock for 12 months. Decision expected on 25 November.

Omar

> Who is the decision maker on the Jebel Cargo side?`,
  },
  {
    id: 'gb-femke-aed',
    from: FEMKE,
    subject: 'Re: Gulf Bridge invoicing in AED',
    date: '2026-11-10T10:05:00Z',
    body: `Noor,

Yes, we can invoice Gulf Bridge in AED. We fix the rate at signature (today that would be about 4.02 AED per EUR) and we carry the FX risk for 12 months max.

Femke`,
  },

  // ── Van Loon Koelvervoer (Tilburg): pilot ──────────────────────────────────────────────────────
  {
    id: 'vl-pilot-proposal',
    from: NOOR,
    to: PIETER,
    cc: ELINE,
    subject: 'Pilot Tidewell x Van Loon - voorstel',
    date: '2026-09-24T15:00:00Z',
    body: `Beste Pieter,

As promised, the pilot proposal:
- 8 weeks, 40 trucks, start Monday 5 October
- pilot fee EUR 4.500,00, fully credited against the first year if you roll out
- success criteria:
  1. ETA within 30 minutes of actual arrival for at least 90% of deliveries
  2. temperature alerts reach your planners within 5 minutes
  3. live integration with your TMS (Routa)
- at the end we sit together and decide go/no-go for the full fleet

Groeten,
Noor
${SIG}`,
  },
  {
    id: 'vl-pieter-ok',
    from: PIETER,
    subject: 'Re: Pilot Tidewell x Van Loon - voorstel',
    date: '2026-09-25T06:10:00Z',
    replyTo: 'vl-pilot-proposal',
    body: `Noor,

Akkoord. 40 trucks is fine. But I want also the door-open alert for the reefers in the criteria, that is where we lose money.

Pieter

Verstuurd vanaf mijn iPhone`,
  },
  {
    id: 'vl-eline-kickoff',
    from: ELINE,
    subject: 'pilot kick-off',
    date: '2026-10-02T12:00:00Z',
    body: `Hoi Noor,

Attached the list of the 40 trucks. Installation of the telematics boxes will be this Saturday at our depot in Tilburg. For Routa the API keys come from their support, ticket is open.

Groetjes,
Eline Bakker
Hoofd Planning | Van Loon Koelvervoer B.V. | 013 555 2240`,
  },
  {
    id: 'vl-joris-midpoint',
    from: JORIS,
    subject: 'Van Loon pilot - midpoint numbers',
    date: '2026-11-03T16:30:00Z',
    body: `Noor,

Numbers for tomorrow's midpoint review:
- ETA within 30 min: 87% of deliveries (target 90%)
- temperature alerts: median 3.2 minutes to the planner (target 5) - ok
- door-open alerts: working on all units
- Routa integration live since 19 October

Problem: 6 trucks have old Carrier units that send no data at all. Without them we would be at 91%.

Joris`,
  },
  {
    id: 'vl-eline-extend',
    from: ELINE,
    subject: 'Re: mid-point review',
    date: '2026-11-05T08:30:00Z',
    body: `Hi Noor,

Thanks for the review yesterday. Pieter asks what happens if the ETA stays under 90%. The planners like the dashboard a lot. Can we extend the pilot by 2 weeks?

Eline`,
  },
  {
    id: 'vl-noor-extend',
    from: NOOR,
    to: ELINE,
    cc: PIETER,
    subject: 'Re: mid-point review',
    date: '2026-11-06T10:00:00Z',
    replyTo: 'vl-eline-extend',
    body: `Hi Eline,

Good news on the planners! Proposal:
- we leave the 6 trucks with the old Carrier units out of the ETA measurement (they send no data, that is hardware, not us)
- 2 extra weeks are fine, no extra cost
- final review on Monday 14 December

Groeten,
Noor

> Can we extend the pilot by 2 weeks?`,
  },
  {
    id: 'vl-eline-final',
    from: ELINE,
    subject: 'Re: mid-point review',
    date: '2026-11-09T14:20:00Z',
    replyTo: 'vl-noor-extend',
    body: `Hi Noor,

OK for 14 December, 10:00 at our office in Tilburg. If the pilot is good, the full rollout would be 180 trucks. Pieter agrees to leave out the 6 old units.

Eline`,
  },
  {
    id: 'vl-pieter-truck',
    from: PIETER,
    subject: 'truck 27',
    date: '2026-10-16T05:45:00Z',
    body: `Noor, truck 27 (BX-412-K) shows no position since yesterday 14:00. Driver says box is on. Pls check.

Pieter van Loon
Directeur | Van Loon Koelvervoer | 06 5555 8120`,
  },
  {
    id: 'vl-joris-truck',
    from: JORIS,
    to: `${NOOR}, ${PIETER}`,
    subject: 'Re: truck 27',
    date: '2026-10-16T08:30:00Z',
    replyTo: 'vl-pieter-truck',
    body: `Goedemorgen Pieter,

The SIM card in the box of truck 27 was blocked by the operator. New SIM sent today, fixed by tomorrow.

Joris Kuipers | Solutions Engineer | Tidewell Logistics`,
  },

  // ── Nordhaven Shipping (Hamburg): lost ────────────────────────────────────────────────────────
  {
    id: 'nh-proposal',
    from: NOOR,
    to: LARS,
    subject: 'Tidewell proposal - Nordhaven',
    date: '2026-09-08T10:00:00Z',
    body: `Hi Lars,

Attached our proposal for the 14 feeder vessels and the two terminal operations: EUR 142.000 per year, three-year term, including the vessel ETA module and the terminal dashboard.

Let me know if anything is unclear.

Noor
${SIG}`,
  },
  {
    id: 'nh-shortlist',
    from: LARS,
    subject: 'Re: Tidewell proposal - Nordhaven',
    date: '2026-09-22T15:25:00Z',
    replyTo: 'nh-proposal',
    body: `Moin Noor,

Short update: we are down to two, you and Shiplytics. Final decision in the steering committee on 9 October.

Lars Petersen
Head of Digital | Nordhaven Shipping GmbH | +49 40 555 3019`,
  },
  {
    id: 'nh-lost',
    from: LARS,
    subject: 'Entscheidung / decision',
    date: '2026-10-12T11:00:00Z',
    body: `Hi Noor,

I'm sorry to tell you we chose Shiplytics. Main reasons: their price was around 18% lower, and they already have a standard integration with our Microsoft Dynamics. Your vessel ETA was better in the test, that was clear to everybody.

Their contract is for one year only, so let's talk again in Q3 2027.

Best
Lars`,
  },
  {
    id: 'nh-noor-thanks',
    from: NOOR,
    to: LARS,
    subject: 'Re: Entscheidung / decision',
    date: '2026-10-13T08:20:00Z',
    replyTo: 'nh-lost',
    body: `Hi Lars,

Thanks for telling me personally, and for the honest feedback. Disappointed of course, but I understand. I'll put Q3 2027 in the calendar.

All the best,
Noor`,
  },
  {
    id: 'nh-sanne',
    from: SANNE,
    subject: 'Re: Nordhaven lost',
    date: '2026-10-13T09:45:00Z',
    body: `Shame. Log it as closed-lost with reason "price" and put the Dynamics gap in the product feedback board. We'll talk about it in our 1:1 on Thursday.

Sanne

Sanne Visser | VP Sales | Tidewell Logistics | +31 10 555 0100

> Lost Nordhaven to Shiplytics, ~18% cheaper + Dynamics integration.`,
  },

  // ── Intro: Khor Terminals (Abu Dhabi) ─────────────────────────────────────────────────────────
  {
    id: 'khor-intro',
    from: WILLEM,
    to: `${NOOR}, ${HESSA}`,
    subject: 'Intro: Noor (Tidewell) <> Hessa (Khor Terminals)',
    date: '2026-10-01T07:15:00Z',
    body: `Hessa, Noor,

Connecting you two as promised. Hessa leads digital transformation at Khor Terminals in Abu Dhabi; Noor runs partnerships at Tidewell, the visibility platform I told you about from my Port of Rotterdam days. I think there is a lot to talk about.

I'll let you take it from here.

Willem

Willem Smit | Smit Advisory | +31 6 5555 3390`,
  },
  {
    id: 'khor-hessa',
    from: HESSA,
    to: `${NOOR}, ${WILLEM}`,
    subject: 'Re: Intro: Noor (Tidewell) <> Hessa (Khor Terminals)',
    date: '2026-10-03T09:40:00Z',
    replyTo: 'khor-intro',
    body: `Thank you Willem (moving you to bcc).

Noor, nice to meet you. We are digitising gate operations at our three terminals, around 2.3 million TEU a year, and truck turnaround is our biggest pain. I will be in Rotterdam in the week of 23 November, could we meet then?

Best regards,
Hessa Al Falasi
Director, Digital Transformation
Khor Terminals | Abu Dhabi`,
  },
  {
    id: 'khor-noor',
    from: NOOR,
    to: HESSA,
    subject: 'Re: Intro: Noor (Tidewell) <> Hessa (Khor Terminals)',
    date: '2026-10-05T08:00:00Z',
    replyTo: 'khor-hessa',
    body: `Dear Hessa,

Lovely to meet you, and thank you Willem. Yes, let's meet that week, happy to host you at our office on Wilhelminakade. Which day suits you best?

Best regards,
Noor
${SIG}`,
  },

  // ── Wisła Logistics (Poznań) ────────────────────────────────────────────────────────────────
  {
    id: 'wl-request',
    from: MAREK,
    subject: 'Oferta dla 150 pojazdów / offer for 150 vehicles',
    date: '2026-10-21T06:30:00Z',
    body: `Good morning Mrs Noor,

We are 3PL from Poznań, 150 vehicles, mostly routes to Germany. Please send me offer for the tracking and ETA for all 150. Our budget is around 6 000 PLN per month.

Pozdrawiam
Marek Zieliński
Prezes Zarządu (CEO)
Wisła Logistics Sp. z o.o.
+48 61 555 80 40`,
  },
  {
    id: 'wl-offer',
    from: NOOR,
    to: MAREK,
    subject: 'Re: Oferta dla 150 pojazdów / offer for 150 vehicles',
    date: '2026-10-22T12:40:00Z',
    replyTo: 'wl-request',
    body: `Dear Mr Zieliński,

Thank you for your interest. For 150 vehicles:
- PLN 42 per vehicle per month, so PLN 6 300 per month
- 24-month term
- one-time setup fee PLN 3 500

Kind regards,
Noor Haddad
${SIG}`,
  },
  {
    id: 'wl-etoll',
    from: MAREK,
    subject: 'Re: Oferta dla 150 pojazdów / offer for 150 vehicles',
    date: '2026-10-30T07:05:00Z',
    replyTo: 'wl-offer',
    body: `Mrs Noor,

price is ok for us. But we need the module for Polish e-TOLL and SENT reporting. You have it?

Marek`,
  },
  {
    id: 'wl-noor-etoll',
    from: NOOR,
    to: MAREK,
    subject: 'Re: Oferta dla 150 pojazdów / offer for 150 vehicles',
    date: '2026-11-02T09:30:00Z',
    replyTo: 'wl-etoll',
    body: `Dear Marek,

SENT reporting: yes, through our partner integration with GPSGuard. e-TOLL: it is on our roadmap for Q2 2027, not available today.

Would that still work for you?

Best regards,
Noor

> But we need the module for Polish e-TOLL and SENT reporting. You have it?`,
  },

  // ── Prairie Rail Logistics (Winnipeg) ─────────────────────────────────────────────────────────
  {
    id: 'pr-docs',
    from: CONNOR,
    subject: 'API docs + rail ETA',
    date: '2026-10-26T20:15:00Z',
    body: `Hi Noor,

Caught your webinar with Freight Tech Weekly last week, great stuff. We move roughly 9,500 railcars a month across the Prairies and our customers keep asking "where's my car". Could you send over your API docs? Also, do you ingest EDI 322 (terminal events)?

Cheers,
Connor MacDougall
Director of Partnerships | Prairie Rail Logistics | Winnipeg, MB | 204-555-0166`,
  },
  {
    id: 'pr-noor',
    from: NOOR,
    to: CONNOR,
    subject: 'Re: API docs + rail ETA',
    date: '2026-10-27T09:00:00Z',
    replyTo: 'pr-docs',
    body: `Hi Connor,

Thanks! API docs are at docs.tidewell.example (login below). Yes, EDI 322 comes in through our EDI gateway.

Shall we do a call next Tuesday at 10am Central?

Noor
${SIG1}`,
  },
  {
    id: 'pr-connor-time',
    from: CONNOR,
    subject: 'Re: API docs + rail ETA',
    date: '2026-10-28T14:10:00Z',
    replyTo: 'pr-noor',
    body: `Tuesday works but can we make it 11am CT? I'll bring Amelia Grant, our CTO.

C.

> Shall we do a call next Tuesday at 10am Central?`,
  },
  {
    id: 'pr-amelia-security',
    from: AMELIA,
    cc: CONNOR,
    subject: 'Security questionnaire - Tidewell',
    date: '2026-11-04T17:30:00Z',
    body: `Hi Noor,

Thanks for yesterday's call. Before any proof of concept our security team needs the attached questionnaire (SIG Lite) completed. Could you return it by November 20?

Best,
Amelia Grant
CTO, Prairie Rail Logistics`,
  },

  // ── Northshore 3PL (Halifax) ─────────────────────────────────────────────────────────────────
  {
    id: 'ns-inquiry',
    from: EMILIE,
    subject: "Demande d'information / pricing inquiry",
    date: '2026-10-15T13:20:00Z',
    body: `Bonjour Noor,

I'm the logistics coordinator at Northshore 3PL in Halifax. We have 25 trucks doing Maritime routes and a few cross-border runs into Maine. Can you give me an idea of pricing? My manager wants a number before end of month.

Merci!
Émilie Tremblay
Northshore 3PL | Halifax, NS`,
  },
  {
    id: 'ns-noor',
    from: NOOR,
    to: EMILIE,
    subject: "Re: Demande d'information / pricing inquiry",
    date: '2026-10-16T08:45:00Z',
    replyTo: 'ns-inquiry',
    body: `Bonjour Émilie,

For 25 trucks our list price is CAD 55 per truck per month, so CAD 1,375 a month, on a 12-month term. No setup fee at that size.

Bonne journée,
Noor
${SIG1}`,
  },
  {
    id: 'ns-french',
    from: EMILIE,
    subject: "Re: Demande d'information / pricing inquiry",
    date: '2026-10-19T12:05:00Z',
    replyTo: 'ns-noor',
    body: `Merci Noor. One more: our drivers are mostly francophone, is the driver app available in French?

Émilie`,
  },
  {
    id: 'ns-noor-french',
    from: NOOR,
    to: EMILIE,
    subject: "Re: Demande d'information / pricing inquiry",
    date: '2026-10-19T15:30:00Z',
    replyTo: 'ns-french',
    body: `Yes - the driver app is available in French (Canadian French since version 4.2).

Noor

> our drivers are mostly francophone, is the driver app available in French?`,
  },

  // ── Hafenlager Bremen ───────────────────────────────────────────────────────────────────────
  {
    id: 'hb-reference',
    from: SABINE,
    subject: 'Referenzkunde? / reference customer',
    date: '2026-10-23T10:10:00Z',
    body: `Guten Tag Frau Haddad,

we are evaluating visibility tools for our warehouse yard in Bremen (about 200 trucks per day). Before we go further, could you name a reference customer in Germany that we can call?

Freundliche Grüße
Sabine Krüger
Leiterin Lagerlogistik | Hafenlager Bremen GmbH | +49 421 555 6620`,
  },
  {
    id: 'hb-noor',
    from: NOOR,
    to: SABINE,
    subject: 'Re: Referenzkunde? / reference customer',
    date: '2026-10-26T09:15:00Z',
    replyTo: 'hb-reference',
    body: `Dear Ms Krüger,

Thank you for your message. Our German references are under NDA until signature, but I can arrange a call with a Dutch cold-chain customer, Van Loon Koelvervoer, if that helps.

Best regards,
Noor
${SIG}`,
  },
  {
    id: 'hb-sabine-ok',
    from: SABINE,
    subject: 'AW: Referenzkunde? / reference customer',
    date: '2026-10-28T07:45:00Z',
    replyTo: 'hb-noor',
    body: `Yes, please. Any day in the week of 16 November in the morning is fine for me.

S. Krüger`,
  },

  // ── More Baltica / Maple / Gulf Bridge / Khor ───────────────────────────────────────────────
  {
    id: 'bpa-qa-published',
    from: KASIA,
    subject: 'BPA/ZP/47/2026 - odpowiedzi na pytania wykonawców / answers to bidders questions',
    date: '2026-10-30T11:00:00Z',
    body: `Dear Bidders,

the answers to questions received until 28.10.2026 are published on the platform. The most important:

Q: Must support be available 24/7?
A: No. Support in Polish language is required on working days 7:00-19:00 CET. Critical incidents (system not available) must be answered within 1 hour, also at night.

Q: Is a reference from a port required?
A: Yes, at least one reference from a seaport or inland port with minimum 500 trucks per day.

Katarzyna Nowak
Baltica Port Authority S.A.`,
  },
  {
    id: 'mc-noor-kyle',
    from: NOOR,
    to: KYLE,
    subject: 'Re: Vendor profile update - Tidewell Logistics',
    date: '2026-10-27T10:10:00Z',
    replyTo: 'mc-kyle-vendor',
    body: `Hi Kyle,

Tidewell Logistics B.V. is not registered for GST/HST (we have no permanent establishment in Canada). Our bank letter for the CAD account at ABN AMRO is attached.

Best,
Noor

> please send your GST/HST registration number (or confirmation you are not registered in Canada)`,
  },
  {
    id: 'gb-femke-visa',
    from: FEMKE,
    subject: 'visa letters Gulf Bridge',
    date: '2026-11-02T13:35:00Z',
    body: `Hi Noor,

For the 4 Gulf Bridge engineers: I need passport copies for all of them before I can do the visa invitation letters. Sanne will sign them. If I have the passports by 13 November the letters go out by 20 November.

Femke`,
  },
  {
    id: 'khor-willem-nudge',
    from: WILLEM,
    subject: 'Hessa?',
    date: '2026-11-09T19:20:00Z',
    body: `Noor, did you and Hessa manage to meet up or fix a date? She travels a lot, so don't read too much into silence. Her assistant Mariam usually handles her diary.

W.`,
  },

  // ── Internal ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'int-forecast',
    from: SANNE,
    subject: 'Q4 forecast - need your numbers by Friday',
    date: '2026-11-02T07:30:00Z',
    body: `Morning Noor,

Board meeting on the 17th. I need your Q4 commit and upside by Friday (6 November), per account, in EUR please.

Thanks!
Sanne`,
  },
  {
    id: 'int-forecast-reply',
    from: NOOR,
    to: SANNE,
    subject: 'Re: Q4 forecast - need your numbers by Friday',
    date: '2026-11-04T17:05:00Z',
    replyTo: 'int-forecast',
    body: `Hi Sanne,

Commit:
- Maple Crescent renewal: CAD 124,000/yr (~EUR 82,000), two years, net 45 agreed verbally

Upside:
- Jebel Cargo via Gulf Bridge: AED 410,000 (~EUR 102,000), decision late November
- Van Loon full rollout (180 trucks): ~EUR 64,000/yr if the pilot passes in December

Not in Q4: Baltica (offers due December), Rheinfracht (their budget round is January, at risk).
Lost: Nordhaven.

Noor

> I need your Q4 commit and upside by Friday (6 November), per account, in EUR please.`,
  },
  {
    id: 'int-meet-lotte',
    from: SANNE,
    to: `${NOOR}, ${LOTTE}`,
    subject: 'Meet Lotte, our new SDR',
    date: '2026-11-02T08:00:00Z',
    body: `Noor, meet Lotte Vermeulen, who joins us today as SDR. She'll take the inbound leads from Canada and qualify them before they get to you.

Lotte, Noor runs partnerships and the bigger deals in NL, DE, PL, the Gulf and Canada. Buy her a coffee.

Sanne`,
  },
  {
    id: 'int-lotte-northshore',
    from: LOTTE,
    subject: 'Northshore 3PL - qualified',
    date: '2026-11-05T15:20:00Z',
    body: `Hi Noor!

Had a call with Émilie Tremblay at Northshore. The person who decides is her manager, Guy Arsenault (Operations Manager). They won't have budget before January; they're comparing us with Samsara for the driver app. 25 trucks, could grow to 40 next spring.

Lotte Vermeulen | SDR | Tidewell Logistics`,
  },
  {
    id: 'int-fwd-bram',
    from: SANNE,
    subject: 'Fwd: Middle East',
    date: '2026-10-30T12:10:00Z',
    body: `FYI, from Bram. Let's discuss Thursday.

---------- Forwarded message ---------
From: Bram de Wit <bram.dewit@tidewell.example>
Date: Fri, 30 Oct 2026 at 11:02
Subject: Middle East
To: Sanne Visser <sanne.visser@tidewell.example>

Sanne,

I want one live customer logo in the UAE by end of Q1 2027, that's what the investors will ask about. Give Gulf Bridge a co-marketing budget of EUR 15,000 if that helps them get Jebel Cargo over the line.

Bram`,
  },
  {
    id: 'int-fwd-claudia',
    from: NOOR,
    to: SANNE,
    subject: 'Fwd: AW: Tidewell & Rheinfracht - visibility for your 310 trucks',
    date: '2026-11-04T16:40:00Z',
    body: `Sanne, Rheinfracht is wobbling. Claudia says we're ~20% above FrachtBlick and nothing moves before the January budget round. Can we do anything on price?

---------- Forwarded message ---------
From: Dr. Claudia Reuter <claudia.reuter@rheinfracht.example>
Date: Wed, 4 Nov 2026 at 17:10
Subject: AW: Tidewell & Rheinfracht - visibility for your 310 trucks

sorry for my late answer. All IT projects are reviewed in our budget round in January 2027. I must be honest: your price is about 20% above the other offer we have.`,
  },
  {
    id: 'int-sanne-rf',
    from: SANNE,
    subject: 'Re: Fwd: AW: Tidewell & Rheinfracht - visibility for your 310 trucks',
    date: '2026-11-05T07:55:00Z',
    replyTo: 'int-fwd-claudia',
    body: `No price cut. You can offer the first 3 months free as a ramp-up (so year one is effectively EUR 72,000) if they sign before 31 January. Build the business case around waiting hours.

S.

> Can we do anything on price?`,
  },

  // ── Events and calendar ─────────────────────────────────────────────────────────────────────
  {
    id: 'tls-speaker',
    from: 'Transport Logistic Summit <speakers@tls-rotterdam.example>',
    subject: 'Your speaker slot at Transport Logistic Summit Rotterdam',
    date: '2026-10-09T09:00:00Z',
    body: `Dear Noor Haddad,

We are delighted to confirm your session:

"Ports without paper: real-time truck visibility at the gate"
Thursday 26 November 2026, 11:40-12:05, Hall B, Ahoy Rotterdam

Speakers are invited to the speaker dinner on Wednesday 25 November at 19:30, Hotel New York.

The TLS speaker team`,
  },
  {
    id: 'tls-slides',
    from: 'Transport Logistic Summit <speakers@tls-rotterdam.example>',
    subject: 'Reminder: slides due',
    date: '2026-11-10T09:00:00Z',
    body: `Dear speaker,

A friendly reminder that your final slides (16:9, PDF or PPTX) are due on 18 November via the speaker portal.

The TLS speaker team`,
  },
  {
    id: 'cal-redemo',
    from: JANA,
    subject: 'Einladung: Tidewell Re-Demo @ Do. 19. Nov. 2026 14:00 - 14:45 (MEZ)',
    date: '2026-11-06T10:02:00Z',
    body: `Einladung von Microsoft Teams

Tidewell Re-Demo
Wann: Donnerstag, 19. November 2026 14:00-14:45 (UTC+01:00) Amsterdam, Berlin
Organisator: Jana Schulz
Teilnehmer: Dr. Claudia Reuter; Stefan Hoffmann; Noor Haddad; Joris Kuipers

Microsoft Teams-Besprechung
Besprechungs-ID: 384 221 907 55`,
  },
  {
    id: 'cal-1on1',
    from: SANNE,
    subject: 'Updated invitation: Noor / Sanne 1:1 @ Thu 12 Nov 2026 16:00 - 16:30 (CET)',
    date: '2026-11-09T08:10:00Z',
    body: `This event has been changed.

Noor / Sanne 1:1
When: Thursday 12 Nov 2026 16:00 - 16:30 (CET) (was 15:00)
Where: Meeting room Maas, 4th floor

Agenda: Baltica price, Rheinfracht, Q4 forecast.`,
  },

  // ── Newsletters and cold mail ──────────────────────────────────────────────────────────────
  {
    id: 'nl-ftw-212',
    from: 'Freight Tech Weekly <newsletter@freighttechweekly.example>',
    subject: 'FTW #212: FrachtBlick raises EUR 12m, rail visibility heats up',
    date: '2026-10-15T06:00:00Z',
    body: `FREIGHT TECH WEEKLY - issue 212

1. FrachtBlick, the Cologne-based truck visibility start-up, raised a EUR 12m Series A led by Rheinland Ventures. The company says it now tracks 40,000 trucks and wants to expand into Poland.

2. Shiplytics signs three North Sea feeder operators; CEO says "integrations win deals".

3. Rail: North American shippers ask for car-level ETAs. Webinar recap inside.

Unsubscribe | Manage preferences`,
  },
  {
    id: 'nl-ftw-215',
    from: 'Freight Tech Weekly <newsletter@freighttechweekly.example>',
    subject: 'FTW #215: tender season at Baltic ports',
    date: '2026-11-05T06:00:00Z',
    body: `FREIGHT TECH WEEKLY - issue 215

1. Tender season: Gdańsk, Gdynia and Klaipėda are all buying gate and truck visibility systems before the 2027 EU ETS changes.

2. Samsara cuts prices for small fleets in Canada by 15%.

3. Event: Transport Logistic Summit Rotterdam, 25-26 November.

Unsubscribe | Manage preferences`,
  },
  {
    id: 'nl-port-digest',
    from: 'Port Technology Digest <digest@porttechdigest.example>',
    subject: 'This week: automation at Jebel Ali, Abu Dhabi gate pilots',
    date: '2026-10-29T05:30:00Z',
    body: `PORT TECHNOLOGY DIGEST

- Jebel Ali expands automated gates to terminal 4
- Abu Dhabi operators pilot truck appointment systems
- Interview: why yard visibility is the new battleground

You receive this because you subscribed at portechdigest.example.`,
  },
  {
    id: 'spam-leads',
    from: 'Ryan Cole <ryan@leadstorm-data.example>',
    subject: 'Noor, 14,000 verified logistics decision-makers',
    date: '2026-10-20T14:02:00Z',
    body: `Hi Noor,

Would Tidewell Logistics be interested in a list of 14,000 verified logistics decision-makers across the EU and GCC? Emails, direct dials, job titles. One-off price $1,490.

Worth a quick chat?

Ryan Cole
LeadStorm Data`,
  },
  {
    id: 'spam-leads-bump',
    from: 'Ryan Cole <ryan@leadstorm-data.example>',
    subject: 'Re: Noor, 14,000 verified logistics decision-makers',
    date: '2026-10-27T14:05:00Z',
    replyTo: 'spam-leads',
    body: `Hi Noor, just bumping this to the top of your inbox. This week only: 20% off.

Ryan

> Would Tidewell Logistics be interested in a list of 14,000 verified logistics decision-makers`,
  },
  {
    id: 'spam-cloud',
    from: 'Mila Kovač <mila@cloudsaver.example>',
    subject: 'Cut your AWS bill by 30%',
    date: '2026-11-02T10:45:00Z',
    body: `Hi Noor,

SaaS companies like yours overspend on AWS by 30% on average. CloudSaver finds the waste in 48 hours, no commitment. Can I send you a free report?

Mila Kovač | Account Executive | CloudSaver`,
  },
  {
    id: 'spam-recruiter',
    from: 'Tom Becker <tom@talentharbor.example>',
    subject: 'Head of Partnerships - Series B logistics scale-up (Amsterdam)',
    date: '2026-10-08T16:30:00Z',
    body: `Hi Noor,

I'm recruiting a Head of Partnerships for a Series B logistics scale-up in Amsterdam. Base EUR 120-140k plus equity. Open to a confidential chat?

Tom Becker
Talent Harbor`,
  },
];

/** How many messages the set holds. */
export const DEV5_MESSAGE_COUNT = DEV5_MESSAGES.length;

export const DEV5_DATASET: EvalDataset = {
  name: 'dev5',
  owner: DEV5_OWNER,
  now: DEV5_NOW,
  mbox: () =>
    Buffer.from(DEV5_MESSAGES.map((m) => mboxMessage(m, { owner: NOOR, idDomain: 'dev5.test' })).join('\n')),
  describe: () => `${DEV5_MESSAGE_COUNT} hand-written dev5 messages`,
  contactsCsv: contactsCsv([
    [
      'Sanne',
      'Visser',
      'sanne.visser@tidewell.example',
      'Tidewell Logistics',
      'VP Sales',
      '+31 10 555 0100',
      'My manager.',
    ],
    [
      'Joris',
      'Kuipers',
      'joris.kuipers@tidewell.example',
      'Tidewell Logistics',
      'Solutions Engineer',
      '+31 6 5555 0931',
      '',
    ],
    [
      'Femke',
      'Jansen',
      'femke.jansen@tidewell.example',
      'Tidewell Logistics',
      'Finance Manager',
      '+31 10 555 0117',
      'Deal desk: payment terms and FX.',
    ],
    [
      'Daan',
      'Mulder',
      'daan.mulder@tidewell.example',
      'Tidewell Logistics',
      'Legal Counsel',
      '+31 10 555 0125',
      '',
    ],
    [
      'Bram',
      'de Wit',
      'bram.dewit@tidewell.example',
      'Tidewell Logistics',
      'CEO',
      '+31 10 555 0101',
      'Statutory director; signs tender declarations.',
    ],
    [
      'Lotte',
      'Vermeulen',
      'lotte.vermeulen@tidewell.example',
      'Tidewell Logistics',
      'SDR',
      '',
      'Started 2 November 2026.',
    ],
    [
      'Hugo',
      'de Boer',
      'hugo.deboer@tidewell.example',
      'Tidewell Logistics',
      'Customer Success Manager',
      '+31 10 555 0140',
      'Owns Maple Crescent and Van Loon after signature.',
    ],
    [
      'Katarzyna',
      'Nowak',
      'katarzyna.nowak@baltica-port.example',
      'Baltica Port Authority',
      'Procurement Specialist',
      '+48 58 555 31 20',
      'Tender BPA/ZP/47/2026. Official questions only via e-Zamówienia.',
    ],
    [
      'Tomasz',
      'Wiśniewski',
      'tomasz.wisniewski@baltica-port.example',
      'Baltica Port Authority',
      'Head of IT',
      '+48 58 555 31 77',
      '',
    ],
    [
      'Agnieszka',
      'Lewandowska',
      'agnieszka.lewandowska@baltica-port.example',
      'Baltica Port Authority',
      'Director of Operations',
      '+48 58 555 30 01',
      "Tomasz's director. Never met her.",
    ],
    [
      'Markus',
      'Brandt',
      'markus.brandt@rheinfracht.example',
      'Rheinfracht GmbH',
      'Head of Transport Management',
      '+49 203 555 4410',
      'Was our champion. Plays padel.',
    ],
    [
      'Claudia',
      'Reuter',
      'claudia.reuter@rheinfracht.example',
      'Rheinfracht GmbH',
      'COO',
      '+49 203 555 4400',
      'Dr. Reuter - uses the title.',
    ],
    [
      'Jana',
      'Schulz',
      'jana.schulz@rheinfracht.example',
      'Rheinfracht GmbH',
      'Head of Dispatch',
      '+49 203 555 4471',
      '',
    ],
    ['Stefan', 'Hoffmann', 'stefan.hoffmann@rheinfracht.example', 'Rheinfracht GmbH', 'Head of IT', '', ''],
    [
      'Derek',
      'Fontaine',
      'dfontaine@maplecrescent.example',
      'Maple Crescent Distribution',
      'VP Operations',
      '905-555-0142',
      'Customer since 2023. Big Blue Jays fan.',
    ],
    [
      'Priya',
      'Sandhu',
      'priya.sandhu@maplecrescent.example',
      'Maple Crescent Distribution',
      'CFO',
      '',
      'Signs off anything over CAD 100k.',
    ],
    [
      'Kyle',
      'Osei',
      'kyle.osei@maplecrescent.example',
      'Maple Crescent Distribution',
      'Procurement Manager',
      '905-555-0188',
      '',
    ],
    [
      'Omar',
      'Al Mansoori',
      'omar@gulfbridge.example',
      'Gulf Bridge Tech',
      'Managing Partner',
      '+971 4 555 2290',
      'Reseller for UAE and Oman. Met at Breakbulk Middle East.',
    ],
    [
      'Fatima',
      'Al Suwaidi',
      'fatima.alsuwaidi@gulfbridge.example',
      'Gulf Bridge Tech',
      'Partner Manager',
      '+971 50 555 7314',
      '',
    ],
    [
      'Rajesh',
      'Menon',
      'rajesh.menon@gulfbridge.example',
      'Gulf Bridge Tech',
      'Presales Lead',
      '+971 55 555 0420',
      '',
    ],
    [
      'Karim',
      'Nasser',
      'karim.nasser@gulfbridge.example',
      'Gulf Bridge Tech',
      'Finance Director',
      '+971 4 555 2291',
      '',
    ],
    [
      'Khalid',
      'Al Hammadi',
      'khalid.alhammadi@jebelcargo.example',
      'Jebel Cargo Services',
      'Head of Procurement',
      '+971 4 555 8800',
      'End customer through Gulf Bridge. Never met.',
    ],
    [
      'Pieter',
      'van Loon',
      'pieter@vanloon-koel.example',
      'Van Loon Koelvervoer',
      'Managing Director',
      '06 5555 8120',
      'Family business, second generation. Prefers calls before 8am.',
    ],
    [
      'Eline',
      'Bakker',
      'eline.bakker@vanloon-koel.example',
      'Van Loon Koelvervoer',
      'Head of Planning',
      '013 555 2240',
      '',
    ],
    [
      'Jan',
      'Vos',
      'jan.vos@vanloon-koel.example',
      'Van Loon Koelvervoer',
      'Fleet Manager',
      '06 5555 8133',
      '',
    ],
    [
      'Lars',
      'Petersen',
      'lars.petersen@nordhaven.example',
      'Nordhaven Shipping',
      'Head of Digital',
      '+49 40 555 3019',
      '',
    ],
    [
      'Willem',
      'Smit',
      'willem@smitadvisory.example',
      'Smit Advisory',
      'Advisor',
      '+31 6 5555 3390',
      'Ex Port of Rotterdam. Knows everyone in the Gulf ports.',
    ],
    [
      'Mohammed',
      'Al Zaabi',
      'm.alzaabi@khorterminals.example',
      'Khor Terminals',
      'CFO',
      '+971 2 555 4000',
      '',
    ],
    [
      'Marek',
      'Zieliński',
      'marek.zielinski@wisla-log.example',
      'Wisła Logistics',
      'CEO',
      '+48 61 555 80 40',
      '',
    ],
    ['Ewa', 'Kamińska', 'ewa.kaminska@wisla-log.example', 'Wisła Logistics', 'COO', '+48 61 555 80 45', ''],
    [
      'Connor',
      'MacDougall',
      'connor.macdougall@prairierail.example',
      'Prairie Rail Logistics',
      'Director of Partnerships',
      '204-555-0166',
      '',
    ],
    ['Amelia', 'Grant', 'amelia.grant@prairierail.example', 'Prairie Rail Logistics', 'CTO', '', ''],
    [
      'Henk',
      'Dekker',
      'henk.dekker@portbase.example',
      'Portbase',
      'Integration Manager',
      '+31 10 555 2020',
      'Our contact for the Portbase API.',
    ],
    [
      'Piotr',
      'Kowalczyk',
      'piotr.kowalczyk@gdynia-terminal.example',
      'Gdynia Container Terminal',
      'Commercial Director',
      '+48 58 555 90 10',
      'Met at TOC Europe in June.',
    ],
    [
      'Sarah',
      'Whitman',
      'sarah.whitman@lakeshorefreight.example',
      'Lakeshore Freight',
      'VP Supply Chain',
      '416-555-0199',
      'Toronto shipper. 2025 trial went nowhere.',
    ],
    [
      'Katrin',
      'Vogel',
      'katrin.vogel@rheinland-ventures.example',
      'Rheinland Ventures',
      'Investment Manager',
      '+49 221 555 1100',
      '',
    ],
    [
      'Ruud',
      'Hendriks',
      'ruud@hendriks-transport.example',
      'Hendriks Transport',
      'Owner',
      '06 5555 2701',
      'Small carrier in Venlo, 12 trucks.',
    ],
    [
      'Anna',
      'Schmidt',
      'anna.schmidt@duisport-services.example',
      'Duisport Services',
      'Head of Innovation',
      '+49 203 555 9000',
      '',
    ],
    [
      'Chloé',
      'Martin',
      'chloe.martin@saintlaurent-terminals.example',
      'Saint-Laurent Terminals',
      'Digital Projects Manager',
      '514-555-0150',
      'Montreal. Met at TOC Americas.',
    ],
  ]),
  updates: [
    {
      at: '2026-09-29T15:00:00Z',
      text: 'Call with Derek Fontaine (Maple Crescent): he expects Priya to push back on the renewal uplift. Follow up with Derek on 6 October if he has not replied.',
    },
    {
      at: '2026-10-09T15:00:00Z',
      text: 'Baltica tender: we bid. Biggest risk is the Polish UI, ask Joris for a translation quote. Our port reference will be the Maasvlakte gate project (600 trucks per day).',
    },
    {
      at: '2026-10-13T15:00:00Z',
      text: 'Nordhaven lost to Shiplytics on price and the Dynamics integration. Reconnect with Lars Petersen in June 2027, before their renewal.',
    },
    {
      at: '2026-10-23T15:00:00Z',
      text: 'Markus Brandt is leaving Rheinfracht. The EUR 96k deal is at risk: Claudia Reuter decides now and leans to FrachtBlick. Send Claudia the waiting-hours business case before the re-demo.',
    },
    {
      at: '2026-11-04T15:00:00Z',
      text: 'Van Loon midpoint review in Tilburg: 87% ETA accuracy against the 90% target. Pieter wants a temperature report per truck, send it by Friday 13 November.',
    },
    {
      at: '2026-11-06T15:00:00Z',
      text: 'Gulf Bridge: Omar wants to announce the partnership at Dubai logistics week in February. Follow up with Fatima on 16 November about the passports for the visa letters.',
    },
    {
      at: '2026-11-09T15:00:00Z',
      text: 'Wisła Logistics went quiet after my e-TOLL answer. Chase Marek Zieliński next Monday (16 November).',
    },
    {
      at: '2026-11-10T15:00:00Z',
      text: 'Prairie Rail: Connor and Amelia want a 30-day proof of concept on the Winnipeg-Saskatoon corridor, about 400 railcars. Send the PoC proposal by 20 November.',
    },
  ],
};
