/**
 * The blind set's mailbox: Dana Whitlock, sales lead at Corvid Analytics (warehouse analytics),
 * 2 March – 17 June 2026. Written by hand for the blind eval (see README.md): customers,
 * prospects, introductions, colleagues, a Spanish and a French thread, top-posted and forwarded
 * mail, one-liners and one long email, newsletters and notifications.
 */
import { type BlindMessage, messageId, type Person, person, thread, toMbox } from './build.js';

export const OWNER = {
  firstName: 'Dana',
  lastName: 'Whitlock',
  email: 'dana.whitlock@corvid-analytics.example',
  password: 'blind eval password 2026',
};

/** "Now" for the blind questions: Wednesday 17 June 2026, 16:00 UTC. */
export const BLIND_NOW = new Date('2026-06-17T16:00:00Z');

// --- People -----------------------------------------------------------------------------------

export const DANA = person('Dana Whitlock', OWNER.email);
// Colleagues at Corvid Analytics
export const JULES = person('Jules Park', 'jules.park@corvid-analytics.example');
export const SAM = person('Sam Ortiz', 'sam.ortiz@corvid-analytics.example');
export const BEATRIZ = person('Beatriz Lobo', 'beatriz.lobo@corvid-analytics.example');
// Customers and prospects
export const TOMASZ = person('Tomasz Wierzbicki', 'tomasz.wierzbicki@kestrel-labs.example');
export const INES = person('Inês Duarte', 'ines.duarte@kestrel-labs.example');
export const MARK = person('Mark Ellery', 'mark.ellery@halvorsen-shipping.example');
export const GRACE = person('Grace Adeyemi', 'grace.adeyemi@brambleworth.example');
export const ORLA = person('Orla Finnegan', 'orla@finnegan-ventures.example');
export const FELIX = person('Felix Brandt', 'felix.brandt@lumen-robotics.example');
export const KATRIN = person('Katrin Vogel', 'katrin.vogel@lumen-robotics.example');
export const RAVI = person('Ravi Chandran', 'ravi.chandran@tessellate-retail.example');
export const LUCIA = person('Lucía Herrera', 'lucia.herrera@grupoalcor.example');
export const ETIENNE = person('Étienne Marchal', 'etienne.marchal@logisport.example');
export const CHEN = person('Chen Wei', 'chen.wei@harrowfinch.example');
export const BRUNO = person('Bruno Keller', 'bruno@keller-baustoffe.example');
export const SOFIA = person('Sofia Marchetti', 'sofia.marchetti@pellucid-freight.example');
export const OWEN = person('Owen Tremblay', 'owen.tremblay@northgate-cold.example');
export const AOIFE = person('Aoife Brennan', 'aoife.brennan@cliffside-distribution.example');
export const HIROSHI = person('Hiroshi Tanaka', 'h.tanaka@sora-logistics.example');
export const MARCUS = person('Marcus Hale', 'marcus.hale@tidewater-systems.example');
export const NADIA = person('Nadia Lindqvist', 'nadia.lindqvist@verdigrishealth.example');
export const PAULO = person('Paulo Mendes', 'paulo.mendes@atlantico-cargo.example');
export const HARRIET = person('Harriet Cole', 'harriet.cole@quarrylane.example');
export const FEMKE = person('Femke de Vries', 'femke@warehouse-analytics-summit.example');
// Not people
export const FREIGHT_SIGNALS = person('Freight Signals Weekly', 'newsletter@freightsignals.example');
export const SALES_MEMO = person('The SaaS Sales Memo', 'hello@saassalesmemo.example');
export const SIGNFLOW = person('SignFlow', 'noreply@signflow.example');
export const CALENDAR = person('Corvid Calendar', 'calendar-notification@corvid-analytics.example');
export const LINKUP = person('LinkUp', 'notifications@linkup.example');

const MARK_SIG = 'Mark Ellery | VP Operations | Halvorsen Shipping m: +44 7700 900456';
const CHEN_SIG = 'Chen Wei\nProcurement Manager\nHarrow & Finch Logistics\nt: +44 117 496 0215';

// --- Threads ----------------------------------------------------------------------------------

const kestrelSso = thread('kestrel-sso', 'Questions before we go further', [
  {
    at: '2026-03-09T10:12:00+01:00',
    from: TOMASZ,
    to: [DANA],
    body: `Hello Dana,

thank you for the demo on last Thursday, it was very interesting for me and my team. Before we go further we have some requirements which are must-have for us:

1. single sign-on with Azure AD, we cannot manage separate passwords for 60 people
2. the data must stay in EU region, our customers in Germany are very strict about this
3. we need export of raw events to our own data lake (S3 bucket is fine)

Can you confirm these are possible? If yes, I will put it to our board in April.

Best regards,
Tomasz Wierzbicki
CTO, Kestrel Labs
ul. Prosta 51, 00-838 Warszawa
tel. +48 22 395 71 20`,
  },
  {
    at: '2026-03-10T14:30:00+00:00',
    from: DANA,
    to: [TOMASZ],
    quote: true,
    body: `Hi Tomasz,

Good questions, and all three are a yes:

1. SSO with Azure AD (SAML) is included in the Business plan.
2. We host in Frankfurt (eu-central-1); your data never leaves the EU.
3. Raw event export to S3 is an add-on at $400 per month.

Happy to put this in writing for the board.

Dana`,
  },
  {
    at: '2026-04-22T09:05:00+02:00',
    from: TOMASZ,
    to: [DANA],
    body: `Dana,

good news, the board approved budget for pilot. We will start with 2 warehouses (Łódź and Poznań). Please send me the pilot agreement.

One more thing - our security team will send you questionnaire, it must be returned until 29 May.

Regards,
Tomasz`,
  },
  {
    at: '2026-04-23T11:20:00+00:00',
    from: DANA,
    to: [TOMASZ],
    body: `Brilliant news, Tomasz, thank you! I'll send the pilot agreement by Friday, and I'll watch out for the questionnaire.

Dana`,
  },
]);

const kestrelQuestionnaire = thread('kestrel-questionnaire', 'Kestrel Labs – vendor security questionnaire', [
  {
    at: '2026-04-28T08:40:00+00:00',
    from: INES,
    to: [DANA],
    cc: [TOMASZ],
    body: `Dear Dana,

As mentioned by Tomasz, please find our vendor security questionnaire (87 questions) at the link below. We need it completed by 29 May 2026.

https://kestrel-labs.example/vendor/q/5521

Kind regards,
Inês Duarte | Head of Procurement | Kestrel Labs`,
  },
  {
    at: '2026-05-27T15:10:00+00:00',
    from: DANA,
    to: [INES],
    cc: [TOMASZ],
    body: `Hi Inês,

The completed questionnaire is uploaded to your portal. Two answers refer to our SOC 2 Type II report dated 14 January 2026; I can share it under NDA.

Best,
Dana`,
  },
  {
    at: '2026-05-28T07:55:00+00:00',
    from: INES,
    to: [DANA],
    body: `Received, thank you. Our mutual NDA is attached, please sign and return.

Inês Duarte | Head of Procurement | Kestrel Labs`,
  },
]);

const halvorsenRenewal = thread('halvorsen-renewal', 'Renewal', [
  {
    at: '2026-05-06T12:14:00+01:00',
    from: MARK,
    to: [DANA],
    body: `Dana — quick one. Our contract is up on 30 June. Before I sign another year I want to be honest: the setup was painful for our team, it took us nearly three months to get the scanners feeding data properly. The dashboards are great now, but I need to know the next year will be smoother. Can we talk about a dedicated support contact? Also, finance wants the renewal price in writing.

${MARK_SIG}`,
  },
  {
    at: '2026-05-07T09:30:00+00:00',
    from: DANA,
    to: [MARK],
    quote: true,
    body: `Hi Mark,

Thanks for being straight with me, and I'm sorry the rollout was so rough.

For the renewal: £54,000 for the year, the same as this year, and I'll add a named customer success manager, Sam Ortiz, at no extra cost. I'll send the order form by 15 May.

Dana`,
  },
  {
    at: '2026-05-19T16:45:00+01:00',
    from: MARK,
    to: [DANA],
    body: `Got the order form, legal has it. Should be signed by end of month.

${MARK_SIG}`,
  },
]);

const brambleworth = thread('brambleworth-renewal', 'Our renewal in August', [
  {
    at: '2026-04-14T10:02:00+01:00',
    from: GRACE,
    to: [DANA],
    body: `Hi Dana,

Our subscription runs out on 1 August. We're broadly happy, but legal has flagged that we never signed a data processing agreement with Corvid. We need the DPA signed before we renew — no DPA, no renewal, I'm afraid that's out of my hands.

Also, full transparency: we are also talking to Stacklight, mostly because their price per site is lower. I'd rather stay with you.

Cheers,
Grace

--
Grace Adeyemi
Director of Supply Chain
Brambleworth Foods Ltd
+44 161 496 0733`,
  },
  {
    at: '2026-04-15T13:25:00+00:00',
    from: DANA,
    to: [GRACE],
    body: `Thanks Grace, I appreciate the honesty.

Our standard DPA (GDPR, with the SCCs) is on its way from Beatriz in our finance & legal team this week.

On price: for your 14 sites I can do £2,100 per site per year on a two-year term, down from £2,400. That's £29,400 a year.

Dana`,
  },
  {
    at: '2026-05-20T11:40:00+01:00',
    from: GRACE,
    to: [DANA],
    body: `DPA signed and returned. The board is reviewing the two-year option; I'll revert by 12 June.

Grace`,
  },
  {
    at: '2026-06-15T09:10:00+00:00',
    from: DANA,
    to: [GRACE],
    body: `Hi Grace, checking in on the two-year option: anything I can help with before the board decides?

Dana`,
  },
]);

const lumenIntro = thread('lumen-intro', 'Intro: Dana <> Felix Brandt (Lumen Robotics)', [
  {
    at: '2026-03-17T08:15:00+00:00',
    from: ORLA,
    to: [DANA, FELIX],
    body: `Felix, Dana — connecting you as promised.

Felix runs operations at Lumen Robotics in Munich: nine warehouses, drowning in spreadsheets. Dana leads sales at Corvid Analytics, whose tool I've seen cut a client's pick times by 20%.

I'll let you take it from here.
Orla`,
  },
  {
    at: '2026-03-17T10:48:00+01:00',
    from: FELIX,
    to: [DANA],
    cc: [ORLA],
    body: `Thanks Orla (moving you to cc).

Dana, nice to meet you. Could we have a call next week? Tuesday 24 March at 14:00 CET works for me.

Felix Brandt
COO
Lumen Robotics GmbH
Landsberger Str. 110, 80339 München
Mobil: +49 171 5550 392`,
  },
  {
    at: '2026-03-18T09:00:00+00:00',
    from: DANA,
    to: [FELIX],
    body: `Tuesday 24 March at 14:00 CET is booked. Talk then!

Dana`,
  },
]);

const lumenPricing = thread('lumen-pricing', 'Pricing for 9 sites', [
  {
    at: '2026-04-02T15:20:00+02:00',
    from: FELIX,
    to: [DANA],
    body: `Hi Dana,

thanks for the proposal. The price of €96,000 per year is above what we planned. Can you do a 20% discount? To be open, we are also looking at Ferrous IQ, which offered a lower price.

Felix`,
  },
  {
    at: '2026-04-03T10:00:00+00:00',
    from: DANA,
    to: [FELIX],
    quote: true,
    body: `Hi Felix,

20% I can't do, but on a three-year term I can offer 12% off: €84,480 per year, with onboarding for all 9 sites included.

Dana`,
  },
  {
    at: '2026-04-09T09:12:00+02:00',
    from: FELIX,
    to: [DANA],
    body: `OK, 12% on three years works for us. Please send the contract to our legal counsel, Katrin Vogel (katrin.vogel@lumen-robotics.example).

Felix`,
  },
]);

const lumenContract = thread('lumen-contract', 'Contract — Lumen Robotics / Corvid Analytics', [
  {
    at: '2026-04-10T08:30:00+00:00',
    from: DANA,
    to: [KATRIN],
    cc: [FELIX],
    body: `Hi Katrin,

Felix asked me to send you our contract for review: three years, €84,480 per year, nine sites. Let me know if you have any changes.

Best regards,
Dana Whitlock`,
  },
  {
    at: '2026-04-20T14:05:00+02:00',
    from: KATRIN,
    to: [DANA],
    cc: [FELIX],
    body: `Dear Ms. Whitlock,

we have two changes: the liability cap should be 12 months of fees, and the governing law German law. Otherwise the contract is fine for us.

Mit freundlichen Grüßen
Katrin Vogel
Legal Counsel
Lumen Robotics GmbH`,
  },
  {
    at: '2026-04-21T09:45:00+00:00',
    from: DANA,
    to: [KATRIN],
    cc: [FELIX],
    body: `Hi Katrin, both changes are fine. The updated version is attached.

Dana`,
  },
  {
    at: '2026-04-30T16:00:00+02:00',
    from: KATRIN,
    to: [DANA],
    cc: [FELIX],
    body: `Signed contract attached.

Katrin Vogel`,
  },
]);

const tessellate = thread('tessellate-quote', 'Quote for 75 seats?', [
  {
    at: '2026-05-11T17:02:00-04:00',
    from: RAVI,
    to: [DANA],
    body: `Hey Dana — what would 75 seats cost on annual billing? And is onboarding extra? Need a number for our budget meeting on Thursday.

Ravi`,
  },
  {
    at: '2026-05-12T09:15:00+00:00',
    from: DANA,
    to: [RAVI],
    quote: true,
    body: `Hi Ravi,

For 75 seats on annual billing it's $31,500 per year, onboarding included (normally $3,000). The quote is valid until 30 June.

Dana`,
  },
  {
    at: '2026-05-15T10:01:00-04:00',
    from: RAVI,
    to: [DANA],
    body: 'thx. budget approved. will come back in june',
  },
  {
    at: '2026-06-16T10:30:00-04:00',
    from: RAVI,
    to: [DANA],
    body: `Dana, we're good to go. can you send the order form? Also could we start on 1 July?

Ravi Chandran
Head of Operations, Tessellate Retail`,
  },
]);

const alcor = thread('alcor-demo', 'Demo de Corvid para Grupo Alcor', [
  {
    at: '2026-05-18T09:30:00+02:00',
    from: LUCIA,
    to: [DANA],
    body: `Hola Dana,

Gracias por tu correo. Nos interesa mucho ver la plataforma. ¿Podemos hacer la demo el jueves 21 de mayo a las 10:00 (hora de Madrid)? Seremos cuatro personas del equipo de logística. Tenemos 6 almacenes en España y Portugal.

Un saludo,
Lucía Herrera
Directora Comercial | Grupo Alcor
Tel. +34 912 555 084`,
  },
  {
    at: '2026-05-18T12:10:00+00:00',
    from: DANA,
    to: [LUCIA],
    body: `Hola Lucía, perfecto! Thursday 21 May at 10:00 Madrid time works, I'll send an invite. (My Spanish stops here: is English OK for the demo?)

Dana`,
  },
  {
    at: '2026-05-19T08:05:00+02:00',
    from: LUCIA,
    to: [DANA],
    body: 'Sí, inglés está bien. Hasta el jueves.\n\nLucía',
  },
]);

const logisport = thread('logisport-pilot', 'Following up on the pilot proposal', [
  {
    at: '2026-04-06T09:00:00+00:00',
    from: DANA,
    to: [ETIENNE],
    body: `Hi Étienne,

Following up on the pilot proposal for your Lyon and Grenoble depots that I sent in March. Is there anything missing on your side?

Dana`,
  },
  {
    at: '2026-04-08T10:20:00+02:00',
    from: ETIENNE,
    to: [DANA],
    body: `Bonjour Dana,

Merci pour votre relance. Malheureusement, nous avons décidé de reporter le projet à septembre : notre budget 2026 a été réduit et la priorité est le nouvel entrepôt de Grenoble. Je vous recontacte début septembre.

Cordialement,
Étienne Marchal
Directeur des opérations – Logisport SA`,
  },
]);

const harrowProposal = thread('harrow-proposal', 'Harrow & Finch – proposal for 3 depots', [
  {
    at: '2026-03-24T11:00:00+00:00',
    from: DANA,
    to: [CHEN],
    body: `Hi Chen,

As discussed, the proposal for Bristol, Leeds and Glasgow: £36,000 per year for the three depots, 36 months, paid quarterly in advance. Let me know if procurement needs anything else.

Dana`,
  },
  {
    at: '2026-03-30T08:50:00+01:00',
    from: CHEN,
    to: [DANA],
    subject: 'RE: Harrow & Finch – proposal for 3 depots',
    body: `Hi Dana,

OK for us except the payment terms: we only pay annually, 60 days net after invoice. Can you accept?

Chen

${CHEN_SIG}

-----Original Message-----
From: Dana Whitlock <dana.whitlock@corvid-analytics.example>
Sent: 24 March 2026 11:00
To: Chen Wei <chen.wei@harrowfinch.example>
Subject: Harrow & Finch – proposal for 3 depots

Hi Chen,

As discussed, the proposal for Bristol, Leeds and Glasgow: £36,000 per year for the three depots, 36 months, paid quarterly in advance. Let me know if procurement needs anything else.

Dana`,
  },
  {
    at: '2026-03-31T09:20:00+00:00',
    from: DANA,
    to: [CHEN],
    subject: 'RE: Harrow & Finch – proposal for 3 depots',
    quote: true,
    body: `Chen, annual invoicing with 60 days net is fine. I'll update the contract today.

Dana`,
  },
  {
    at: '2026-04-14T13:35:00+01:00',
    from: CHEN,
    to: [DANA],
    subject: 'RE: RE: Harrow & Finch – proposal for 3 depots',
    body: `Signed copy attached. Our PO number is HF-44817, please put it on every invoice.

${CHEN_SIG}`,
  },
]);

const kellerCall = thread('keller-call', 'call?', [
  { at: '2026-03-05T13:02:00+01:00', from: BRUNO, to: [DANA], body: 'call at 3?' },
  { at: '2026-03-05T12:10:00+00:00', from: DANA, to: [BRUNO], body: 'Sure, calling you at 3.\n\nDana' },
]);

const kellerPricing = thread('keller-pricing', 'pricing', [
  {
    at: '2026-03-12T07:40:00+01:00',
    from: BRUNO,
    to: [DANA],
    body: 'send me the price for 2 sites. thx. B.',
  },
  {
    at: '2026-03-13T10:00:00+00:00',
    from: DANA,
    to: [BRUNO],
    body: `Hi Bruno,

For 2 sites: CHF 18,000 per year, setup included.

Dana`,
  },
  { at: '2026-03-20T08:15:00+01:00', from: BRUNO, to: [DANA], body: 'too expensive. 15k and we do it.' },
  {
    at: '2026-03-20T10:30:00+00:00',
    from: DANA,
    to: [BRUNO],
    body: 'Bruno, I can meet you at CHF 16,000 per year if you sign for two years.\n\nDana',
  },
  { at: '2026-03-23T09:05:00+01:00', from: BRUNO, to: [DANA], body: 'ok. 2 years. send contract.' },
]);

const pellucid = thread('pellucid-outreach', 'Corvid for Pellucid Freight — 15 minutes?', [
  {
    at: '2026-05-04T09:00:00+00:00',
    from: DANA,
    to: [SOFIA],
    body: `Hi Sofia,

We met briefly at Transport Logistic last year. Corvid helps freight forwarders see dwell times per dock in real time; Harrow & Finch cut theirs by a third. Would 15 minutes next week be worth it?

Dana Whitlock
Sales Lead, Corvid Analytics`,
  },
  {
    at: '2026-05-25T09:00:00+00:00',
    from: DANA,
    to: [SOFIA],
    body: 'Hi Sofia, bumping this up in case it got buried. Happy to send a two-minute video instead of a call.\n\nDana',
  },
]);

const northgate = thread('northgate-outreach', 'Cold-chain visibility for Northgate', [
  {
    at: '2026-06-03T14:00:00+00:00',
    from: DANA,
    to: [OWEN],
    body: `Hi Owen,

Grace Adeyemi at Brambleworth Foods suggested I reach out. Corvid tracks temperature excursions per pallet across cold stores. Could we find 20 minutes in June?

Dana Whitlock
Sales Lead, Corvid Analytics`,
  },
]);

const cliffsideIntro = thread('cliffside-intro', 'Meet Aoife Brennan (Cliffside Distribution)', [
  {
    at: '2026-06-04T10:20:00+01:00',
    from: MARK,
    to: [DANA, AOIFE],
    body: `Dana, meet Aoife Brennan, Head of Data at Cliffside Distribution in Dublin. Aoife, Dana is the one I told you about: Corvid finally made sense of our scanner data (after a rocky start!). You two should talk.

Mark

${MARK_SIG}`,
  },
  {
    at: '2026-06-05T08:30:00+01:00',
    from: AOIFE,
    to: [DANA],
    cc: [MARK],
    body: `Thanks Mark!

Dana, lovely to e-meet. We have 4 distribution centres and we're evaluating tools for Q3. Would Thursday 11 June at 11:00 Irish time suit?

Aoife Brennan
Head of Data, Cliffside Distribution
+353 1 555 0148`,
  },
  {
    at: '2026-06-05T09:15:00+00:00',
    from: DANA,
    to: [AOIFE],
    body: 'Thursday 11 June at 11:00 works. Invite on its way.\n\nDana',
  },
  {
    at: '2026-06-12T15:40:00+01:00',
    from: AOIFE,
    to: [DANA],
    body: `Thanks for the session yesterday, the team was impressed. Could you send pricing for our 4 DCs and the name of a reference customer we could speak to?

Aoife`,
  },
]);

const soraIntro = thread('sora-intro', 'Introducing Hiroshi Tanaka – Sora Logistics', [
  {
    at: '2026-05-26T16:00:00+00:00',
    from: JULES,
    to: [DANA, HIROSHI],
    body: `Dana, introducing Hiroshi Tanaka, VP Supply Chain at Sora Logistics in Osaka. Hiroshi and I met at ProMat in Chicago. They run 12 warehouses and are looking at analytics for their expansion into the US.

Hiroshi, Dana will take great care of you.

Jules`,
  },
  {
    at: '2026-05-27T10:00:00+09:00',
    from: HIROSHI,
    to: [DANA],
    cc: [JULES],
    body: `Dear Dana-san,

Thank you for the kind introduction from Jules-san. We are planning to open 3 warehouses in Texas during next year, and we want to have the same analytics everywhere. Could you kindly send some material in advance?

Best regards,
Hiroshi Tanaka
Sora Logistics Co., Ltd.`,
  },
  {
    at: '2026-05-28T08:00:00+00:00',
    from: DANA,
    to: [HIROSHI],
    cc: [JULES],
    body: `Dear Hiroshi-san,

Thank you. Attached are our overview deck and a case study of a 9-site rollout in Germany. Would a call in the week of 8 June suit you?

Dana`,
  },
]);

const tidewaterFwd = thread('tidewater-fwd', 'Fwd: Partnership enquiry – Tidewater Systems', [
  {
    at: '2026-04-16T07:30:00+00:00',
    from: JULES,
    to: [DANA],
    body: `Dana, can you take this one? Feels like a reseller play.
J

---------- Forwarded message ---------
From: Marcus Hale <marcus.hale@tidewater-systems.example>
Date: Wed, 15 Apr 2026 at 17:02
Subject: Partnership enquiry – Tidewater Systems
To: Jules Park <jules.park@corvid-analytics.example>

Hi Jules,

Tidewater Systems is a WMS integrator with 40+ mid-market clients in the Benelux. We'd like to resell Corvid bundled with our implementations, ideally with a 25% reseller margin. Who should I talk to?

Marcus Hale
Partnerships Director, Tidewater Systems`,
  },
]);

const tidewater = thread('tidewater-partnership', 'Partnership — Corvid x Tidewater', [
  {
    at: '2026-04-17T09:00:00+00:00',
    from: DANA,
    to: [MARCUS],
    cc: [JULES],
    body: `Hi Marcus,

Jules passed me your note. Our standard reseller margin is 20%, rising to 25% from 10 deals a year. Free for a call next week?

Dana`,
  },
  {
    at: '2026-04-20T11:10:00+02:00',
    from: MARCUS,
    to: [DANA],
    cc: [JULES],
    body: `20% to start is fair. Wednesday 29 April at 15:00 CEST?

Marcus`,
  },
  { at: '2026-04-20T10:00:00+00:00', from: DANA, to: [MARCUS], body: 'Booked, talk then.\n\nDana' },
]);

const verdigris = thread('verdigris-workshop', 'Some thoughts after our workshop (long, sorry)', [
  {
    at: '2026-04-27T19:45:00+02:00',
    from: NADIA,
    to: [DANA],
    body: `Hi Dana,

I wanted to write down a few thoughts after the workshop while they are fresh, so forgive the length, it's been one of those weeks. First of all thank you to you and Sam for coming all the way to Stockholm, the team really appreciated that you took the time to walk the floor with us instead of just showing slides, that is not something every vendor does and it made a difference to how people talked about it afterwards in our retro.

Some context you may or may not have: we supply 31 clinics and two hospitals from the central warehouse in Årsta, and most of the pain is in the morning picking wave, which is where I think Corvid would help the most. Our WMS is Infor, as you know, and anything we pilot has to talk to Infor without our own developers doing much, because frankly we don't have any spare developers until at least the autumn. Petra, who normally owns the warehouse systems, is on parental leave until August, so for now I'm the only contact on our side, which also explains why I'm slow to reply sometimes.

On the commercial side: I have a budget cap of SEK 190,000 for a three-month pilot, and anything above SEK 150,000 needs a signature from our CFO, Henrik Dahl, which is fine but adds two weeks or so. The earliest we could start is 8 June, because of the inventory count at the end of May. If we do start then, I'd want to see the first heatmaps before midsummer.

Sorry again for the novel. Talk soon,
Nadia

Nadia Lindqvist
IT Director, Verdigris Health`,
  },
  {
    at: '2026-04-29T08:20:00+00:00',
    from: DANA,
    to: [NADIA],
    body: `Thanks Nadia, that's really helpful, not a novel at all.

Proposal: a three-month pilot starting 8 June at SEK 180,000, with the Infor connector included and set up by us, so no work for your developers. I'll send the paperwork so Henrik can sign in time.

Dana`,
  },
]);

const verdigrisSync = thread('verdigris-sync', 'Pilot week 1', [
  {
    at: '2026-06-09T13:00:00+02:00',
    from: NADIA,
    to: [DANA],
    body: `Hi Dana, the pilot kicked off and the team loves the heatmaps. Small thing: the Infor sync only runs once a day, we need it hourly for the morning wave.

Nadia`,
  },
  {
    at: '2026-06-10T08:00:00+00:00',
    from: DANA,
    to: [NADIA],
    quote: true,
    body: 'Great to hear! Hourly sync will be switched on from 22 June.\n\nDana',
  },
]);

const atlantico = thread('atlantico-app', 'Night shift and the app', [
  {
    at: '2026-05-22T07:30:00+01:00',
    from: PAULO,
    to: [DANA],
    body: `Hello Dana,

I hope you are well. I write because honestly the mobile app has been a struggle for our night shift, many of them gave up to use it and are back to paper. The day shift is ok with it. Is something you can look?

Obrigado,
Paulo Mendes
Operations Lead · Atlântico Cargo · Porto`,
  },
  {
    at: '2026-05-22T11:00:00+00:00',
    from: DANA,
    to: [PAULO],
    cc: [SAM],
    quote: true,
    body: `Hi Paulo,

Thank you for telling me. Release 4.2 on 2 June brings a dark mode and bigger scan buttons, which should help the night shift a lot. Sam will visit Porto on 4 June to train the team.

Dana`,
  },
]);

const quarryLane = thread('quarrylane-review', 'Software review', [
  {
    at: '2026-06-01T10:00:00+01:00',
    from: HARRIET,
    to: [DANA],
    body: `Dana,

Heads-up: we're reviewing all software spend ahead of next year, and Corvid is on the list. Our renewal is on 15 July. It would help me to see how often the team actually logs in.

Harriet Cole
COO, Quarry Lane Wholesale`,
  },
  {
    at: '2026-06-01T13:00:00+00:00',
    from: DANA,
    to: [HARRIET],
    body: "Thanks for the heads-up, Harriet. I'll pull a usage report for your team and send it over.\n\nDana",
  },
]);

const summit = thread('summit-invite', 'Speaker invite — Warehouse Analytics Summit 2026', [
  {
    at: '2026-05-05T12:00:00+02:00',
    from: FEMKE,
    to: [DANA],
    body: `Dear Dana,

On behalf of the programme committee I'd like to invite you to speak at the Warehouse Analytics Summit in Rotterdam on 8 October 2026. Sessions are 25 minutes plus Q&A. Could you let us know by 19 June whether you can join, and send a title and a short abstract?

Warm regards,
Femke de Vries
Programme Manager — Warehouse Analytics Summit`,
  },
  {
    at: '2026-05-06T08:00:00+00:00',
    from: DANA,
    to: [FEMKE],
    body: 'Hi Femke, thank you, I would love to. Title and abstract to follow before 19 June.\n\nDana',
  },
]);

// Colleagues
const brambleworthDpa = thread('beatriz-dpa', 'Brambleworth DPA', [
  {
    at: '2026-04-16T14:00:00+01:00',
    from: BEATRIZ,
    to: [DANA],
    body: 'Dana, sent the DPA to Grace Adeyemi today through SignFlow. FYI.\n\nBeatriz',
  },
]);

const overdue = thread('beatriz-overdue', 'Overdue invoice: Keller Baustoffe', [
  {
    at: '2026-06-08T09:00:00+01:00',
    from: BEATRIZ,
    to: [DANA],
    body: `Hi Dana,

Keller Baustoffe hasn't paid invoice CA-1043 (CHF 16,000, due 30 April). Can you nudge Bruno?

Beatriz Lobo
Finance & Legal, Corvid Analytics`,
  },
]);

const kellerInvoice = thread('keller-invoice', 'Invoice CA-1043', [
  {
    at: '2026-06-08T10:00:00+00:00',
    from: DANA,
    to: [BRUNO],
    body: 'Hi Bruno, a gentle reminder that invoice CA-1043 (CHF 16,000) was due on 30 April. Could you check?\n\nDana',
  },
  { at: '2026-06-09T08:30:00+02:00', from: BRUNO, to: [DANA], body: 'paid today. sorry. B.' },
]);

const halvorsenPlan = thread('sam-halvorsen', 'Halvorsen year-two plan', [
  {
    at: '2026-05-13T15:00:00+00:00',
    from: SAM,
    to: [DANA],
    body: `Dana,

For Halvorsen's second year I suggest a monthly check-in on the first Tuesday of each month, and we move their scanner integration to the new API before 1 July so the nightly gaps go away.

Sam`,
  },
  { at: '2026-05-13T15:30:00+00:00', from: DANA, to: [SAM], body: 'Love it, go ahead.' },
]);

const cliffsidePricing = thread('sam-cliffside', 'Cliffside pricing draft', [
  {
    at: '2026-06-17T09:30:00+00:00',
    from: SAM,
    to: [DANA],
    body: 'Dana, draft pricing for Cliffside: 4 DCs at €11,500 each per year, so €46,000 in total. Want me to send it to Aoife?\n\nSam',
  },
]);

const pipeline = thread('jules-pipeline', 'Pipeline review', [
  {
    at: '2026-06-15T07:45:00+00:00',
    from: JULES,
    to: [DANA, SAM],
    body: `Morning both,

Ahead of Thursday's board call, where are we on Tessellate, Cliffside and Sora? Board wants a Q3 number.

Jules`,
  },
  {
    at: '2026-06-15T08:30:00+00:00',
    from: DANA,
    to: [JULES],
    cc: [SAM],
    body: `Tessellate: commit, waiting on their go-ahead. Cliffside: best case, demo went well. Sora: early, a call to be set.

Dana`,
  },
]);

const kestrelGoLive = thread('kestrel-golive', 'Pilot go-live Łódź', [
  {
    at: '2026-06-12T14:20:00+02:00',
    from: TOMASZ,
    to: [DANA],
    cc: [SAM],
    body: `Hi Dana,

small change: scanners for Łódź are delayed by supplier, so go-live of pilot moves from 15 June to 22 June. Poznań stays in July as planned.

Tomasz`,
  },
  {
    at: '2026-06-12T13:00:00+00:00',
    from: DANA,
    to: [TOMASZ],
    cc: [SAM],
    body: 'Noted, thanks Tomasz. Sam will be on site in Łódź on 22 June.\n\nDana',
  },
]);

const pipeRocket = thread('piperocket-pitch', 'Quick question, Dana', [
  {
    at: '2026-05-19T13:00:00+00:00',
    from: person('Tom Baxter', 'tom.baxter@piperocket.example'),
    to: [DANA],
    body: `Hi Dana,

I noticed Corvid is hiring SDRs. We book 30 qualified meetings a month for SaaS teams like yours, pay per meeting. Worth 15 minutes?

Tom Baxter
Growth, PipeRocket`,
  },
]);

const orlaCoffee = thread('orla-coffee', 'Lumen?', [
  {
    at: '2026-05-12T18:00:00+01:00',
    from: ORLA,
    to: [DANA],
    body: 'How did it go with Felix? Heard a rumour they signed! Coffee when I am in London on 2 June?\n\nO.',
  },
  {
    at: '2026-05-13T07:30:00+00:00',
    from: DANA,
    to: [ORLA],
    body: 'They did: signed on 30 April, three years. Thank you again for the intro! Coffee on 2 June works, the usual place at 9?\n\nDana',
  },
]);

const markReference = thread('halvorsen-reference', 'A favour: reference call for Cliffside?', [
  {
    at: '2026-06-13T09:00:00+00:00',
    from: DANA,
    to: [MARK],
    body: 'Hi Mark, Aoife at Cliffside would like to speak to a reference customer. Would you be willing to take a short call with her?\n\nDana',
  },
  {
    at: '2026-06-14T19:30:00+01:00',
    from: MARK,
    to: [DANA],
    body: `Happy to. Aoife can call me any afternoon next week.

${MARK_SIG}`,
  },
]);

const alcorProposal = thread('alcor-proposal', 'Propuesta Corvid – Grupo Alcor', [
  {
    at: '2026-05-26T10:00:00+00:00',
    from: DANA,
    to: [LUCIA],
    body: `Hi Lucía,

As promised after the demo, our proposal for your 6 warehouses: €48,000 per year, including onboarding in Spanish and Portuguese.

Dana`,
  },
  {
    at: '2026-05-27T17:45:00+02:00',
    from: LUCIA,
    to: [DANA],
    body: `Hola Dana,

Gracias por la propuesta. El precio de 48.000 € al año para los 6 almacenes nos parece razonable, pero necesitamos la aprobación de nuestro director general, Javier Soto, que vuelve de vacaciones el 15 de junio.

Un saludo,
Lucía`,
  },
]);

const atlanticoThanks = thread('atlantico-thanks', 'dark mode', [
  {
    at: '2026-06-11T08:00:00+01:00',
    from: PAULO,
    to: [DANA],
    cc: [SAM],
    body: 'Dana, the night shift likes the dark mode very much, 9 of 12 are using the app again. Thank you to Sam for the training.\n\nPaulo',
  },
]);

const soraCall = thread('sora-call', 'Call with Sora Logistics', [
  {
    at: '2026-06-10T15:00:00+09:00',
    from: HIROSHI,
    to: [DANA],
    body: `Dear Dana-san,

I am sorry, the week of 8 June was very busy for us. Could we have the call on 24 June at 9:00 Japan time?

Best regards,
Hiroshi Tanaka`,
  },
  {
    at: '2026-06-10T08:00:00+00:00',
    from: DANA,
    to: [HIROSHI],
    body: 'Dear Hiroshi-san, 24 June at 09:00 JST is confirmed. Looking forward to it.\n\nDana',
  },
]);

const billing = thread('billing-keller', 'Payment received: CA-1043', [
  {
    at: '2026-06-10T05:00:00+00:00',
    from: person('Corvid Billing', 'billing-noreply@corvid-analytics.example'),
    to: [DANA],
    body: 'Payment received for invoice CA-1043 from Keller Baustoffe AG: CHF 16,000.00.\n\nThis is an automated message. Please do not reply.',
  },
]);

// Calendar invites and confirmations the owner got (notifications, not people).
const calendar = (key: string, at: string, what: string) =>
  thread(key, `Invitation: ${what}`, [
    {
      at,
      from: CALENDAR,
      to: [DANA],
      body: `You have been invited to: ${what}\n\nThis is an automated message from Corvid Calendar. Please do not reply to this email.`,
    },
  ]);

const calendarMail = [
  ...calendar('cal-lumen', '2026-03-18T09:05:00+00:00', 'Corvid x Lumen Robotics, Tue 24 Mar 2026 13:00 UTC'),
  ...calendar('cal-tidewater', '2026-04-20T10:05:00+00:00', 'Corvid x Tidewater, Wed 29 Apr 2026 13:00 UTC'),
  ...calendar('cal-alcor', '2026-05-18T12:15:00+00:00', 'Demo: Grupo Alcor, Thu 21 May 2026 08:00 UTC'),
  ...calendar(
    'cal-cliffside',
    '2026-06-05T09:20:00+00:00',
    'Corvid x Cliffside Distribution, Thu 11 Jun 2026 10:00 UTC',
  ),
  ...calendar(
    'cal-pipeline',
    '2026-06-15T07:50:00+00:00',
    'Board call (pipeline), Thu 18 Jun 2026 16:00 UTC',
  ),
];

const signflow = (key: string, at: string, text: string, subject: string) =>
  thread(key, subject, [
    {
      at,
      from: SIGNFLOW,
      to: [DANA],
      body: `${text}\n\nThis is an automated message from SignFlow. Please do not reply.\nhttps://signflow.example/documents`,
    },
  ]);

const signflowMail = [
  ...signflow(
    'sf-keller',
    '2026-03-26T10:00:00+00:00',
    'Bruno Keller (Keller Baustoffe AG) has signed "Corvid Subscription Agreement – Keller Baustoffe".',
    'Completed: Corvid Subscription Agreement – Keller Baustoffe',
  ),
  ...signflow(
    'sf-brambleworth',
    '2026-05-20T10:30:00+00:00',
    'Grace Adeyemi (Brambleworth Foods Ltd) has signed "Data Processing Agreement – Brambleworth Foods".',
    'Completed: Data Processing Agreement – Brambleworth Foods',
  ),
  ...signflow(
    'sf-verdigris',
    '2026-05-12T14:00:00+00:00',
    'Henrik Dahl (Verdigris Health) has signed "Pilot Agreement – Verdigris Health".',
    'Completed: Pilot Agreement – Verdigris Health',
  ),
  ...signflow(
    'sf-halvorsen',
    '2026-06-02T11:00:00+00:00',
    'Mark Ellery (Halvorsen Shipping) has signed "Corvid Order Form 2026-27 – Halvorsen Shipping".',
    'Completed: Corvid Order Form 2026-27 – Halvorsen Shipping',
  ),
];

const linkup = (key: string, at: string, text: string) =>
  thread(key, text, [
    {
      at,
      from: LINKUP,
      to: [DANA],
      body: `${text}\n\nSee it on LinkUp: https://linkup.example/notifications\nYou are receiving LinkUp notification emails. Unsubscribe: https://linkup.example/settings`,
      headers: ['Precedence: bulk', 'List-Unsubscribe: <https://linkup.example/settings>'],
    },
  ]);

const linkupMail = [
  ...linkup('lu-1', '2026-03-11T06:00:00+00:00', 'Orla Finnegan viewed your profile'),
  ...linkup('lu-2', '2026-04-01T06:00:00+00:00', 'You appeared in 14 searches this week'),
  ...linkup('lu-3', '2026-04-24T06:00:00+00:00', 'Tomasz Wierzbicki accepted your invitation'),
  ...linkup('lu-4', '2026-05-29T06:00:00+00:00', 'Aoife Brennan and 3 others viewed your profile'),
  ...linkup('lu-5', '2026-06-10T06:00:00+00:00', 'Congratulate Felix Brandt on 5 years at Lumen Robotics'),
];

/** Freight Signals Weekly: every Monday, 2 March – 15 June. */
const FREIGHT_HEADLINES = [
  'Container rates slide for the fourth week',
  'Why cross-docking is back in fashion',
  'Rotterdam port strike: what shippers need to know',
  'Warehouse robotics funding hits a record quarter',
  'Diesel surcharges: a European comparison',
  'Inside a 24-hour fulfilment centre',
  'Cold chain capacity tightens ahead of summer',
  'The quiet rise of yard management software',
  'Returns are eating margins: five fixes',
  'Rail freight between Poland and Germany grows 11%',
  'Labour shortages: warehouses turn to four-day weeks',
  'Air cargo demand steadies after a weak spring',
  'What the new EU packaging rules mean for 3PLs',
  'Peak season planning starts in June, say operators',
  'Nearshoring to Mexico: the warehouse angle',
  'Dock scheduling: the cheapest efficiency win',
];

const newsletterHeaders = (domain: string, issue: number) => [
  `List-Unsubscribe: <https://${domain}/unsubscribe?u=${issue}>`,
  `List-Id: <news.${domain}>`,
  'Precedence: bulk',
];

const freightSignals = FREIGHT_HEADLINES.flatMap((headline, i) => {
  const at = new Date(Date.UTC(2026, 2, 2 + 7 * i, 6, 30)).toISOString();
  const issue = 212 + i;
  return thread(`fsw-${issue}`, `Freight Signals Weekly #${issue}: ${headline}`, [
    {
      at,
      from: FREIGHT_SIGNALS,
      to: [DANA],
      body: `Freight Signals Weekly — issue #${issue}\n\n${headline}\nhttps://freightsignals.example/a/${issue}\n\nAlso this week: market data, job moves and the week's deals.\n\nUnsubscribe: https://freightsignals.example/unsubscribe`,
      headers: newsletterHeaders('freightsignals.example', issue),
    },
  ]);
});

/** The SaaS Sales Memo: every other Thursday. */
const MEMO_TOPICS = [
  'Discounting without training your buyers to wait',
  'Multi-threading: why one champion is never enough',
  'The renewal starts on day one',
  'How to write a follow-up people answer',
  'Procurement is not the enemy',
  'Pricing pages that sell to CFOs',
  'What to do when the prospect goes quiet',
  'Reference customers: ask early, ask often',
];

const salesMemo = MEMO_TOPICS.flatMap((topic, i) => {
  const at = new Date(Date.UTC(2026, 2, 5 + 14 * i, 12, 0)).toISOString();
  return thread(`memo-${i + 1}`, `The SaaS Sales Memo: ${topic}`, [
    {
      at,
      from: SALES_MEMO,
      to: [DANA],
      body: `The SaaS Sales Memo\n\n${topic}\n\nRead the full memo: https://saassalesmemo.example/${i + 1}\n\nYou subscribed at saassalesmemo.example. Unsubscribe any time.`,
      headers: newsletterHeaders('saassalesmemo.example', i + 1),
    },
  ]);
});

export const BLIND_MESSAGES: readonly BlindMessage[] = [
  ...kestrelSso,
  ...kestrelQuestionnaire,
  ...halvorsenRenewal,
  ...brambleworth,
  ...lumenIntro,
  ...lumenPricing,
  ...lumenContract,
  ...tessellate,
  ...alcor,
  ...logisport,
  ...harrowProposal,
  ...kellerCall,
  ...kellerPricing,
  ...pellucid,
  ...northgate,
  ...cliffsideIntro,
  ...soraIntro,
  ...tidewaterFwd,
  ...tidewater,
  ...verdigris,
  ...verdigrisSync,
  ...atlantico,
  ...quarryLane,
  ...summit,
  ...brambleworthDpa,
  ...overdue,
  ...kellerInvoice,
  ...halvorsenPlan,
  ...cliffsidePricing,
  ...pipeline,
  ...kestrelGoLive,
  ...pipeRocket,
  ...orlaCoffee,
  ...markReference,
  ...alcorProposal,
  ...atlanticoThanks,
  ...soraCall,
  ...billing,
  ...calendarMail,
  ...signflowMail,
  ...linkupMail,
  ...freightSignals,
  ...salesMemo,
];

export const blindMbox = (): Buffer => toMbox(BLIND_MESSAGES, DANA);

export { messageId, type Person };
