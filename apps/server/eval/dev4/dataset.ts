/**
 * The fourth dev set: a mailbox written without reading the engine, for Callum Reid, account
 * executive at Bramblewood Analytics (a data-platform startup in Edinburgh selling to retailers,
 * councils and universities). Many hands: US customers with $ amounts, informal Scottish and
 * Australian correspondents, a Norwegian and a Spanish one (encoded headers), quoted replies,
 * forwards, out-of-office replies, HTML-only newsletters, quoted-printable, calendar mail.
 * "Now" is Thursday 20 August 2026, 08:30 UTC.
 */

import { contactsCsv } from '../fixtures/contacts.js';
import { type MboxMessage, mboxMessage } from '../mboxText.js';
import type { EvalDataset } from '../world.js';

/** Thursday 20 August 2026, 08:30 UTC. */
export const DEV4_NOW = new Date('2026-08-20T08:30:00Z');

export const DEV4_OWNER = {
  firstName: 'Callum',
  lastName: 'Reid',
  email: 'callum.reid@bramblewood.example',
  password: 'dev4 eval password 2026',
};
const CALLUM = `Callum Reid <${DEV4_OWNER.email}>`;
const SIG =
  '--\nCallum Reid\nAccount Executive | Bramblewood Analytics\n+44 131 555 0172 | bramblewood.example';

const DANA = 'Dana Whitfield <dana.whitfield@larkspurmarkets.example>';
const GREG = 'Greg Olsen <greg.olsen@larkspurmarkets.example>';
const MARCUS = 'Marcus Bell <mbell@larkspurmarkets.example>';
const FIONA = 'Fiona MacLeod <fiona.macleod@glenmoray-council.example>';
const ALASDAIR = 'Alasdair Munro <alasdair.munro@glenmoray-council.example>';
const SARAHD = 'Sarah Dunbar <sarah.dunbar@glenmoray-council.example>';
const PRIYA = 'Dr Priya Nair <p.nair@strathallan.ac.example>';
const EUAN = 'Euan Baird <e.baird@strathallan.ac.example>';
const JESS = 'Jess Tran <jess.tran@kookaburra-brands.example>';
const BAZZA = 'Barry Kowalski <barry.k@kookaburra-brands.example>';
const SARAHK = 'Sarah Kim <sarah.kim@pinecrestoutfitters.example>';
const RORY = 'Rory Gallacher <rory@skerrypartners.example>';
const BRIDGET = "Bridget O'Hara <bridget.ohara@ormiston-retail.example>";
const JAMIE = 'Jamie Cole <jamie@coleandsons.example>';
const TONY = 'Tony Alvarez <tony.alvarez@mesaverdefoods.example>';
const MORAG = 'Morag Campbell <morag.campbell@bramblewood.example>';
const ISHBEL = 'Ishbel Fraser <ishbel.fraser@bramblewood.example>';
const TAM = 'Tam Robertson <tam.robertson@bramblewood.example>';
const MICK = "Mick O'Brien <m.obrien@sandstone.edu.example>";

/** Plain-text mail; `id` is the Message-ID's local part (`${id}@dev4.test`). */
export const DEV4_MESSAGES: readonly MboxMessage[] = [
  // ── Larkspur Markets (Portland, OR) ───────────────────────────────────────────────────────────
  {
    id: 'lark-next-steps',
    from: DANA,
    subject: 'Bramblewood eval - next steps',
    date: '2026-07-14T16:12:00Z',
    body: `Hi Callum,

Thanks for the demo on Friday, the team really liked the store-level forecasting view. We'd like pricing for the full platform across all 212 stores, including the POS connector.

Couple of things:
- we'd want a 3-year term
- our fiscal year starts Oct 1 so ideally we're live before then

Best,
Dana

Dana Whitfield
VP, Data & Analytics
Larkspur Markets
Portland, OR
(503) 555-0147`,
  },
  {
    id: 'lark-quote',
    from: CALLUM,
    to: DANA,
    subject: 'Re: Bramblewood eval - next steps',
    date: '2026-07-15T09:30:00Z',
    replyTo: 'lark-next-steps',
    body: `Hi Dana,

Great to hear. For 212 stores with the POS connector on a 3-year term it comes to $48,000 per year, billed annually. Implementation is included and typically takes six weeks, so an October 1 go-live is doable if we sign by end of August.

Cheers,
Callum
${SIG}

On Tue, 14 Jul 2026 at 17:12, Dana Whitfield <dana.whitfield@larkspurmarkets.example> wrote:
> Hi Callum,
>
> Thanks for the demo on Friday, the team really liked the store-level forecasting view. We'd like pricing for the full platform across all 212 stores, including the POS connector.`,
  },
  {
    id: 'lark-quarry',
    from: DANA,
    subject: 'Re: Bramblewood eval - next steps',
    date: '2026-07-28T21:05:00Z',
    replyTo: 'lark-quote',
    body: `Callum - being straight with you, we're also talking to Quarry Data and their number came in quite a bit lower. Greg (our CFO) wants to see something closer to $45k before he'll put it in the budget.

Also heads up, legal won't even look at the MSA until the DPA is signed. So we need the DPA signed first.

D.

Sent from my iPhone`,
  },
  {
    id: 'lark-revised',
    from: CALLUM,
    to: DANA,
    cc: MORAG,
    subject: 'Re: Bramblewood eval - next steps',
    date: '2026-07-29T10:45:00Z',
    replyTo: 'lark-quarry',
    body: `Hi Dana,

Appreciate you being upfront. I've spoken with Morag and we can do $44,500 per year on the 3-year term, provided we sign by 31 August. Everything else stays as quoted.

I'll get our DPA over to you this week.

Callum
${SIG}

> Greg (our CFO) wants to see something closer to $45k before he'll put it in the budget.`,
  },
  {
    id: 'lark-cfo',
    from: GREG,
    to: CALLUM,
    cc: DANA,
    subject: 'Larkspur / Bramblewood - budget',
    date: '2026-08-05T18:20:00Z',
    body: `Callum,

I've approved the budget line at $44,500/yr for the three years. It is contingent on the DPA - please send it directly to our counsel, Marcus Bell (mbell@larkspurmarkets.example), and copy Dana.

Greg

Greg Olsen | CFO | Larkspur Markets | 503.555.0199`,
  },
  {
    id: 'lark-dpa-sent',
    from: CALLUM,
    to: MARCUS,
    cc: DANA,
    subject: 'Bramblewood DPA for review',
    date: '2026-08-06T08:55:00Z',
    body: `Hi Marcus,

As Greg asked, attached is the Bramblewood Analytics Data Processing Agreement (v4.1). Happy to get on a call with our DPO if helpful.

Kind regards,
Callum
${SIG}`,
  },
  {
    id: 'lark-redlines',
    from: MARCUS,
    to: CALLUM,
    cc: DANA,
    subject: 'RE: Bramblewood DPA for review',
    date: '2026-08-18T19:40:00Z',
    replyTo: 'lark-dpa-sent',
    body: `Callum,

Thank you for your patience. We have two redlines on the DPA:

1. Sub-processors: we need 30 days' written notice before any new sub-processor is added (your draft says 14).
2. Breach notification: your draft says 72 hours; we require notice within 48 hours.

With those two changes we are in a position to sign.

Marcus Bell
Associate General Counsel
Larkspur Markets, Inc.
1200 NW Lovejoy St, Portland, OR 97209

CONFIDENTIALITY NOTICE: This e-mail message, including any attachments, is for the sole use of the intended recipient(s) and may contain confidential and privileged information. Any unauthorized review, use, disclosure or distribution is prohibited. If you are not the intended recipient, please contact the sender by reply e-mail and destroy all copies of the original message.`,
  },
  {
    id: 'lark-ooo',
    from: GREG,
    to: CALLUM,
    subject: 'Automatic reply: Larkspur / Bramblewood - budget',
    date: '2026-08-17T14:02:00Z',
    body: `I am out of the office with limited access to email until Monday, August 24. For anything urgent please contact Dana Whitfield.

Greg Olsen`,
  },
  {
    id: 'lark-callum-greg',
    from: CALLUM,
    to: GREG,
    subject: 'Re: Larkspur / Bramblewood - budget',
    date: '2026-08-17T14:01:00Z',
    replyTo: 'lark-cfo',
    body: `Hi Greg, quick note to say the DPA is with Marcus. Could you let me know who signs the order form on your side?

Thanks,
Callum`,
  },

  // ── Glenmoray Council ─────────────────────────────────────────────────────────────────────────
  {
    id: 'glen-tender',
    from: FIONA,
    subject: 'data platform tender - heads up',
    date: '2026-06-30T11:20:00Z',
    body: `Hiya Callum,

Good to see you at the Holyrood event. As promised - we're going out to tender for a data platform for the council's housing and waste teams. Ceiling is £62,000 over two years (don't tell anyone I told you that, well, it'll be in the docs anyway).

Submission deadline's 4 September. Alasdair in procurement will send the pack.

Cheers the noo,
Fiona

Fiona MacLeod
Head of Digital Services, Glenmoray Council`,
  },
  {
    id: 'glen-deadline',
    from: ALASDAIR,
    to: CALLUM,
    cc: FIONA,
    subject: 'Glenmoray Council - Data Platform ITT (GC-2026-117) - clarification',
    date: '2026-07-21T13:00:00Z',
    body: `Dear Callum,

Please note the following change to the Invitation to Tender GC-2026-117:

The submission deadline has been moved from 4 September to 12 noon on Friday 11 September 2026. Clarification questions must reach us by 28 August.

Yours sincerely

Alasdair Munro
Procurement Officer
Corporate Procurement | Glenmoray Council
Tel: 01382 555 214

This email and any attachments are confidential to the intended recipient. Glenmoray Council may monitor emails for the purposes of security and compliance.`,
  },
  {
    id: 'glen-residency-q',
    from: CALLUM,
    to: ALASDAIR,
    subject: 'RE: Glenmoray Council - Data Platform ITT (GC-2026-117) - clarification',
    date: '2026-07-22T09:10:00Z',
    replyTo: 'glen-deadline',
    body: `Dear Alasdair,

Thanks for the update. One clarification question: does the council require the data to be hosted in the UK, or is EU hosting acceptable?

Kind regards,
Callum Reid`,
  },
  {
    id: 'glen-residency-a',
    from: ALASDAIR,
    to: CALLUM,
    subject: 'RE: Glenmoray Council - Data Platform ITT (GC-2026-117) - clarification',
    date: '2026-07-23T15:45:00Z',
    replyTo: 'glen-residency-q',
    body: `Callum,

UK data residency is mandatory; EU hosting would not be compliant. This will be shared with all bidders.

Alasdair Munro
Procurement Officer | Glenmoray Council | 01382 555 214`,
  },
  {
    id: 'glen-ooo',
    from: FIONA,
    to: CALLUM,
    subject: 'Out of Office: catch up?',
    date: '2026-08-03T08:00:00Z',
    body: `Thanks for your email. I'm on annual leave until Monday 17 August with no access to email. For tender queries please contact procurement@glenmoray-council.example.

Fiona`,
  },
  {
    id: 'glen-invoice-q',
    from: SARAHD,
    to: CALLUM,
    subject: 'invoicing question',
    date: '2026-08-12T10:33:00Z',
    body: `Hi Callum

Sarah from the council's finance team here (Fiona passed me your details). Quick q - if you were to win, can you invoice quarterly in arrears? Our finance system can't handle annual upfront payments for this kind of contract.

Thanks
Sarah Dunbar
Finance Business Partner
Glenmoray Council`,
  },
  {
    id: 'glen-invoice-a',
    from: CALLUM,
    to: SARAHD,
    cc: TAM,
    subject: 'Re: invoicing question',
    date: '2026-08-12T14:02:00Z',
    replyTo: 'glen-invoice-q',
    body: `Hi Sarah,

Yes, quarterly in arrears is no problem for us. I've copied Tam Robertson from our finance team who would set it up.

Best,
Callum

> can you invoice quarterly in arrears?`,
  },
  {
    id: 'glen-site-visit',
    from: FIONA,
    to: CALLUM,
    subject: 'councillors',
    date: '2026-08-17T09:12:00Z',
    body: `morning! back from leave and straight into it. heads up - the convener and two councillors want to see a demo in person before the tender closes. can you do Wednesday 2 September, 10am, Council Chambers Room 3? bring Ishbel if she's free, they'll have questions about the housing repairs data.

F`,
  },
  {
    id: 'glen-site-visit-yes',
    from: CALLUM,
    to: FIONA,
    cc: ISHBEL,
    subject: 'Re: councillors',
    date: '2026-08-17T11:30:00Z',
    replyTo: 'glen-site-visit',
    body: `Hi Fiona - welcome back! Yes, 2 September at 10 works. Ishbel and I will both be there.

Callum`,
  },

  // ── Strathallan University ────────────────────────────────────────────────────────────────────
  {
    id: 'strath-pilot',
    from: PRIYA,
    subject: 'Pilot agreement signed',
    date: '2026-06-10T12:00:00Z',
    body: `Dear Callum,

I'm pleased to confirm that the pilot agreement has been signed by the University: six months, £18,500, starting 1 July 2026. The pilot covers the Research Data Service and the Library.

With best wishes,
Priya

Dr Priya Nair
Research Data Manager
Research Data Service, University of Strathallan
T: +44 1786 555 302`,
  },
  {
    id: 'strath-painful',
    from: PRIYA,
    subject: 'SSO setup',
    date: '2026-07-09T15:22:00Z',
    body: `Callum,

I'll be honest: the setup was painful. Getting SSO working took our team three weeks and the documentation for the Shibboleth configuration was simply wrong in two places (the entity ID and the attribute mapping). We're up and running now but colleagues were frustrated.

Priya`,
  },
  {
    id: 'strath-fwd-ishbel',
    from: CALLUM,
    to: ISHBEL,
    subject: 'Fwd: SSO setup',
    date: '2026-07-10T08:40:00Z',
    body: `Ishbel - can you look at this? Not great. Can we fix the Shibboleth docs this week?

---------- Forwarded message ---------
From: Dr Priya Nair <p.nair@strathallan.ac.example>
Date: Thu, 9 Jul 2026 at 16:22
Subject: SSO setup
To: Callum Reid <callum.reid@bramblewood.example>

Callum,

I'll be honest: the setup was painful. Getting SSO working took our team three weeks and the documentation for the Shibboleth configuration was simply wrong in two places (the entity ID and the attribute mapping).`,
  },
  {
    id: 'strath-ishbel-fixed',
    from: ISHBEL,
    to: CALLUM,
    subject: 'Re: Fwd: SSO setup',
    date: '2026-07-16T16:05:00Z',
    replyTo: 'strath-fwd-ishbel',
    body: `done - fixed both bits and published the Shibboleth guide v2.3 today. Also added a troubleshooting section. Might be worth telling Priya directly.

Ishbel Fraser
Solutions Engineer, Bramblewood Analytics`,
  },
  {
    id: 'strath-soc2-q',
    from: EUAN,
    to: CALLUM,
    cc: PRIYA,
    subject: 'Security documentation',
    date: '2026-08-10T09:15:00Z',
    body: `Hello Callum,

I head up IT Services here and Priya has asked us to look at extending the pilot to a full campus licence. Before we can take that to the IT governance board I need your SOC 2 Type II report and your most recent penetration test summary.

The board meets on 15 September.

Regards,
Euan Baird
Head of IT Services
University of Strathallan`,
  },
  {
    id: 'strath-soc2-a',
    from: CALLUM,
    to: EUAN,
    cc: PRIYA,
    subject: 'Re: Security documentation',
    date: '2026-08-10T13:50:00Z',
    replyTo: 'strath-soc2-q',
    body: `Hi Euan,

Both attached: our SOC 2 Type II report (period ending 31 March 2026) and the pen test summary from NCC, dated June 2026. For reference, a full campus licence would be £74,000 per year.

Best regards,
Callum
${SIG}`,
  },
  {
    id: 'strath-review',
    from: PRIYA,
    to: CALLUM,
    subject: 'Pilot review meeting',
    date: '2026-08-11T10:00:00Z',
    body: `Dear Callum,

Could we hold the pilot review on Wednesday 26 August at 14:00, Room 2.14, Murray Building? Euan will join.

Priya`,
  },
  {
    id: 'strath-review-moved',
    from: PRIYA,
    to: CALLUM,
    cc: EUAN,
    subject: 'Re: Pilot review meeting',
    date: '2026-08-19T16:30:00Z',
    replyTo: 'strath-review',
    body: `Callum, apologies - Euan has a clash on the Wednesday. Can we move the pilot review to Thursday 27 August at 11:00 instead, same room? Let me know.

Priya`,
  },

  // ── Wattle & Co (Melbourne; they write from kookaburra-brands.example, the parent company) ────
  {
    id: 'wattle-hello',
    from: JESS,
    subject: 'Wattle & Co - data platform',
    date: '2026-07-02T23:10:00Z',
    body: `G'day Callum,

Great chatting at the NRF APAC thing. As mentioned we're after something to pull together our Shopify store and the 38 bricks-and-mortar shops - at the moment it's all spreadsheets and tears. Budget is roughly A$36k a year. No worries if that's too tight, just let me know.

Cheers,
Jess

Jess Tran
Head of Ecommerce | Wattle & Co (part of Kookaburra Brands)
+61 3 5550 1984`,
  },
  {
    id: 'wattle-quote',
    from: CALLUM,
    to: JESS,
    subject: 'Re: Wattle & Co - data platform',
    date: '2026-07-03T08:15:00Z',
    replyTo: 'wattle-hello',
    body: `Hi Jess,

Lovely to meet you. For Shopify plus 38 stores we'd be at A$39,000 a year - a bit over, I know, but that includes the Shopify connector and onboarding. Happy to talk it through.

Callum

On Fri, 3 Jul 2026 at 00:10, Jess Tran <jess.tran@kookaburra-brands.example> wrote:
> Budget is roughly A$36k a year.`,
  },
  {
    id: 'wattle-ratelimit',
    from: BAZZA,
    to: CALLUM,
    cc: JESS,
    subject: 'api limits??',
    date: '2026-07-30T02:44:00Z',
    body: `hey mate, Bazza here, I look after IT for Wattle. had a squiz at your API docs - the rate limits are gonna be a problem, we push about 2 million events a day through from the tills. whats the go?

Sent from my iPhone`,
  },
  {
    id: 'wattle-ratelimit-ishbel',
    from: ISHBEL,
    to: BAZZA,
    cc: `${CALLUM}, ${JESS}`,
    subject: 'Re: api limits??',
    date: '2026-07-30T09:20:00Z',
    replyTo: 'wattle-ratelimit',
    body: `Hi Barry,

Callum asked me to pick this up. On the Growth tier we can lift the limit to 5,000 requests per minute, and the batch ingest endpoint takes up to 10,000 events per call - 2 million a day is comfortably within that.

Ishbel Fraser
Solutions Engineer, Bramblewood Analytics`,
  },
  {
    id: 'wattle-ratelimit-ok',
    from: BAZZA,
    to: ISHBEL,
    cc: `${CALLUM}, ${JESS}`,
    subject: 'Re: api limits??',
    date: '2026-07-30T22:05:00Z',
    replyTo: 'wattle-ratelimit-ishbel',
    body: `legend, cheers Ishbel. thats sorted then from my end.

Baz`,
  },
  {
    id: 'wattle-po',
    from: JESS,
    to: CALLUM,
    cc: BAZZA,
    subject: 'Re: Wattle & Co - data platform',
    date: '2026-08-13T06:30:00Z',
    replyTo: 'wattle-quote',
    body: `Hi Callum,

Good news - the board met yesterday and we're going ahead at A$39,000. Our purchase order number will be PO-88213, it should come through from accounts next week.

Cheers!
Jess`,
  },

  // ── Pinecrest Outfitters (Denver) ─────────────────────────────────────────────────────────────
  {
    id: 'pine-quote-ask',
    from: SARAHK,
    subject: 'Pricing for 40 stores',
    date: '2026-07-08T17:30:00Z',
    body: `Hi Callum,

Could you send over a quote for 40 stores plus our two distribution centers? We'd want demand forecasting and the inventory module.

Thanks,
Sarah

Sarah Kim
Director of Analytics, Pinecrest Outfitters
Denver, CO | m: 720-555-0133`,
  },
  {
    id: 'pine-quote',
    from: CALLUM,
    to: SARAHK,
    subject: 'Re: Pricing for 40 stores',
    date: '2026-07-09T09:00:00Z',
    replyTo: 'pine-quote-ask',
    body: `Hi Sarah,

For 40 stores and 2 DCs with forecasting and inventory it's $12.5k per month, billed annually (USD 150,000 a year). Proposal attached.

Best,
Callum`,
  },
  {
    id: 'pine-freeze',
    from: SARAHK,
    to: CALLUM,
    subject: 'Re: Pricing for 40 stores',
    date: '2026-07-24T20:10:00Z',
    replyTo: 'pine-quote',
    body: `Callum, bad news I'm afraid. Our new CEO has paused all new software spend until Q4 while he reviews the budget. I still want to do this. Can we revisit in October?

Sarah`,
  },
  {
    id: 'pine-freeze-reply',
    from: CALLUM,
    to: SARAHK,
    subject: 'Re: Pricing for 40 stores',
    date: '2026-07-27T08:30:00Z',
    replyTo: 'pine-freeze',
    body: `Understood Sarah, thanks for letting me know. I'll check in on 1 October.

Callum`,
  },

  // ── Intro to Fjellvik (Norway) ────────────────────────────────────────────────────────────────
  {
    id: 'fjell-intro',
    from: RORY,
    to: `${CALLUM}, =?UTF-8?Q?Ingrid_S=C3=A6ther?= <ingrid.saether@fjellvik.example>`,
    subject: 'Intro: Callum (Bramblewood) <> Ingrid (Fjellvik Handel)',
    date: '2026-07-16T10:00:00Z',
    body: `Callum, Ingrid - introducing you as promised.

Ingrid runs data and BI at Fjellvik Handel, 64 stores across western Norway, and is looking at replacing a home-grown forecasting setup. Callum is at Bramblewood in Edinburgh and helped a couple of my other clients with exactly that.

I'll let you two take it from here.

Rory

Rory Gallacher | Partner | Skerry Partners | +44 7700 900 461`,
  },
  {
    id: 'fjell-callum-proposal',
    from: CALLUM,
    to: '=?UTF-8?Q?Ingrid_S=C3=A6ther?= <ingrid.saether@fjellvik.example>',
    subject: 'Bramblewood proposal for Fjellvik Handel',
    date: '2026-07-27T13:00:00Z',
    body: `Hei Ingrid,

Thanks for the call last week (and thanks Rory, moved to bcc). As discussed, our proposal for all 64 stores is 420 000 kr for the first year, including the migration from your current forecasting setup. Proposal attached.

Best regards,
Callum`,
  },

  // ── Proposals nobody has answered ─────────────────────────────────────────────────────────────
  {
    id: 'orm-ask',
    from: BRIDGET,
    subject: 'proposal please',
    date: '2026-07-28T12:40:00Z',
    body: `Hi Callum,

Following our call could you send a proposal for our 19 stores in Northern Ireland? We'd need it by mid-August for the board pack.

Thanks a million,
Bridget

Bridget O'Hara
Commercial Director | Ormiston Retail | Belfast`,
  },
  {
    id: 'orm-proposal',
    from: CALLUM,
    to: BRIDGET,
    subject: 'Re: proposal please',
    date: '2026-08-04T10:20:00Z',
    replyTo: 'orm-ask',
    body: `Hi Bridget,

Please find our proposal attached: £27,600 per year for 19 stores, with a two-month onboarding. Let me know if you'd like to walk through it before the board meeting.

Kind regards,
Callum
${SIG}`,
  },
  {
    id: 'cole-ask',
    from: JAMIE,
    subject: 'quote for hardware stores',
    date: '2026-07-31T15:00:00Z',
    body: `hi callum - can u send a quote for our 9 stores in ohio? nothing fancy, just sales + inventory dashboards. thx

jamie cole
cole & sons hardware`,
  },
  {
    id: 'cole-proposal',
    from: CALLUM,
    to: JAMIE,
    subject: 'Re: quote for hardware stores',
    date: '2026-08-07T09:45:00Z',
    replyTo: 'cole-ask',
    body: `Hi Jamie,

Here's the quote: USD 18,900 per year for 9 stores, sales and inventory dashboards, no setup fee. Happy to jump on a call.

Callum`,
  },

  // ── Mesa Verde Foods (existing customer, Phoenix) ─────────────────────────────────────────────
  {
    id: 'mesa-dashboard-down',
    from: TONY,
    subject: 'URGENT dashboards not loading',
    date: '2026-07-20T14:05:00Z',
    body: `Callum

None of our store managers can load the weekly sales dashboard since this morning, they get a 504. This is the third time this month. Not happy.

Tony Alvarez
Operations Manager
Mesa Verde Foods
Phoenix, AZ
Office: (602) 555-0178`,
  },
  {
    id: 'mesa-dashboard-reply',
    from: CALLUM,
    to: TONY,
    cc: ISHBEL,
    subject: 'Re: URGENT dashboards not loading',
    date: '2026-07-20T15:00:00Z',
    replyTo: 'mesa-dashboard-down',
    body: `Tony, really sorry. Ishbel has found it: a query timeout on the weekly rollup after your data volume doubled. The fix is live as of 3pm our time and we'll credit you one month's fee for the trouble.

Callum`,
  },
  {
    id: 'mesa-renewal',
    from: TONY,
    to: CALLUM,
    subject: 'renewal',
    date: '2026-08-14T16:40:00Z',
    body: `Callum, renewal is coming up on Sept 30. Your team said there'll be a 7% increase - that's going to be a hard sell here after the outages in July. Can you hold the price at $29,000?

Tony`,
  },

  // ── Sandstone University (Brisbane) ───────────────────────────────────────────────────────────
  {
    id: 'sand-enquiry',
    from: MICK,
    subject: 'Enquiry - student retention analytics',
    date: '2026-08-06T00:30:00Z',
    body: `Hi Callum,

Mick O'Brien here, Director of Planning & Analytics at Sandstone Uni in Brisbane. A mate at Strathallan put me onto you. We're keen on a retention analytics pilot for semester 1 2027. Could you do a call in your morning / our evening next week?

Ta,
Mick`,
  },
  {
    id: 'sand-call',
    from: CALLUM,
    to: MICK,
    subject: 'Re: Enquiry - student retention analytics',
    date: '2026-08-06T08:10:00Z',
    replyTo: 'sand-enquiry',
    body: `Hi Mick,

Thanks for getting in touch. How about Tuesday 11 August, 9am UK / 6pm Brisbane?

Callum`,
  },
  {
    id: 'sand-call-ok',
    from: MICK,
    to: CALLUM,
    subject: 'Re: Enquiry - student retention analytics',
    date: '2026-08-06T09:02:00Z',
    replyTo: 'sand-call',
    body: `Too easy, see you then. I'll bring our Deputy Registrar, Helen Cho.

Mick`,
  },
  {
    id: 'sand-followup',
    from: MICK,
    to: CALLUM,
    subject: 'Re: Enquiry - student retention analytics',
    date: '2026-08-12T05:15:00Z',
    replyTo: 'sand-call-ok',
    body: `Thanks for yesterday Callum. Helen's keen. Next step on our side is an ethics approval for using student data - that usually takes 6-8 weeks, so realistically we'd be ready to sign in October.

Mick O'Brien
Director, Planning & Analytics | Sandstone University | +61 7 3555 0190`,
  },

  // ── Internal: Bramblewood colleagues ──────────────────────────────────────────────────────────
  {
    id: 'int-forecast',
    from: MORAG,
    to: 'sales@bramblewood.example',
    subject: 'Q3 pipeline review - Friday',
    date: '2026-08-17T08:05:00Z',
    body: `Morning all,

Pipeline review this Friday (21 Aug) at 2pm in the Leith room. Please have your forecast updated in the CRM by Thursday close. Team target for Q3 is £410k and we're at £268k closed so far.

Callum - I want to hear about Larkspur and Glenmoray specifically.

Morag Campbell
Sales Director, Bramblewood Analytics`,
  },
  {
    id: 'int-discount',
    from: MORAG,
    to: CALLUM,
    subject: 'Re: Larkspur pricing',
    date: '2026-07-29T09:50:00Z',
    body: `Fine to go to $44,500 for Larkspur on a 3-year. Not a penny lower though - if Quarry want to race to the bottom let them.

M`,
  },
  {
    id: 'int-mesa-price',
    from: CALLUM,
    to: MORAG,
    subject: 'Fwd: renewal',
    date: '2026-08-14T17:10:00Z',
    body: `Morag, Tony at Mesa Verde wants us to hold at $29,000 rather than the 7% uplift, given the July outages. I'd be inclined to agree - thoughts?

---------- Forwarded message ---------
From: Tony Alvarez <tony.alvarez@mesaverdefoods.example>
Date: Fri, 14 Aug 2026 at 17:40
Subject: renewal

Callum, renewal is coming up on Sept 30. Your team said there'll be a 7% increase - that's going to be a hard sell here after the outages in July. Can you hold the price at $29,000?`,
  },
  {
    id: 'int-mesa-price-ok',
    from: MORAG,
    to: CALLUM,
    subject: 'Re: Fwd: renewal',
    date: '2026-08-17T10:15:00Z',
    replyTo: 'int-mesa-price',
    body: `Agreed, hold them at $29,000 for one more year but get a 2-year term out of it.

M`,
  },
  {
    id: 'int-expenses',
    from: TAM,
    to: CALLUM,
    subject: 'expenses',
    date: '2026-08-07T11:00:00Z',
    body: `Hi Callum, your Melbourne trip expenses are approved - £1,284.60, will be in the August payroll. Missing one receipt for the taxi on the 3rd of July but I've let it go this time!

Tam
Finance | Bramblewood Analytics`,
  },
  {
    id: 'int-glen-billing',
    from: TAM,
    to: CALLUM,
    subject: 'Re: invoicing question',
    date: '2026-08-13T09:25:00Z',
    replyTo: 'glen-invoice-a',
    body: `No bother - I can set Glenmoray up on quarterly in arrears in Xero if we win it. Just need their PO format when the time comes.

Tam`,
  },
  {
    id: 'int-dpo',
    from: ISHBEL,
    to: CALLUM,
    subject: 'Larkspur DPA redlines',
    date: '2026-08-19T10:40:00Z',
    body: `Checked with Neil (our DPO). 48-hour breach notice is fine, we already do 36 in practice. The 30-day sub-processor notice is ok too. So we can accept both redlines.

Ishbel`,
  },
  {
    id: 'int-datafest',
    from: MORAG,
    to: CALLUM,
    subject: 'DataFest talk',
    date: '2026-07-22T12:00:00Z',
    body: `Callum, you're down to speak at DataFest on 9 September (the retail track, 20 minutes). Can you send me your slides by 2 September so marketing can have a look?

Morag`,
  },
  {
    id: 'int-ishbel-holiday',
    from: ISHBEL,
    to: CALLUM,
    subject: 'hols',
    date: '2026-08-18T15:00:00Z',
    body: `fyi I'm off 31 Aug - 4 Sept (Skye!). Back in time for the Glenmoray demo on the 2nd? No - wait, that's during. I'll move my leave by a week so I can be at the council demo.

I`,
  },

  // ── Datalia (Madrid, reseller partner) ────────────────────────────────────────────────────────
  {
    id: 'datalia-referral',
    from: '=?UTF-8?B?THVjw61hIEZlcm7DoW5kZXo=?= <lucia@datalia.example>',
    subject: 'Referral - Supermercados Olmo',
    date: '2026-07-17T08:00:00Z',
    body: `Hola Callum,

¿Qué tal? As we discussed, I would like to refer you Supermercados Olmo, a chain of 120 supermarkets in Castilla y León. Their contact is Javier Olmo, the director general. They want to start in Q1 2027.

Un abrazo,
Lucía

Lucía Fernández · Partner Manager · Datalia · +34 91 555 0123`,
  },

  // ── Personal and other ────────────────────────────────────────────────────────────────────────
  // ── More threads ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'lark-dana-chase',
    from: DANA,
    to: CALLUM,
    subject: 'Re: Bramblewood DPA for review',
    date: '2026-08-19T22:15:00Z',
    replyTo: 'lark-redlines',
    body: `Callum, any word on Marcus's two redlines? Our board meets on the 28th and I'd love to have this signed before then. If it slips past that we're into October.

D.`,
  },
  {
    id: 'wattle-kickoff',
    from: JESS,
    to: CALLUM,
    cc: `${BAZZA}, ${ISHBEL}`,
    subject: 'kickoff',
    date: '2026-08-14T00:40:00Z',
    body: `Hi all, can we lock in the implementation kickoff? How's Monday 24 August, 9am Melbourne time (so Sunday night for you two, sorry!)?

Jess`,
  },
  {
    id: 'wattle-kickoff-ishbel',
    from: ISHBEL,
    to: JESS,
    cc: `${CALLUM}, ${BAZZA}`,
    subject: 'Re: kickoff',
    date: '2026-08-14T08:05:00Z',
    replyTo: 'wattle-kickoff',
    body: `Sunday night is a bit grim for us - could we do Tuesday 25 August at 6pm Melbourne / 9am Edinburgh instead?

Ishbel`,
  },
  {
    id: 'wattle-kickoff-bazza',
    from: BAZZA,
    to: ISHBEL,
    cc: `${CALLUM}, ${JESS}`,
    subject: 'Re: kickoff',
    date: '2026-08-14T09:30:00Z',
    replyTo: 'wattle-kickoff-ishbel',
    body: `tues works for me. ill have the shopify admin creds sorted by then

Baz

Sent from my iPhone`,
  },
  {
    id: 'wattle-kickoff-jess',
    from: JESS,
    to: ISHBEL,
    cc: `${CALLUM}, ${BAZZA}`,
    subject: 'Re: kickoff',
    date: '2026-08-14T10:02:00Z',
    replyTo: 'wattle-kickoff-bazza',
    body: `Done - Tuesday 25 Aug, 6pm our time it is. I'll send the invite.

J`,
  },
  {
    id: 'wattle-kickoff-callum',
    from: CALLUM,
    to: JESS,
    cc: `${ISHBEL}, ${BAZZA}`,
    subject: 'Re: kickoff',
    date: '2026-08-14T10:20:00Z',
    replyTo: 'wattle-kickoff-jess',
    body: `Perfect, see you all then. Jess - could you also bring the list of the 38 store codes?

Callum`,
  },
  {
    id: 'wattle-okta',
    from: BAZZA,
    to: CALLUM,
    subject: 'sso',
    date: '2026-08-18T23:50:00Z',
    body: `mate one more - do you support okta for sso or just azure ad? our head office is all okta

Baz`,
  },
  {
    id: 'mesa-hold',
    from: CALLUM,
    to: TONY,
    subject: 'Re: renewal',
    date: '2026-08-17T13:00:00Z',
    replyTo: 'mesa-renewal',
    body: `Hi Tony,

I hear you on July. We can hold the price at $29,000 a year if you renew for two years rather than one. Let me know and I'll send the order form.

Callum

On Fri, 14 Aug 2026 at 17:40, Tony Alvarez <tony.alvarez@mesaverdefoods.example> wrote:
> Can you hold the price at $29,000?`,
  },
  {
    id: 'mesa-deal',
    from: TONY,
    to: CALLUM,
    subject: 'Re: renewal',
    date: '2026-08-18T17:25:00Z',
    replyTo: 'mesa-hold',
    body: `deal. 2 years at 29k. send the paperwork to me and cc our controller Linda Park (linda.park@mesaverdefoods.example), she signs anything over 25k.

Tony`,
  },
  {
    id: 'rory-checkin',
    from: RORY,
    to: CALLUM,
    subject: 'Fjellvik?',
    date: '2026-08-12T16:00:00Z',
    body: `Callum - how did you get on with Ingrid? If it goes ahead, remember our usual 10% introducer fee on year one.

R`,
  },
  {
    id: 'rory-checkin-reply',
    from: CALLUM,
    to: RORY,
    subject: 'Re: Fjellvik?',
    date: '2026-08-12T17:05:00Z',
    replyTo: 'rory-checkin',
    body: `Hi Rory - going well, thanks again for the intro. Proposal is with their CFO, decision expected end of August. And yes, noted on the fee.

Callum`,
  },
  {
    id: 'olmo-hello',
    from: 'Javier Olmo <javier@supermercadosolmo.example>',
    to: CALLUM,
    cc: '=?UTF-8?B?THVjw61hIEZlcm7DoW5kZXo=?= <lucia@datalia.example>',
    subject: 'Supermercados Olmo - consulta',
    date: '2026-07-24T08:20:00Z',
    body: `Buenos días Callum,

Lucía gave me your email. Before we go further: does your platform have a Spanish-language interface? Our store managers do not all speak English.

Saludos cordiales,
Javier Olmo
Director General
Supermercados Olmo`,
  },
  {
    id: 'olmo-reply',
    from: CALLUM,
    to: 'Javier Olmo <javier@supermercadosolmo.example>',
    subject: 'Re: Supermercados Olmo - consulta',
    date: '2026-07-24T13:00:00Z',
    replyTo: 'olmo-hello',
    body: `Buenos días Javier,

Not yet, I'm afraid - Spanish is on our roadmap for the first quarter of 2027, which would line up with your Q1 start. I'll keep you posted.

Callum`,
  },
  {
    id: 'ceo-allhands',
    from: 'Kirsty Lennox <kirsty@bramblewood.example>',
    to: 'all@bramblewood.example',
    subject: 'All hands + pricing change',
    date: '2026-08-05T07:30:00Z',
    body: `Hi everyone,

Two things:
1. All hands next Thursday 13 Aug at 4pm, cake provided.
2. List prices go up 5% for new contracts signed from 1 September. Anything signed before then is at current pricing - so if you've got deals close to the line, now's the time.

Kirsty
CEO, Bramblewood Analytics`,
  },
  {
    id: 'hamish-golf-reply',
    from: CALLUM,
    to: 'Hamish Reid <hamish.reid@postmail.example>',
    subject: 'Re: golf sat',
    date: '2026-08-18T20:10:00Z',
    replyTo: 'hamish-golf',
    body: `aye, see you at 8. bring the good balls this time`,
  },
  {
    id: 'priya-docs-thanks',
    from: CALLUM,
    to: PRIYA,
    subject: 'Re: SSO setup',
    date: '2026-07-17T09:00:00Z',
    replyTo: 'strath-painful',
    body: `Dear Priya,

Thank you for the frank feedback, and apologies to your team. Ishbel has corrected both the entity ID and attribute mapping sections and published a new version of the Shibboleth guide (v2.3), with a troubleshooting section.

Best wishes,
Callum`,
  },
  {
    id: 'hamish-golf',
    from: 'Hamish Reid <hamish.reid@postmail.example>',
    subject: 'golf sat',
    date: '2026-08-18T19:30:00Z',
    body: `still on for gullane on saturday? tee time 8.40. ill drive

h`,
  },
  {
    id: 'recruiter',
    from: 'Chloe Baxter <chloe@talentbridge.example>',
    subject: 'Senior AE role - Series B data company',
    date: '2026-08-11T12:00:00Z',
    body: `Hi Callum,

I came across your profile and think you'd be a great fit for a Senior Account Executive role at a Series B data company in London (OTE £150k). Open to a quick chat?

Best,
Chloe Baxter
TalentBridge Recruitment`,
  },
];

// ── Raw RFC 822 mail (HTML-only, multipart, quoted-printable, encoded headers) ───────────────────

const rfcDate = (iso: string) => new Date(iso).toUTCString().replace('GMT', '+0000');

interface RawMessage {
  id: string;
  from: string;
  to?: string;
  cc?: string;
  subject: string;
  date: string;
  replyTo?: string;
  /** Content headers and body, as written. */
  content: string;
  extraHeaders?: string[];
}

function raw(m: RawMessage): string {
  const address = m.from.replace(/.*</, '').replace(/>.*/, '');
  const ref = (id: string) => `<${id}@dev4.test>`;
  return [
    `From ${address} ${new Date(m.date).toUTCString()}`,
    `From: ${m.from}`,
    `To: ${m.to ?? CALLUM}`,
    ...(m.cc ? [`Cc: ${m.cc}`] : []),
    `Subject: ${m.subject}`,
    `Date: ${rfcDate(m.date)}`,
    `Message-ID: ${ref(m.id)}`,
    ...(m.replyTo ? [`In-Reply-To: ${ref(m.replyTo)}`, `References: ${ref(m.replyTo)}`] : []),
    'MIME-Version: 1.0',
    ...(m.extraHeaders ?? []),
    m.content,
    '',
  ].join('\n');
}

const html = (body: string) =>
  `Content-Type: text/html; charset=utf-8\n\n<!DOCTYPE html><html><body>${body}</body></html>`;

function newsletter(id: string, date: string, issue: number, lead: string, items: string[]): RawMessage {
  return {
    id,
    from: 'The Data Stack Weekly <newsletter@datastackweekly.example>',
    subject: `The Data Stack Weekly #${issue}: ${lead}`,
    date,
    extraHeaders: ['List-Unsubscribe: <https://datastackweekly.example/unsub>', 'Precedence: bulk'],
    content: html(
      `<table width="600"><tr><td><h1>The Data Stack Weekly #${issue}</h1><h2>${lead}</h2>${items
        .map((i) => `<p style="font-size:14px">${i}</p>`)
        .join('')}<p><a href="https://datastackweekly.example/unsub">Unsubscribe</a></p></td></tr></table>`,
    ),
  };
}

function invite(
  id: string,
  date: string,
  title: string,
  when: string,
  organiser: string,
  where: string,
): RawMessage {
  const boundary = `cal-${id}`;
  return {
    id,
    from: 'Google Calendar <calendar-notification@google.example>',
    subject: `Invitation: ${title} @ ${when}`,
    date,
    extraHeaders: [`Content-Type: multipart/alternative; boundary="${boundary}"`],
    content: `\n--${boundary}\nContent-Type: text/plain; charset=utf-8\n\nYou have been invited to the following event.\n\n${title}\nWhen: ${when}\nWhere: ${where}\nOrganiser: ${organiser}\n\nGoing? Yes - Maybe - No\n\n--${boundary}\nContent-Type: text/html; charset=utf-8\n\n<p>You have been invited to <b>${title}</b></p><p>When: ${when}<br>Where: ${where}<br>Organiser: ${organiser}</p>\n--${boundary}--`,
  };
}

const notification = (id: string, from: string, subject: string, date: string, text: string): RawMessage => ({
  id,
  from,
  subject,
  date,
  content: `Content-Type: text/plain; charset=utf-8\n\n${text}`,
});

export const DEV4_RAW: readonly RawMessage[] = [
  // Fjellvik: Ingrid's answers, with an encoded name and quoted-printable bodies.
  {
    id: 'fjell-ingrid-hello',
    from: '=?UTF-8?Q?Ingrid_S=C3=A6ther?= <ingrid.saether@fjellvik.example>',
    to: `${CALLUM}`,
    cc: RORY,
    subject: 'Re: Intro: Callum (Bramblewood) <> Ingrid (Fjellvik Handel)',
    date: '2026-07-16T14:30:00Z',
    replyTo: 'fjell-intro',
    content: `Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

Hei Callum, and thank you Rory!

Nice to meet you. Our budget for year one is around 450 000 kr, and we wo=
uld like a decision before our peak season in November. Do you have time f=
or a Teams call next week? Tuesday or Wednesday afternoon works for me.

Vennlig hilsen / Kind regards
Ingrid S=C3=A6ther
Head of Data & BI, Fjellvik Handel AS
Bergen | +47 55 55 12 90`,
  },
  {
    id: 'fjell-ingrid-cfo',
    from: '=?UTF-8?Q?Ingrid_S=C3=A6ther?= <ingrid.saether@fjellvik.example>',
    subject: 'Re: Bramblewood proposal for Fjellvik Handel',
    date: '2026-08-11T07:45:00Z',
    replyTo: 'fjell-callum-proposal',
    extraHeaders: ['Content-Type: multipart/alternative; boundary="fj-1"'],
    content: `
--fj-1
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

Takk, Callum! I have sent the proposal to our CFO, Lars Haugen. He will ma=
ke the decision by the end of August.

Ingrid

--fj-1
Content-Type: text/html; charset=utf-8
Content-Transfer-Encoding: quoted-printable

<div>Takk, Callum! I have sent the proposal to our CFO, Lars Haugen. He wil=
l make the decision by the end of August.</div><div>Ingrid</div>
--fj-1--`,
  },
  // Datalia: the commission invoice, multipart with a € amount in quoted-printable.
  {
    id: 'datalia-invoice',
    from: '=?UTF-8?B?THVjw61hIEZlcm7DoW5kZXo=?= <lucia@datalia.example>',
    cc: TAM,
    subject: 'Factura comisión Q2 / Q2 commission invoice',
    date: '2026-08-10T07:30:00Z',
    extraHeaders: ['Content-Type: multipart/alternative; boundary="dl-77"'],
    content: `
--dl-77
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

Hola Callum,

Adjunto la factura de la comisi=C3=B3n del Q2 (referral Mercados Sierra): =
=E2=82=AC9.900,00, vencimiento 15/09/2026. Invoice number DT-2026-044.

Muchas gracias,
Luc=C3=ADa

--dl-77
Content-Type: text/html; charset=utf-8
Content-Transfer-Encoding: quoted-printable

<p>Hola Callum,</p><p>Adjunto la factura de la comisi=C3=B3n del Q2 (referr=
al Mercados Sierra): <b>=E2=82=AC9.900,00</b>, vencimiento 15/09/2026. Invo=
ice number DT-2026-044.</p><p>Muchas gracias,<br>Luc=C3=ADa</p>
--dl-77--`,
  },
  {
    id: 'datalia-invoice-reply',
    from: TAM,
    to: '=?UTF-8?B?THVjw61hIEZlcm7DoW5kZXo=?= <lucia@datalia.example>',
    cc: CALLUM,
    subject: 'Re: Factura comisión Q2 / Q2 commission invoice',
    date: '2026-08-11T09:00:00Z',
    replyTo: 'datalia-invoice',
    content: `Content-Type: text/plain; charset=utf-8

Hi Lucía, thanks - booked in for payment on our 10 September run.

Tam Robertson
Finance | Bramblewood Analytics`,
  },
  // Glenmoray: the procurement pack, HTML only.
  {
    id: 'glen-pack',
    from: 'Glenmoray Procurement <procurement@glenmoray-council.example>',
    subject: 'ITT GC-2026-117 - tender pack available',
    date: '2026-07-01T09:00:00Z',
    content: html(
      '<p>Dear Supplier,</p><p>The tender pack for <b>GC-2026-117 Data Platform (Housing &amp; Waste)</b> is now available on the Public Contracts Scotland portal.</p><ul><li>Contract term: 2 years + optional 1 year extension</li><li>Evaluation: 60% quality / 40% price</li><li>Submission deadline: 4 September 2026, 12:00</li></ul><p>Corporate Procurement, Glenmoray Council</p>',
    ),
  },
  // Newsletters (HTML only).
  newsletter('dsw-211', '2026-07-06T06:00:00Z', 211, 'Is the lakehouse over?', [
    'Three CIOs on why they moved back to a warehouse.',
    'Quarry Data raises a $40M Series B.',
  ]),
  newsletter('dsw-212', '2026-07-13T06:00:00Z', 212, 'Retail forecasting after the heatwave', [
    'Why weather feeds beat last-year-same-week.',
    'Job board: 14 new data roles in Scotland.',
  ]),
  newsletter('dsw-213', '2026-07-20T06:00:00Z', 213, 'dbt vs. everything', [
    'A long read on semantic layers.',
  ]),
  newsletter('dsw-214', '2026-07-27T06:00:00Z', 214, 'Councils and open data', [
    'How three UK councils publish waste data.',
  ]),
  newsletter('dsw-215', '2026-08-03T06:00:00Z', 215, 'The SOC 2 treadmill', [
    'What auditors actually check.',
  ]),
  newsletter('dsw-216', '2026-08-10T06:00:00Z', 216, 'Pricing data products', [
    'Per-seat, per-store or per-event? A survey of 80 vendors.',
  ]),
  newsletter('dsw-217', '2026-08-17T06:00:00Z', 217, 'Edinburgh Festival of data', [
    'DataFest returns on 9 September.',
  ]),
  // Calendar invites.
  invite(
    'cal-larkspur-call',
    '2026-07-29T11:00:00Z',
    'Larkspur / Bramblewood pricing call',
    'Thu 30 Jul 2026 17:00 - 17:30 (BST)',
    'dana.whitfield@larkspurmarkets.example',
    'Zoom',
  ),
  invite(
    'cal-pipeline',
    '2026-08-17T08:06:00Z',
    'Q3 pipeline review',
    'Fri 21 Aug 2026 14:00 - 15:30 (BST)',
    'morag.campbell@bramblewood.example',
    'Leith room',
  ),
  invite(
    'cal-strath-review',
    '2026-08-19T16:35:00Z',
    'Strathallan pilot review (moved)',
    'Thu 27 Aug 2026 11:00 - 12:00 (BST)',
    'p.nair@strathallan.ac.example',
    'Room 2.14, Murray Building',
  ),
  invite(
    'cal-sandstone',
    '2026-08-06T09:05:00Z',
    'Bramblewood x Sandstone University',
    'Tue 11 Aug 2026 09:00 - 10:00 (BST)',
    'callum.reid@bramblewood.example',
    'Microsoft Teams',
  ),
  // Notifications from noreply senders.
  notification(
    'sign-nda',
    'SignFlow <noreply@signflow.example>',
    'Completed: Glenmoray Council - Mutual NDA',
    '2026-07-03T10:00:00Z',
    'All parties have signed "Glenmoray Council - Mutual NDA". Signed by: Fiona MacLeod, Callum Reid.\n\nView document: https://signflow.example/d/8812',
  ),
  notification(
    'sign-wattle',
    'SignFlow <noreply@signflow.example>',
    'Jess Tran viewed "Bramblewood MSA - Wattle & Co"',
    '2026-08-14T01:12:00Z',
    'Jess Tran viewed the document "Bramblewood MSA - Wattle & Co" at 11:12 AEST.\n\nIt is awaiting signature from: Jess Tran.',
  ),
  notification(
    'li-dana',
    'LinkedOut <notifications-noreply@linkedout.example>',
    'Dana Whitfield viewed your profile',
    '2026-07-13T18:00:00Z',
    'Dana Whitfield, VP Data & Analytics at Larkspur Markets, viewed your profile.\n\nSee all profile views.',
  ),
  notification(
    'li-euan',
    'LinkedOut <notifications-noreply@linkedout.example>',
    'Euan Baird wants to connect',
    '2026-08-10T09:30:00Z',
    'Euan Baird, Head of IT Services at University of Strathallan, wants to connect.\n\nAccept | Ignore',
  ),
  notification(
    'zoom-larkspur',
    'Zoom <no-reply@zoom.example>',
    'Cloud Recording - Larkspur / Bramblewood pricing call is now available',
    '2026-07-30T17:45:00Z',
    'Your cloud recording is now available.\n\nTopic: Larkspur / Bramblewood pricing call\nDate: Jul 30, 2026 05:00 PM London\nDuration: 31 minutes',
  ),
  notification(
    'zoom-sandstone',
    'Zoom <no-reply@zoom.example>',
    'Cloud Recording - Bramblewood x Sandstone University is now available',
    '2026-08-11T10:10:00Z',
    'Your cloud recording is now available.\n\nTopic: Bramblewood x Sandstone University\nDate: Aug 11, 2026 09:00 AM London\nDuration: 58 minutes',
  ),
  notification(
    'flight-mel',
    'Skyline Airways <bookings@skylineair.example>',
    'Your e-ticket receipt - EDI to MEL',
    '2026-06-22T12:00:00Z',
    'Thank you for booking with Skyline Airways.\n\nBooking reference: QX7K2M\nPassenger: MR CALLUM REID\nEDI - DXB - MEL, departs 28 Jun 2026 14:05\nMEL - DXB - EDI, departs 6 Jul 2026 21:30\n\nTotal paid: GBP 1,146.20',
  ),
  notification(
    'crm-digest',
    'Rapport <digest@rapport.example>',
    'Your week: 3 deals moved, 2 tasks overdue',
    '2026-08-17T06:30:00Z',
    'Good morning Callum. This week: 3 deals moved stage. 2 tasks are overdue. Open the app to see them.',
  ),
  notification(
    'slack-digest',
    'Slack <no-reply@slack.example>',
    'New messages in #sales-wins',
    '2026-08-13T08:00:00Z',
    'Morag Campbell: huge congrats @callum on Wattle & Co!!\nIshbel Fraser: :tada:',
  ),
  notification(
    'expense-receipt',
    'Expensely <noreply@expensely.example>',
    'Report "Melbourne trip July 2026" approved',
    '2026-08-07T10:58:00Z',
    'Your expense report "Melbourne trip July 2026" (GBP 1,284.60) was approved by Tam Robertson.',
  ),
  notification(
    'datafest-speaker',
    'DataFest Edinburgh <speakers@datafest.example>',
    'Speaker confirmation - DataFest 2026',
    '2026-07-23T09:00:00Z',
    'Dear Callum Reid,\n\nThank you for agreeing to speak at DataFest 2026.\n\nSession: "Forecasting for 200 stores without a data team"\nTrack: Retail\nDate: Wednesday 9 September 2026, 11:40 - 12:00\nVenue: EICC, Lennox Suite\n\nPlease send your slides to speakers@datafest.example by 4 September.',
  ),
  notification(
    'hubspotish',
    'Webinars <events@retailtechsummit.example>',
    "Don't miss it: Retail Tech Summit London",
    '2026-08-04T07:00:00Z',
    'Retail Tech Summit London, 14-15 October 2026, ExCeL. Early bird ends Friday. Use code RTS20.',
  ),
  notification(
    'github-ish',
    'Status Page <status@bramblewood-status.example>',
    '[Resolved] Elevated dashboard latency (US region)',
    '2026-07-20T14:55:00Z',
    'Resolved: elevated latency and 504 errors on dashboards in the US region between 11:20 and 14:50 UTC. Root cause: query timeout on weekly rollups.',
  ),
];

export const DEV4_MESSAGE_COUNT = DEV4_MESSAGES.length + DEV4_RAW.length;

export const DEV4_DATASET: EvalDataset = {
  name: 'dev4',
  owner: DEV4_OWNER,
  now: DEV4_NOW,
  mbox: () =>
    Buffer.from(
      [
        ...DEV4_MESSAGES.map((m) => mboxMessage(m, { owner: CALLUM, idDomain: 'dev4.test' })),
        ...DEV4_RAW.map(raw),
      ].join('\n'),
    ),
  describe: () => `${DEV4_MESSAGE_COUNT} hand-written dev4 messages`,
  contactsCsv: contactsCsv([
    [
      'Dana',
      'Whitfield',
      'dana.whitfield@larkspurmarkets.example',
      'Larkspur Markets',
      'VP Data & Analytics',
      '(503) 555-0147',
      'Met at NRF in January. Prefers email over calls.',
    ],
    ['Greg', 'Olsen', 'greg.olsen@larkspurmarkets.example', 'Larkspur Markets', 'CFO', '503.555.0199', ''],
    [
      'Fiona',
      'MacLeod',
      'fiona.macleod@glenmoray-council.example',
      'Glenmoray Council',
      'Head of Digital Services',
      '01382 555 201',
      'Worked with Morag at Scottish Water years ago.',
    ],
    [
      'Alasdair',
      'Munro',
      'alasdair.munro@glenmoray-council.example',
      'Glenmoray Council',
      'Procurement Officer',
      '01382 555 214',
      'All tender questions must go to him in writing.',
    ],
    [
      'Sarah',
      'Dunbar',
      'sarah.dunbar@glenmoray-council.example',
      'Glenmoray Council',
      'Finance Business Partner',
      '01382 555 260',
      '',
    ],
    [
      'Priya',
      'Nair',
      'p.nair@strathallan.ac.example',
      'University of Strathallan',
      'Research Data Manager',
      '+44 1786 555 302',
      'Pilot champion. PhD in computational linguistics.',
    ],
    [
      'Euan',
      'Baird',
      'e.baird@strathallan.ac.example',
      'University of Strathallan',
      'Head of IT Services',
      '+44 1786 555 310',
      '',
    ],
    [
      'Jess',
      'Tran',
      'jess.tran@kookaburra-brands.example',
      'Wattle & Co',
      'Head of Ecommerce',
      '+61 3 5550 1984',
      'Fitzroy office, Melbourne. Wattle & Co is owned by Kookaburra Brands, hence the email domain.',
    ],
    [
      'Barry',
      'Kowalski',
      'barry.k@kookaburra-brands.example',
      'Wattle & Co',
      'IT Lead',
      '+61 412 555 078',
      'Goes by Bazza.',
    ],
    [
      'Sarah',
      'Kim',
      'sarah.kim@pinecrestoutfitters.example',
      'Pinecrest Outfitters',
      'Director of Analytics',
      '720-555-0133',
      'Ran analytics at a ski retailer before Pinecrest.',
    ],
    [
      'Ingrid',
      'Sæther',
      'ingrid.saether@fjellvik.example',
      'Fjellvik Handel',
      'Head of Data & BI',
      '+47 55 55 12 90',
      'Prefers Teams calls in the afternoon (CET).',
    ],
    [
      'Rory',
      'Gallacher',
      'rory@skerrypartners.example',
      'Skerry Partners',
      'Partner',
      '+44 7700 900 461',
      'Retail consultant. Introducer fee is 10% of year one.',
    ],
    [
      'Lucía',
      'Fernández',
      'lucia@datalia.example',
      'Datalia',
      'Partner Manager',
      '+34 91 555 0123',
      'Reseller partner for Spain.',
    ],
    [
      'Bridget',
      "O'Hara",
      'bridget.ohara@ormiston-retail.example',
      'Ormiston Retail',
      'Commercial Director',
      '+44 28 9555 0147',
      '',
    ],
    [
      'Tony',
      'Alvarez',
      'tony.alvarez@mesaverdefoods.example',
      'Mesa Verde Foods',
      'Operations Manager',
      '(602) 555-0178',
      'Customer since 2024.',
    ],
    [
      'Mick',
      "O'Brien",
      'm.obrien@sandstone.edu.example',
      'Sandstone University',
      'Director of Planning & Analytics',
      '+61 7 3555 0190',
      '',
    ],
    ['Jamie', 'Cole', 'jamie@coleandsons.example', 'Cole & Sons Hardware', 'Owner', '', ''],
    [
      'Morag',
      'Campbell',
      'morag.campbell@bramblewood.example',
      'Bramblewood Analytics',
      'Sales Director',
      '+44 131 555 0100',
      'My manager.',
    ],
  ]),
  updates: [
    {
      at: '2026-07-20T15:00:00Z',
      text: 'Call with Jess Tran (Wattle & Co): they need to be live before Black Friday (27 November). Send her the implementation plan by Friday 24 July.',
    },
    {
      at: '2026-07-31T15:00:00Z',
      text: 'Coffee with Fiona MacLeod in Dundee. The real sponsor for the Glenmoray tender is Councillor Anne Weir, who chairs housing. Fiona thinks our main competitor is Civica. Follow up with Fiona in 10 days.',
    },
    {
      at: '2026-08-04T15:00:00Z',
      text: "Sent Bridget O'Hara the Ormiston proposal (£27.6k). Their board meets 26 August and the board pack closes on the 19th. Chase her if nothing by Friday.",
    },
    {
      at: '2026-08-11T15:00:00Z',
      text: 'Sandstone call went well - Mick and Helen Cho (Deputy Registrar) want about 12,000 students in scope, rough number A$55k. Send them a one-pager in 2 weeks.',
    },
    {
      at: '2026-08-12T15:00:00Z',
      text: "Heard from Sarah Kim off the record: Pinecrest's new CEO, Daniel Ruiz, came from Quarry Data. Deal at risk. Check in 1 October.",
    },
    {
      at: '2026-08-14T15:00:00Z',
      text: 'Call with Ingrid at Fjellvik: their CFO Lars Haugen wants a 3-month paid pilot first, 95 000 kr, credited against year one if they go ahead. Follow up next Wednesday.',
    },
    {
      at: '2026-08-18T15:00:00Z',
      text: 'Larkspur: Dana says legal will sign the DPA once we accept the 48-hour breach notice. Close target 28 August. Ishbel checking with our DPO.',
    },
    {
      at: '2026-08-19T15:00:00Z',
      text: "Strathallan: Euan asked for a 10% academic discount on the £74,000 campus licence. Morag ok'd up to 8%. Decide before the pilot review.",
    },
  ],
};
