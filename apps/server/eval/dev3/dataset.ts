/**
 * The third dev set: a hand-written mailbox for another owner (Noor Haddad, partnerships lead at
 * Quillstone, industrial 3D-printing materials), written without reading the engine: threads
 * among several people with Cc, quoted replies and top-posting, a forwarded inquiry, an intro,
 * out-of-office replies, HTML-only newsletters, multipart and quoted-printable mail, encoded
 * non-ASCII names, prices and dates that change over a thread, two Mariams and two Daniels, and a
 * customer (Vireo Medical Devices) whose people write from their parent's domain (nordbay-group).
 */

import { contactsCsv } from '../fixtures/contacts.js';
import { type MboxMessage, mboxMessage } from '../mboxText.js';
import type { EvalDataset } from '../world.js';

/** Wednesday 15 April 2026, 15:00 UTC. */
export const DEV3_NOW = new Date('2026-04-15T15:00:00Z');

export const DEV3_OWNER = {
  firstName: 'Noor',
  lastName: 'Haddad',
  email: 'noor@quillstone.example',
  password: 'dev3 eval password 2026',
};
const NOOR = `Noor Haddad <${DEV3_OWNER.email}>`;
const ID_DOMAIN = 'dev3.test';

// People.
const JONAS = 'Jonas Albrecht <j.albrecht@brennholt-mb.example>';
const KATRIN = 'Katrin Vogt <k.vogt@brennholt-mb.example>';
const OMAR = 'Omar Farouk <omar.farouk@tarsis-aero.example>';
const LAYLA = 'Layla Nasser <layla.nasser@tarsis-aero.example>';
const KARIM = 'Karim Mansour <k.mansour@tarsis-aero.example>';
const PRIYA = 'Priya Nair <priya.nair@nordbay-group.example>';
const GRAHAM = 'Graham Pike <graham.pike@atlastooling.example>';
const HANNAH = 'Hannah Kraus <hkraus@meridian-pumps.example>';
const MARIAM_A = 'Mariam Al-Sayed <mariam@aldana-ind.example>';
const MARIAM_Y = 'Mariam Youssef <m.youssef@nilemark.example>';
const SOREN_ADDR = 'soren@sorensen-plast.example';
const INES_ADDR = 'ines.carvalho@portucast.example';
const TOMAS_ADDR = 'tomas@reyes-advisory.example';
const DANIEL_O = 'Daniel Okafor <daniel.okafor@harbor-robotics.example>';
const DANIEL_W = 'Daniel Weiss <daniel.weiss@amesummit.example>';
const YUSUF = 'Yusuf Demir <yusuf@demirkalip.example>';
const ELIN = 'Elin Sandberg <elin.sandberg@lindqvist-verkstad.example>';
const HANNA = 'Hanna Berg <hanna@quillstone.example>';
const RAVI = 'Ravi Menon <ravi@quillstone.example>';
const THEO = 'Theo Lindgren <theo@quillstone.example>';

/** An RFC 2047 encoded word. */
const b64 = (text: string) => `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;
const SOREN = `${b64('Søren Østergaard')} <${SOREN_ADDR}>`;
const INES = `${b64('Inês Carvalho')} <${INES_ADDR}>`;
const TOMAS = `${b64('Tomás Reyes')} <${TOMAS_ADDR}>`;

/** Quoted-printable (soft line breaks at 72). */
function qp(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      let out = '';
      for (const byte of Buffer.from(line, 'utf8')) {
        const ch = String.fromCharCode(byte);
        out += byte > 126 || byte === 61 ? `=${byte.toString(16).toUpperCase().padStart(2, '0')}` : ch;
      }
      const parts: string[] = [];
      while (out.length > 72) {
        let cut = 72;
        const eq = out.lastIndexOf('=', cut);
        if (eq > cut - 3) cut = eq;
        parts.push(`${out.slice(0, cut)}=`);
        out = out.slice(cut);
      }
      parts.push(out);
      return parts.join('\n');
    })
    .join('\n');
}

interface RawMessage {
  id: string;
  from: string;
  to?: string;
  cc?: string;
  subject: string;
  date: string;
  replyTo?: string;
  /** Headers after Message-ID (Content-Type and the rest), then a blank line, then the body. */
  mime: string;
}

function rawMessage(m: RawMessage): string {
  const date = new Date(m.date);
  const address = m.from.replace(/.*</, '').replace(/>.*/, '');
  const ref = (id: string) => `<${id}@${ID_DOMAIN}>`;
  return [
    `From ${address} ${date.toUTCString()}`,
    `From: ${m.from}`,
    `To: ${m.to ?? NOOR}`,
    ...(m.cc ? [`Cc: ${m.cc}`] : []),
    `Subject: ${m.subject}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: ${ref(m.id)}`,
    ...(m.replyTo ? [`In-Reply-To: ${ref(m.replyTo)}`, `References: ${ref(m.replyTo)}`] : []),
    'MIME-Version: 1.0',
    m.mime.replace(/^(>*From )/gm, '>$1'),
    '',
  ].join('\n');
}

const html = (body: string) => `Content-Type: text/html; charset=utf-8\n\n<html><body>${body}</body></html>`;
const qpText = (body: string) =>
  `Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\n${qp(body)}`;
function alternative(text: string, htmlBody: string, boundary: string) {
  return [
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    qp(text),
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    '',
    `<html><body>${htmlBody}</body></html>`,
    `--${boundary}--`,
  ].join('\n');
}

const BRENNHOLT_SIG =
  'Mit freundlichen Grüßen / Best regards\n\nJonas Albrecht\nLeiter Einkauf / Head of Procurement\nBrennholt Maschinenbau GmbH\nWerkstraße 14, 09117 Chemnitz\nTel. +49 371 555 2210\n\n--\nBrennholt Maschinenbau GmbH | Sitz: Chemnitz | Amtsgericht Chemnitz HRB 55521 | Geschäftsführer: Dr. Frank Lehmann\nDiese E-Mail enthält vertrauliche Informationen. Wenn Sie nicht der richtige Adressat sind, informieren Sie bitte sofort den Absender und vernichten Sie diese E-Mail. This e-mail may contain confidential information. If you are not the intended recipient, please notify the sender immediately and delete this e-mail.';

const NOOR_SIG = 'Noor Haddad\nPartnerships Lead | Quillstone\n+44 20 5555 0138';

/** Plain-text mail, in order of date. */
const PLAIN: readonly MboxMessage[] = [
  // ── Trade show (Daniel Weiss, AME Summit) ──
  {
    id: 'amesummit-booth',
    from: DANIEL_W,
    subject: 'AME Summit Dubai 2026 - stand B-14 confirmed',
    date: '2026-02-10T09:12:00Z',
    body: 'Dear Noor,\n\nThank you for booking with us. Your stand B-14 (9 sqm, shell scheme) at the Additive Manufacturing Middle East Summit, Dubai World Trade Centre, 12-14 May 2026, is confirmed.\n\nYou have paid the 50% deposit. The balance of EUR 4,250 is due by 30 April 2026.\n\nKind regards,\n\nDaniel Weiss\nExhibitor Relations Manager\nAME Summit | Messe Events FZ-LLC\nT: +971 4 555 0420',
  },
  // ── Elin Sandberg, Lindqvist Verkstad: sample kit ──
  {
    id: 'elin-samples',
    from: ELIN,
    subject: 'Provkit / sample kit for nylon filaments',
    date: '2026-02-12T08:30:00Z',
    body: "Hej Noor!\n\nWe met briefly at the Elmia fair. We'd like to try your nylon range on our Ultimaker S7 fleet before committing. Could you send a sample kit (PA12, PA12-CF and TPU-95A) and tell me what it costs incl. shipping to Jönköping?\n\nTack,\nElin\n\nElin Sandberg | Production Engineer | Lindqvist Verkstad AB | +46 36 555 0177",
  },
  {
    id: 'noor-elin-samples',
    from: NOOR,
    to: ELIN,
    subject: 'Re: Provkit / sample kit for nylon filaments',
    date: '2026-02-13T10:05:00Z',
    replyTo: 'elin-samples',
    body: `Hi Elin,\n\nGreat to hear from you. The kit is six 750 g spools (two of each) and comes to 12 500 kr including shipping to Jönköping. I can ship on Monday once you send a PO.\n\nBest,\n${NOOR_SIG}\n\nOn Thu, 12 Feb 2026 at 09:30, Elin Sandberg <elin.sandberg@lindqvist-verkstad.example> wrote:\n> Hej Noor!\n>\n> We met briefly at the Elmia fair. We'd like to try your nylon range on our Ultimaker S7 fleet before committing.`,
  },
  // ── Brennholt: PA12 annual supply ──
  {
    id: 'brennholt-rfq',
    from: JONAS,
    subject: 'Anfrage: PA12 Pulver Jahresbedarf 2026',
    date: '2026-02-17T07:45:00Z',
    body: `Guten Tag Frau Haddad,\n\nas discussed at the phone, we would like your offer for our annual need of PA12 powder for the MJF line in Chemnitz:\n\n- approx. 6 tonnes in 2026\n- delivery quarterly, DAP Chemnitz\n- material certificate (3.1) with every batch\n\nPlease send the offer until end of February if possible.\n\n${BRENNHOLT_SIG}`,
  },
  {
    id: 'noor-brennholt-quote',
    from: NOOR,
    to: JONAS,
    subject: 'Re: Anfrage: PA12 Pulver Jahresbedarf 2026',
    date: '2026-02-19T14:20:00Z',
    replyTo: 'brennholt-rfq',
    body: `Dear Jonas,\n\nThank you for the inquiry. Our offer for 6 tonnes of QS-PA12 powder in 2026:\n\n  Price: EUR 41,800 for the year (approx. EUR 6.97/kg)\n  Delivery: quarterly, DAP Chemnitz, 3.1 certificate with every batch\n  Validity: until 31 March 2026\n\nHappy to go through it on a call.\n\nKind regards,\n${NOOR_SIG}`,
  },
  {
    id: 'hanna-riyadh',
    from: HANNA,
    subject: 'Riyadh trip',
    date: '2026-02-20T17:02:00Z',
    body: 'welcome back! can you drop your notes from Riyadh into the CRM before friday? keen to hear about the Gulf Polymer dinner.\n\nH\n\nSent from my iPhone',
  },
  // ── Tarsis Aerospace: CF nylon trial ──
  {
    id: 'omar-trial',
    from: OMAR,
    subject: 'QS-CF20 trial results',
    date: '2026-02-24T11:10:00Z',
    body: 'Hi Noor,\n\nWe finished the trial of QS-CF20 on our Stratasys F900. Tensile strength is fine (we measured 84 MPa vs. 80 in your datasheet) but we have warping on parts longer than 400 mm. Is there a recommended chamber temperature?\n\nRegards,\nOmar\n\nOmar Farouk\nDirector of Engineering\nTarsis Aerospace LLC, Dubai Silicon Oasis\nM: +971 50 555 0312',
  },
  {
    id: 'noor-omar-trial',
    from: NOOR,
    to: OMAR,
    cc: RAVI,
    subject: 'Re: QS-CF20 trial results',
    date: '2026-02-25T08:40:00Z',
    replyTo: 'omar-trial',
    body: `Hi Omar,\n\nThanks for the detailed numbers. Ravi (cc) says run the chamber at 60°C and dry the spools for 6 hours at 80°C before printing; that cures most warping on long parts. We'll also send you 5 kg of the new QS-CF20 v2 free of charge to test.\n\nBest,\nNoor\n\n> Is there a recommended chamber temperature?`,
  },
  {
    id: 'mariamy-margin',
    from: MARIAM_Y,
    subject: 'Distribution Egypt - terms',
    date: '2026-02-26T12:00:00Z',
    body: "Dear Noor,\n\nFollowing our meeting in Cairo, Nilemark would like to distribute Quillstone filaments in Egypt. We'd need a distributor margin of 22% to be competitive against the Chinese brands, and an Arabic brochure for our sales team.\n\nBest regards,\nMariam Youssef\nCommercial Director\nNilemark Trading S.A.E. | Cairo\n+20 2 5555 0190",
  },
  {
    id: 'noor-mariamy-margin',
    from: NOOR,
    to: MARIAM_Y,
    subject: 'RE: Distribution Egypt - terms',
    date: '2026-02-27T09:15:00Z',
    replyTo: 'mariamy-margin',
    body: `Dear Mariam,\n\nThank you - we're excited about Egypt. 22% is above what we give any distributor; we can offer 18% with a minimum order of 500 kg per quarter. On the brochure: we only have English and German today, Arabic is on the list.\n\nKind regards,\n${NOOR_SIG}`,
  },
  // ── Vireo Medical Devices (writes from nordbay-group) ──
  {
    id: 'priya-rfq',
    from: PRIYA,
    subject: 'RFQ - biocompatible resin',
    date: '2026-03-02T08:55:00Z',
    body: 'Hello Noor,\n\nVireo is qualifying a second source of biocompatible resin for surgical guides. Could you quote QS-Bio Clear, about 40 litres per month, and confirm you can supply a valid ISO 10993 certificate?\n\nMany thanks,\nPriya\n\nPriya Nair\nSenior Buyer, Vireo Medical Devices B.V.\nA Nordbay Group company\nHigh Tech Campus 12, Eindhoven\n+31 40 555 0166',
  },
  {
    id: 'noor-priya-quote',
    from: NOOR,
    to: PRIYA,
    subject: 'RE: RFQ - biocompatible resin',
    date: '2026-03-03T13:30:00Z',
    replyTo: 'priya-rfq',
    body: `Hi Priya,\n\nHappy to. QS-Bio Clear at 120 litres per quarter is EUR 9,900 per quarter, delivered to Eindhoven. The ISO 10993-5/-10 certificate is attached.\n\nBest,\nNoor`,
  },
  {
    id: 'jonas-counter',
    from: JONAS,
    cc: KATRIN,
    subject: 'AW: Anfrage: PA12 Pulver Jahresbedarf 2026',
    date: '2026-03-04T10:30:00Z',
    replyTo: 'noor-brennholt-quote',
    body: `Dear Mrs. Haddad,\n\nthank you for the offer. Our CFO (Mrs. Vogt, in cc) finds the price too high compared to our current supplier. Is a better price possible if we sign for two years instead of one?\n\n${BRENNHOLT_SIG}\n\n-----Ursprüngliche Nachricht-----\nVon: Noor Haddad <noor@quillstone.example>\nGesendet: Donnerstag, 19. Februar 2026 15:20\nAn: Jonas Albrecht\nBetreff: Re: Anfrage: PA12 Pulver Jahresbedarf 2026\n\nPrice: EUR 41,800 for the year (approx. EUR 6.97/kg)`,
  },
  {
    id: 'hanna-brennholt-ok',
    from: HANNA,
    subject: 'Re: Brennholt discount',
    date: '2026-03-05T16:45:00Z',
    body: 'Noor - ok to go to 39.5k/yr for Brennholt if they sign 24 months. Not lower, margin is thin on PA12 already.\n\nHanna',
  },
  {
    id: 'noor-brennholt-revised',
    from: NOOR,
    to: JONAS,
    cc: `${KATRIN}, ${HANNA}`,
    subject: 'Re: AW: Anfrage: PA12 Pulver Jahresbedarf 2026',
    date: '2026-03-06T09:20:00Z',
    replyTo: 'jonas-counter',
    body: `Dear Jonas, dear Mrs. Vogt,\n\nWith a 24-month commitment we can offer EUR 39,500 per year (6 tonnes per year, same terms as before). This replaces our offer of 19 February.\n\nKind regards,\n${NOOR_SIG}`,
  },
  {
    id: 'mariama-rfq',
    from: MARIAM_A,
    subject: 'Quotation request - PEEK filament',
    date: '2026-03-09T06:50:00Z',
    body: 'Marhaba Noor,\n\nHope you are well. Al Dana is starting a spare-parts programme for our oil & gas clients. Please quote 200 kg of PEEK filament, 1.75 mm, natural, CIF Doha. Also what is your lead time?\n\nThanks & regards\nMariam Al-Sayed\nProcurement Manager | Al Dana Industries W.L.L. | Doha, Qatar | +974 4455 0128\n\nDISCLAIMER: This email and any attachments are confidential and intended solely for the addressee. Al Dana Industries accepts no liability for any damage caused by viruses transmitted by this email.',
  },
  {
    id: 'katrin-approve',
    from: KATRIN,
    to: NOOR,
    cc: JONAS,
    subject: 'Re: AW: Anfrage: PA12 Pulver Jahresbedarf 2026',
    date: '2026-03-10T15:05:00Z',
    replyTo: 'noor-brennholt-revised',
    body: 'Dear Ms Haddad,\n\nI can approve EUR 39.500 per year on a 24-month term. We would need payment terms of 60 days net, which is our standard for raw materials.\n\nBest regards\nKatrin Vogt | CFO | Brennholt Maschinenbau GmbH',
  },
  {
    id: 'noor-mariama-quote',
    from: NOOR,
    to: MARIAM_A,
    subject: 'Re: Quotation request - PEEK filament',
    date: '2026-03-10T07:30:00Z',
    replyTo: 'mariama-rfq',
    body: `Dear Mariam,\n\nThank you. 200 kg PEEK 1.75 mm natural, CIF Doha: USD 18,400. Lead time is 5 weeks from order.\n\nKind regards,\nNoor`,
  },
  {
    id: 'noor-katrin-terms',
    from: NOOR,
    to: KATRIN,
    cc: JONAS,
    subject: 'Re: AW: Anfrage: PA12 Pulver Jahresbedarf 2026',
    date: '2026-03-11T08:10:00Z',
    replyTo: 'katrin-approve',
    body: 'Dear Mrs. Vogt,\n\nthanks! 60 days is more than we can carry; we can do 45 days net. Would that work?\n\nBest regards,\nNoor',
  },
  {
    id: 'katrin-net45',
    from: KATRIN,
    cc: JONAS,
    subject: 'Re: AW: Anfrage: PA12 Pulver Jahresbedarf 2026',
    date: '2026-03-12T09:40:00Z',
    replyTo: 'noor-katrin-terms',
    body: 'Ok, 45 days net is accepted. Mr. Albrecht will send the purchase order.\n\nK. Vogt',
  },
  {
    id: 'noor-soren-volume',
    from: NOOR,
    to: SOREN,
    subject: 'Re: Tilbud på PETG',
    date: '2026-03-13T11:00:00Z',
    replyTo: 'soren-rfq',
    body: `Hej Søren,\n\nThanks for reaching out. Before I quote: what is your monthly volume, and which printers do you run?\n\nBest,\nNoor`,
  },
  {
    id: 'priya-approved',
    from: PRIYA,
    subject: 'RE: RFQ - biocompatible resin',
    date: '2026-03-16T12:20:00Z',
    replyTo: 'noor-priya-quote',
    body: 'Hi Noor,\n\nGood news: your offer (€9.900,00 per quarter) is approved internally, PO to follow this week. Please note invoices must go to Nordbay Group Shared Services, Postbus 770, Eindhoven - not to Vireo directly, or they will bounce.\n\nPriya',
  },
  {
    id: 'yusuf-trial',
    from: YUSUF,
    subject: 'trial order',
    date: '2026-03-17T13:45:00Z',
    body: 'Merhaba Noor Hanım,\n\nnice to meet you in Istanbul last week. we want to start with a trial order of about $12.5k (mostly PA12-CF for mould inserts). can you give 10% discount for first order? if the trial is good we go to full production in Q3.\n\nYusuf Demir\nOwner, Demir Kalıp San. Tic. Ltd.\nIkitelli OSB, Istanbul',
  },
  {
    id: 'soren-volume',
    from: SOREN,
    subject: 'Re: Tilbud på PETG',
    date: '2026-03-17T07:55:00Z',
    replyTo: 'noor-soren-volume',
    body: 'Hej Noor\n\naround 800 kg a month, on a farm of 40 Bambu X1 and 6 Prusa XL.\n\nmvh Søren',
  },
  {
    id: 'karim-portal',
    from: KARIM,
    subject: 'Supplier registration - action required',
    date: '2026-03-18T05:30:00Z',
    body: 'Dear Supplier,\n\nAs part of our vendor onboarding, all suppliers must register on the Tarsis Coupa supplier portal and upload a valid trade licence and bank letter before the first invoice. Invoices from unregistered suppliers will not be processed. Please complete registration by 31 March.\n\nRegards,\nKarim Mansour\nHead of IT, Tarsis Aerospace LLC\nit-vendors@tarsis-aero.example | +971 4 555 0377',
  },
  {
    id: 'noor-yusuf-offer',
    from: NOOR,
    to: YUSUF,
    subject: 'Re: trial order',
    date: '2026-03-18T09:00:00Z',
    replyTo: 'yusuf-trial',
    body: `Merhaba Yusuf Bey,\n\nLovely meeting you too. 10% is more than we can do; we can give 7% on the first order, so the trial comes to about USD 11,625. Proposal attached - let me know.\n\nBest,\n${NOOR_SIG}`,
  },
  {
    id: 'noor-karim',
    from: NOOR,
    to: KARIM,
    subject: 'RE: Supplier registration - action required',
    date: '2026-03-19T08:00:00Z',
    replyTo: 'karim-portal',
    body: 'Hi Karim,\n\ndone - Quillstone is registered on Coupa (supplier no. 100482). trade licence and bank letter uploaded.\n\nNoor',
  },
  {
    id: 'graham-onboarding',
    from: GRAHAM,
    subject: 'TPU-95A',
    date: '2026-03-19T19:40:00Z',
    body: "noor,\n\nbeing honest, the first month with your TPU-95A was rough. getting the print profiles right took my lads nearly three weeks and the settings guide on your site is for the old formulation. we'll stick with it - the parts are good now - but i want a named technical contact so this doesn't happen again. we burn through about twelve thousand quid of filament a year so it matters.\n\ng\n\nSent from my iPhone",
  },
  {
    id: 'noor-graham',
    from: NOOR,
    to: GRAHAM,
    cc: RAVI,
    subject: 'Re: TPU-95A',
    date: '2026-03-20T08:25:00Z',
    replyTo: 'graham-onboarding',
    body: `Graham,\n\nI'm sorry, that shouldn't have happened. Ravi Menon (cc), our technical applications lead, is your named contact from today - his direct line is +44 20 5555 0151. We've pulled the old guide. Could Ravi and I visit the plant on 23 April to go through the profiles with your team?\n\nNoor`,
  },
  {
    id: 'graham-visit',
    from: GRAHAM,
    cc: RAVI,
    subject: 'Re: TPU-95A',
    date: '2026-03-23T12:10:00Z',
    replyTo: 'noor-graham',
    body: '23rd works. come to gate 2, ask for me at reception.\n\nGraham Pike\nPlant Manager, Atlas Tooling Ltd, Sheffield\n0114 555 0199\n\nOn Fri, 20 Mar 2026 at 08:25, Noor Haddad <noor@quillstone.example> wrote:\n> Could Ravi and I visit the plant on 23 April to go through the profiles with your team?',
  },
  {
    id: 'mariama-250',
    from: MARIAM_A,
    subject: 'RE: Quotation request - PEEK filament',
    date: '2026-03-23T07:15:00Z',
    replyTo: 'noor-mariama-quote',
    body: 'Dear Noor,\n\nThank you for the offer. Two questions from our finance team:\n1) can you do 250 kg at the same price per kg?\n2) do you accept payment by letter of credit?\n\nRegards,\nMariam',
  },
  {
    id: 'noor-mariama-250',
    from: NOOR,
    to: MARIAM_A,
    subject: 'RE: Quotation request - PEEK filament',
    date: '2026-03-24T08:45:00Z',
    replyTo: 'mariama-250',
    body: `Dear Mariam,\n\n1) Yes: 250 kg at the same rate is USD 23,000, CIF Doha.\n2) Yes, an irrevocable LC at sight is fine for us.\n\nKind regards,\nNoor\n\n-----Original Message-----\nFrom: Mariam Al-Sayed <mariam@aldana-ind.example>\nSent: 23 March 2026 10:15\n1) can you do 250 kg at the same price per kg?\n2) do you accept payment by letter of credit?`,
  },
  {
    id: 'elin-damaged',
    from: ELIN,
    subject: 'Re: Provkit / sample kit for nylon filaments',
    date: '2026-03-25T14:30:00Z',
    replyTo: 'noor-elin-samples',
    body: 'Hi Noor,\n\nthe kit arrived but two of the six spools (both PA12-CF) were cracked, looks like the box was crushed in transit. Could you send replacements? The rest prints nicely.\n\n/Elin',
  },
  {
    id: 'omar-fennec',
    from: OMAR,
    cc: LAYLA,
    subject: 'Annual supply - next steps',
    date: '2026-03-26T10:00:00Z',
    body: 'Noor,\n\nThe v2 samples are much better, no warping at 60°C. Candidly, we are also talking to Fennec Materials for the annual supply of CF nylon (around 900 kg per year), and their price is about 15% lower than your list price. If you want to stay in the race, we need your best offer by 10 April. Layla (cc), our head of procurement, will run the decision.\n\nOmar',
  },
  {
    id: 'noor-omar-ack',
    from: NOOR,
    to: OMAR,
    cc: LAYLA,
    subject: 'Re: Annual supply - next steps',
    date: '2026-03-27T07:30:00Z',
    replyTo: 'omar-fennec',
    body: 'Hi Omar, hi Layla,\n\nThanks for being open about it. Glad v2 works. You will have our best offer by 8 April.\n\nNoor',
  },
  {
    id: 'hanna-q2',
    from: HANNA,
    subject: 'Q2 targets + board',
    date: '2026-03-30T08:00:00Z',
    body: 'Hi Noor,\n\nfor the record: partnerships target is €250k in new annual contract value by end of Q2. Board meeting is on 29 April - please send me your pipeline slide by 24 April.\n\nThanks,\nHanna\n\nHanna Berg\nCEO, Quillstone Ltd\n+44 20 5555 0100',
  },
  {
    id: 'mariamy-18',
    from: MARIAM_Y,
    subject: 'RE: Distribution Egypt - terms',
    date: '2026-03-31T10:40:00Z',
    replyTo: 'noor-mariamy-margin',
    body: 'Dear Noor,\n\nWe discussed internally. We can accept 18% if the minimum order is 300 kg per quarter instead of 500 kg - the market is still young. If ok, we sign in April.\n\nBest regards,\nMariam',
  },
  {
    id: 'noor-mariamy-300',
    from: NOOR,
    to: MARIAM_Y,
    subject: 'RE: Distribution Egypt - terms',
    date: '2026-04-01T09:30:00Z',
    replyTo: 'mariamy-18',
    body: 'Dear Mariam,\n\nAgreed: 18% margin, minimum order 300 kg per quarter. I will send the distribution agreement for signature.\n\nKind regards,\nNoor',
  },
  {
    id: 'jonas-po',
    from: JONAS,
    subject: 'Bestellung / Purchase order 4500-7781',
    date: '2026-04-02T08:15:00Z',
    body: `Dear Mrs. Haddad,\n\nplease find attached our purchase order 4500-7781 for the PA12 powder (24 months, EUR 39,500 per year, 45 days net). We request the first delivery of 1.5 tonnes on 28 April to Werk 2.\n\n${BRENNHOLT_SIG}`,
  },
  {
    id: 'hanna-fwd-piotr',
    from: HANNA,
    subject: 'Fwd: Inquiry via website',
    date: '2026-04-03T13:20:00Z',
    body: 'Noor - can you take this one? Looks like a good fit for the Gdansk distributor idea.\n\n---------- Forwarded message ---------\nFrom: Piotr Zieliński <p.zielinski@baltmet.example>\nDate: Thu, 2 Apr 2026 at 16:02\nSubject: Inquiry via website\nTo: <info@quillstone.example>\n\nGood afternoon,\n\nBaltmet is a contract manufacturer in Gdańsk. We are looking for pricing on 1 tonne of glass-filled PA12 (PA12-GF) per year and would like to know if you have a distributor in Poland.\n\nRegards,\nPiotr Zieliński\nPurchasing Specialist, Baltmet Sp. z o.o.\n+48 58 555 0144',
  },
  {
    id: 'hannah-renewal',
    from: HANNAH,
    subject: 'Framework agreement 2026/27',
    date: '2026-04-06T07:20:00Z',
    body: 'Hello Noor,\n\nbefore we can renew for another year we need two documents: the updated REACH declaration and the safety data sheet for the PA11 powder in German. Our current framework agreement runs out on 30 April, so time is a bit short.\n\nViele Grüße\nHannah Kraus\nCTO\nMeridian Pumps GmbH, Linz\n+43 732 555 0108',
  },
  {
    id: 'noor-soren-quote',
    from: NOOR,
    to: SOREN,
    subject: 'Re: Tilbud på PETG',
    date: '2026-04-06T10:15:00Z',
    replyTo: 'soren-volume',
    body: 'Hej Søren,\n\nFor 2.4 tonnes of PETG per quarter (800 kg a month) we can offer DKK 46,500 per quarter, delivered to Odense. Valid for 30 days.\n\nBest,\nNoor',
  },
  {
    id: 'noor-yusuf-chase',
    from: NOOR,
    to: YUSUF,
    subject: 'Re: trial order',
    date: '2026-04-06T12:00:00Z',
    replyTo: 'noor-yusuf-offer',
    body: 'Hi Yusuf, just checking you got the proposal with the 7% - any news? Noor',
  },
  {
    id: 'noor-hannah',
    from: NOOR,
    to: HANNAH,
    cc: RAVI,
    subject: 'Re: Framework agreement 2026/27',
    date: '2026-04-07T08:00:00Z',
    replyTo: 'hannah-renewal',
    body: 'Hi Hannah,\n\nof course. Ravi (cc) will send you both documents by 17 April.\n\nBest,\nNoor',
  },
  {
    id: 'theo-overdue',
    from: THEO,
    subject: 'Harbor Robotics - overdue',
    date: '2026-04-07T09:30:00Z',
    body: 'Hi Noor,\n\nHarbor Robotics invoice INV-2026-118 (€7,450) is now 30 days overdue. Can you nudge your contact there? Finance can take it over after that.\n\nThanks\nTheo\n--\nTheo Lindgren | Finance Manager | Quillstone',
  },
  {
    id: 'noor-daniel-chase',
    from: NOOR,
    to: DANIEL_O,
    subject: 'INV-2026-118',
    date: '2026-04-07T10:00:00Z',
    body: 'Hi Daniel,\n\nhope all is well. Our finance team tells me invoice INV-2026-118 (EUR 7,450) is 30 days past due - could you check on it?\n\nThanks,\nNoor',
  },
  {
    id: 'daniel-iban',
    from: DANIEL_O,
    subject: 'RE: INV-2026-118',
    date: '2026-04-08T13:10:00Z',
    replyTo: 'noor-daniel-chase',
    body: 'Hi Noor, apologies - our AP team had your old IBAN on file and the transfer bounced. Corrected now, it will go out in the payment run on 20 April.\n\nDaniel Okafor\nOperations Director | Harbor Robotics B.V. | Rotterdam | +31 10 555 0133',
  },
  {
    id: 'noor-tarsis-offer',
    from: NOOR,
    to: OMAR,
    cc: `${LAYLA}, ${HANNA}`,
    subject: 'Re: Annual supply - next steps',
    date: '2026-04-08T14:30:00Z',
    replyTo: 'noor-omar-ack',
    body: `Dear Omar, dear Layla,\n\nAs promised, our best offer for the annual supply of QS-CF20 v2 (900 kg per year): USD 27,900 per year, i.e. USD 31/kg, fixed for 12 months, with a free on-site print-tuning day in Dubai.\n\nLooking forward to hearing from you.\n\n${NOOR_SIG}`,
  },
  {
    id: 'noor-jonas-delivery',
    from: NOOR,
    to: JONAS,
    subject: 'Re: Bestellung / Purchase order 4500-7781',
    date: '2026-04-09T08:50:00Z',
    replyTo: 'jonas-po',
    body: 'Dear Jonas,\n\nthank you for the PO. Confirming the first delivery of 1.5 t on 28 April to Werk 2.\n\nKind regards,\nNoor',
  },
  {
    id: 'graham-move',
    from: GRAHAM,
    subject: 'Re: TPU-95A',
    date: '2026-04-10T07:05:00Z',
    replyTo: 'graham-visit',
    body: "noor - sorry, can we move your visit to the 24th? turns out we've got a customer audit on the 23rd. same time.\ng",
  },
  {
    id: 'noor-graham-24',
    from: NOOR,
    to: GRAHAM,
    cc: RAVI,
    subject: 'Re: TPU-95A',
    date: '2026-04-10T08:30:00Z',
    replyTo: 'graham-move',
    body: 'No problem - Friday 24 April it is. Ravi and I will be at gate 2 at 10:00.\n\nNoor',
  },
  {
    id: 'noor-elin-replacement',
    from: NOOR,
    to: ELIN,
    subject: 'Re: Provkit / sample kit for nylon filaments',
    date: '2026-04-10T11:40:00Z',
    replyTo: 'elin-damaged',
    body: 'Hi Elin,\n\nso sorry about that. Two replacement PA12-CF spools went out today by DHL, double-boxed, no charge. Tracking 7741 2290 5512.\n\nNoor',
  },
  {
    id: 'hanna-deck',
    from: HANNA,
    subject: 'board deck template',
    date: '2026-04-10T15:30:00Z',
    body: 'template for the board slides is in the shared drive under Board/2026-04. one slide each, please keep it to top 5 deals.\nH',
  },
  {
    id: 'hanna-tarsis',
    from: HANNA,
    subject: 'Tarsis?',
    date: '2026-04-13T08:10:00Z',
    body: "how's Tarsis looking? their CEO liked my post on LinkedIn, not sure if that's a good sign or not :)\nH",
  },
  {
    id: 'noor-hanna-tarsis',
    from: NOOR,
    to: HANNA,
    subject: 'Re: Tarsis?',
    date: '2026-04-13T09:00:00Z',
    replyTo: 'hanna-tarsis',
    body: "Not great honestly - sent our best offer last Wednesday, nothing back yet. Fennec is cheaper. I'll call Omar on Thursday.\n\nNoor",
  },
  {
    id: 'daniel-badges',
    from: DANIEL_W,
    subject: 'AME Summit - exhibitor badges & balance reminder',
    date: '2026-04-13T10:00:00Z',
    body: 'Dear Noor,\n\nA friendly reminder that the balance of EUR 4,250 for stand B-14 is due on 30 April. Please also send us the names for your exhibitor badges (max. 3) by 1 May.\n\nKind regards,\nDaniel Weiss\nExhibitor Relations Manager, AME Summit',
  },
  {
    id: 'mariama-approved',
    from: MARIAM_A,
    subject: 'RE: Quotation request - PEEK filament',
    date: '2026-04-14T06:30:00Z',
    replyTo: 'noor-mariama-250',
    body: 'Dear Noor,\n\nManagement approved the 250 kg order on 14/04. Our bank (Commercial Bank of Qatar) will open the LC by 24 April; PO attached.\n\nBest regards,\nMariam Al-Sayed\nProcurement Manager | Al Dana Industries W.L.L.',
  },
  {
    id: 'ravi-meridian',
    from: RAVI,
    subject: 'meridian docs',
    date: '2026-04-14T16:20:00Z',
    body: "noor - german SDS for PA11 is done. REACH decl. needs hanna's signature, she's back thursday. should still make the 17th.\nr",
  },
  {
    id: 'noor-priya-cert',
    from: NOOR,
    to: PRIYA,
    cc: RAVI,
    subject: 'RE: ISO 10993 certificate expired',
    date: '2026-04-14T09:10:00Z',
    replyTo: 'priya-cert',
    body: 'Hi Priya,\n\nYou are right, apologies. Ravi (cc) is sending the renewed certificate (valid to January 2029) tomorrow.\n\nNoor',
  },
  {
    id: 'yusuf-ooo',
    from: YUSUF,
    subject: 'Otomatik yanıt: Re: trial order',
    date: '2026-04-06T12:00:30Z',
    replyTo: 'noor-yusuf-chase',
    body: 'Merhaba, 3 - 20 Nisan tarihleri arasında ofis dışındayım. I am out of the office from 3 to 20 April with limited access to e-mail.\n\nYusuf Demir',
  },
  {
    id: 'daniel-thanks',
    from: DANIEL_O,
    subject: 'TPU delivery',
    date: '2026-03-03T16:20:00Z',
    body: 'Noor, quick note to say thanks for the fast delivery of the 350 kg TPU-95A - the gripper team loves it. We plan to reorder in June.\n\nDaniel Okafor\nOperations Director | Harbor Robotics B.V. | Rotterdam | +31 10 555 0133',
  },
  {
    id: 'noor-farah-datasheet',
    from: NOOR,
    to: 'Farah Qureshi <farah.qureshi@gulfpolymer.example>',
    subject: 'PEEK datasheet - Quillstone',
    date: '2026-03-13T08:30:00Z',
    body: `Dear Farah,\n\nLovely to meet you at the dinner in Riyadh. As promised, our PEEK and ULTEM datasheets are attached. Would a call in the next two weeks work?\n\nBest regards,\n${NOOR_SIG}`,
  },
  {
    id: 'farah-ultem',
    from: 'Farah Qureshi <farah.qureshi@gulfpolymer.example>',
    subject: 'RE: PEEK datasheet - Quillstone',
    date: '2026-03-16T10:05:00Z',
    replyTo: 'noor-farah-datasheet',
    body: 'Hi Noor,\n\nThank you. Our engineers want to test ULTEM 9085 first (we use about 1.2 tonnes a year); PEEK will follow in Q3. Could you send a 10 kg ULTEM sample to our Jebel Ali warehouse?\n\nFarah\n\nFarah Qureshi\nCategory Manager - Engineering Polymers\nGulf Polymer Works FZE',
  },
  {
    id: 'hanna-atlas',
    from: HANNA,
    subject: 'Fwd: TPU-95A',
    date: '2026-03-20T09:15:00Z',
    body: "saw Graham's note (he cc'd me on a separate mail). please make sure Ravi owns this end to end, Atlas is exactly the kind of account we can't lose.\nH",
  },
  {
    id: 'karim-approved',
    from: KARIM,
    subject: 'RE: Supplier registration - action required',
    date: '2026-03-20T06:40:00Z',
    replyTo: 'noor-karim',
    body: 'Dear Noor,\n\nYour registration is approved. Your Tarsis vendor ID is TAR-V-20931; please quote it on every invoice (the Coupa number is for the portal only).\n\nRegards,\nKarim Mansour\nHead of IT, Tarsis Aerospace LLC',
  },
  {
    id: 'noor-piotr',
    from: NOOR,
    to: 'Piotr Zieliński <p.zielinski@baltmet.example>',
    cc: HANNA,
    subject: 'Re: Inquiry via website',
    date: '2026-04-06T15:10:00Z',
    body: 'Dear Piotr,\n\nThank you for your inquiry, Hanna passed it to me. Glass-filled PA12 is EUR 9,200 per tonne, delivered to Gdańsk. We do not have a distributor in Poland yet - we could supply you directly.\n\nKind regards,\nNoor',
  },
  {
    id: 'piotr-compare',
    from: 'Piotr Zieliński <p.zielinski@baltmet.example>',
    subject: 'RE: Inquiry via website',
    date: '2026-04-08T09:25:00Z',
    replyTo: 'noor-piotr',
    body: 'Dear Noor,\n\nthank you for the fast answer. We have a second offer on the table and will decide by end of April.\n\nPiotr Zieliński\nPurchasing Specialist, Baltmet Sp. z o.o.',
  },
  {
    id: 'theo-lc',
    from: THEO,
    subject: 'Al Dana LC',
    date: '2026-04-14T13:00:00Z',
    body: 'Noor - for the Al Dana LC: the beneficiary must read "Quillstone Ltd" exactly and partial shipments must be allowed, otherwise the bank will reject our documents. Can you pass that on to Mariam?\n\nTheo',
  },
  {
    id: 'elin-thanks',
    from: ELIN,
    subject: 'Re: Provkit / sample kit for nylon filaments',
    date: '2026-04-14T15:30:00Z',
    replyTo: 'noor-elin-replacement',
    body: 'got them, thanks! we will decide on the annual order after our production meeting on 5 May.\n\n/Elin',
  },
  {
    id: 'mariamy-agreement',
    from: MARIAM_Y,
    subject: 'RE: Distribution Egypt - terms',
    date: '2026-04-15T08:20:00Z',
    replyTo: 'noor-mariamy-300',
    body: 'Dear Noor,\n\nWhen can we expect the distribution agreement? Our lawyer is waiting to review it before the Cairo expo.\n\nBest regards,\nMariam Youssef\nCommercial Director\nNilemark Trading S.A.E.',
  },
];

/** Raw RFC 822 mail: encoded headers, quoted-printable, HTML-only, multipart. */
const RAW: readonly RawMessage[] = [
  {
    id: 'soren-rfq',
    from: SOREN,
    subject: b64('Tilbud på PETG'),
    date: '2026-03-12T09:20:00Z',
    mime: qpText(
      'Kære Noor,\n\nVi er en dansk producent af emballage-prototyper. We are looking at a second supplier for PETG filament (1.75 mm, black and clear), roughly 2 tonnes per quarter. Our budget is 48 000 kr. per quarter. Can you send prices and lead time to Odense?\n\nMed venlig hilsen\nSøren Østergaard\nIndkøbschef / Head of Purchasing\nSørensen Plast ApS\nTlf. +45 65 55 01 62',
    ),
  },
  {
    id: 'tomas-intro',
    from: TOMAS,
    to: `${NOOR}, ${INES}`,
    subject: 'Intro: Noor (Quillstone) <> Inês (Portucast)',
    date: '2026-03-30T18:30:00Z',
    mime: qpText(
      'Noor, Inês - meet each other!\n\nInês runs the pattern shop at Portucast, one of the biggest sand-casting foundries in Porto; they are printing more and more patterns in-house. Noor leads partnerships at Quillstone, who make the best casting resin I know of.\n\nI will let you two take it from here.\n\nAbraço,\nTomás\n\nTomás Reyes | Reyes Advisory | Lisbon',
    ),
  },
  {
    id: 'ines-reply',
    from: INES,
    to: `${NOOR}, ${TOMAS}`,
    subject: 'Re: Intro: Noor (Quillstone) <> Inês (Portucast)',
    date: '2026-04-01T08:10:00Z',
    replyTo: 'tomas-intro',
    mime: qpText(
      'Obrigada Tomás (moving you to bcc).\n\nNoor, very nice to meet you. We print about 30 patterns a month and the resin we use now cracks during demoulding. Could we have a call next Thursday?\n\nInês Carvalho\nPattern Shop Manager, Portucast S.A.\n+351 22 555 0181',
    ),
  },
  {
    id: 'noor-ines',
    from: NOOR,
    to: INES,
    subject: 'Re: Intro: Noor (Quillstone) <> Inês (Portucast)',
    date: '2026-04-01T10:00:00Z',
    replyTo: 'ines-reply',
    mime: qpText(
      'Hi Inês,\n\nThank you Tomás for the intro! Thursday 9 April at 10:00 CEST works for me - I will send an invite.\n\nNoor',
    ),
  },
  {
    id: 'ines-confirm',
    from: INES,
    subject: 'Re: Intro: Noor (Quillstone) <> Inês (Portucast)',
    date: '2026-04-02T07:45:00Z',
    replyTo: 'noor-ines',
    mime: qpText(
      'Perfect. Our head of engineering, Rui Matos, will join too.\n\nInês\n\nEnviado do meu iPhone',
    ),
  },
  {
    id: 'invite-portucast',
    from: NOOR,
    to: `${INES}, rui.matos@portucast.example`,
    subject: 'Invitation: Quillstone / Portucast - casting resin @ Thu 9 Apr 2026 10:00 - 10:45 (CEST)',
    date: '2026-04-02T08:00:00Z',
    mime: alternative(
      'You have been invited to the following event.\n\nQuillstone / Portucast - casting resin\nWhen: Thursday 9 April 2026, 10:00 - 10:45 (Central European Summer Time)\nJoining info: https://meet.example/qst-prt-991\nOrganizer: noor@quillstone.example\nGuests: ines.carvalho@portucast.example, rui.matos@portucast.example\n\nReply: Yes / No / Maybe',
      '<p>You have been invited to the following event.</p><h3>Quillstone / Portucast - casting resin</h3><p><b>When</b> Thursday 9 April 2026, 10:00 - 10:45 (CEST)</p>',
      'inv-portucast-1',
    ),
  },
  {
    id: 'priya-cert',
    from: PRIYA,
    cc: 'Quality Vireo <qa@nordbay-group.example>',
    subject: 'ISO 10993 certificate expired',
    date: '2026-04-13T11:50:00Z',
    mime: alternative(
      'Hi Noor,\n\nOur QA team noticed that the ISO 10993 certificate you sent in March expired on 31 January 2026. We cannot release the first batch without a current one. Please send the renewed certificate before Friday.\n\nThanks,\nPriya\n\nPriya Nair\nSenior Buyer, Vireo Medical Devices B.V.\nA Nordbay Group company',
      '<p>Hi Noor,</p><p>Our QA team noticed that the ISO 10993 certificate you sent in March <b>expired on 31 January 2026</b>. We cannot release the first batch without a current one. Please send the renewed certificate before Friday.</p><p>Thanks,<br>Priya</p>',
      'vireo-cert-22',
    ),
  },
  {
    id: 'jonas-ooo',
    from: JONAS,
    subject: 'Abwesenheitsnotiz: Re: Bestellung / Purchase order 4500-7781',
    date: '2026-04-09T08:50:40Z',
    replyTo: 'noor-jonas-delivery',
    mime: qpText(
      'Vielen Dank für Ihre Nachricht. Ich bin bis einschließlich 17. April nicht im Büro und ab dem 20. April wieder erreichbar. In dringenden Fällen wenden Sie sich bitte an Lukas Brandt (lukas.brandt@brennholt-mb.example, +49 371 555 2234).\n\nThank you for your message. I am out of the office and back on 20 April. For urgent matters please contact Lukas Brandt (lukas.brandt@brennholt-mb.example, +49 371 555 2234).',
    ),
  },
  {
    id: 'layla-ooo',
    from: LAYLA,
    subject: 'Automatic reply: Re: Annual supply - next steps',
    date: '2026-04-08T14:31:00Z',
    replyTo: 'noor-tarsis-offer',
    mime: alternative(
      'I am on annual leave until 19 April. For urgent procurement matters, please contact procurement@tarsis-aero.example.\n\nLayla Nasser\nHead of Procurement | Tarsis Aerospace LLC',
      '<p>I am on annual leave until 19 April. For urgent procurement matters, please contact procurement@tarsis-aero.example.</p>',
      'ooo-ln-1',
    ),
  },
];

/** Newsletters and notifications: the noise of a real mailbox. */
function noise(): RawMessage[] {
  const out: RawMessage[] = [];
  const weekly = [
    [
      '2026-02-16',
      'Fennec Materials raises EUR 30m Series B',
      'Fennec Materials, the Lyon-based filament maker, raised EUR 30m to build a second plant.',
    ],
    [
      '2026-03-02',
      'PEEK prices up 8% as Victrex adds surcharge',
      'High-performance polymer prices keep rising; buyers in the Gulf are stockpiling.',
    ],
    ['2026-03-16', 'HP announces MJF 5600 for PA11', 'The new printer targets automotive series parts.'],
    [
      '2026-03-30',
      'EU REACH: new SVHC entries for photoinitiators',
      'Resin makers will need updated declarations by June.',
    ],
    [
      '2026-04-06',
      'Biocompatible resins: who holds a current ISO 10993?',
      'Several resin makers let certificates lapse this winter.',
    ],
    [
      '2026-04-13',
      'Formnext Middle East confirmed for Riyadh 2027',
      'The show moves to a new venue with 300 exhibitors expected.',
    ],
  ] as const;
  for (const [i, [date, headline, lede]] of weekly.entries()) {
    out.push({
      id: `additive-weekly-${i + 1}`,
      from: 'Additive Weekly <newsletter@additiveweekly.example>',
      subject: `Additive Weekly #${212 + i}: ${headline}`,
      date: `${date}T06:00:00Z`,
      mime: html(
        `<table width="600"><tr><td><h1>Additive Weekly</h1><h2>${headline}</h2><p>${lede}</p><p><a href="https://additiveweekly.example/read">Read more</a></p><hr><p style="font-size:10px">You receive this because you subscribed at additiveweekly.example. <a href="https://additiveweekly.example/unsub">Unsubscribe</a></p></td></tr></table>`,
      ),
    });
  }
  const network = [
    [
      '2026-02-21',
      'Farah Qureshi accepted your invitation',
      'Farah Qureshi, Category Manager at Gulf Polymer Works, accepted your invitation to connect.',
    ],
    [
      '2026-03-05',
      'You appeared in 14 searches this week',
      'People from Siemens Energy and Brennholt Maschinenbau viewed your profile.',
    ],
    [
      '2026-03-28',
      'Omar Farouk viewed your profile',
      'Omar Farouk, Director of Engineering at Tarsis Aerospace, viewed your profile.',
    ],
    [
      '2026-04-11',
      'Congratulate Hanna Berg on 5 years at Quillstone',
      'Say congrats to Hanna Berg on her work anniversary.',
    ],
  ] as const;
  for (const [i, [date, subject, text]] of network.entries()) {
    out.push({
      id: `network-${i + 1}`,
      from: 'ProNet <notifications-noreply@pronet.example>',
      subject,
      date: `${date}T12:00:00Z`,
      mime: alternative(
        `${text}\n\nView on ProNet: https://pronet.example/n/${i}`,
        `<p>${text}</p>`,
        `pn-${i}`,
      ),
    });
  }
  const parcels = [
    ['2026-02-16', '3310 8842 1190', 'Lindqvist Verkstad AB, Jönköping', 'is on its way'],
    ['2026-02-18', '3310 8842 1190', 'Lindqvist Verkstad AB, Jönköping', 'has been delivered'],
    ['2026-04-10', '7741 2290 5512', 'Lindqvist Verkstad AB, Jönköping', 'is on its way'],
    ['2026-04-14', '7741 2290 5512', 'Lindqvist Verkstad AB, Jönköping', 'has been delivered'],
  ] as const;
  for (const [i, [date, tracking, to, state]] of parcels.entries()) {
    out.push({
      id: `parcel-${i + 1}`,
      from: 'DHL Express <noreply@dhl-notify.example>',
      subject: `Your shipment ${tracking} ${state}`,
      date: `${date}T15:00:00Z`,
      mime: html(
        `<p>Your shipment <b>${tracking}</b> to ${to} ${state}.</p><p>Track at https://dhl-notify.example/t/${tracking.replace(/ /g, '')}</p>`,
      ),
    });
  }
  const billing = [
    ['2026-02-01', 'February', 'USD 348.00'],
    ['2026-03-01', 'March', 'USD 348.00'],
    ['2026-04-01', 'April', 'USD 412.00'],
  ] as const;
  for (const [i, [date, month, amount]] of billing.entries()) {
    out.push({
      id: `hubflow-invoice-${i + 1}`,
      from: 'Hubflow Billing <billing@hubflow.example>',
      subject: `Your Hubflow invoice for ${month} 2026`,
      date: `${date}T03:00:00Z`,
      mime: alternative(
        `Hi Noor,\n\nYour invoice for ${month} 2026 is ready: ${amount}, charged to Visa ending 4412.\n\nThe Hubflow team`,
        `<p>Hi Noor,</p><p>Your invoice for ${month} 2026 is ready: <b>${amount}</b>.</p>`,
        `hf-${i}`,
      ),
    });
  }
  const calendar = [
    ['2026-02-23', 'Weekly pipeline review', 'Monday 2 March 2026, 09:00 - 09:30 (GMT)', HANNA],
    ['2026-03-25', 'Quillstone offsite - Q2 planning', 'Thursday 16 April 2026, 09:00 - 17:00 (BST)', HANNA],
  ] as const;
  for (const [i, [date, title, when, organiser]] of calendar.entries()) {
    out.push({
      id: `calendar-${i + 1}`,
      from: organiser,
      subject: `Invitation: ${title} @ ${when}`,
      date: `${date}T10:00:00Z`,
      mime: alternative(
        `You have been invited to the following event.\n\n${title}\nWhen: ${when}\nOrganizer: hanna@quillstone.example\n\nReply: Yes / No / Maybe`,
        `<p>You have been invited to the following event.</p><h3>${title}</h3><p>${when}</p>`,
        `cal-${i}`,
      ),
    });
  }
  const webinars = [
    ['2026-03-03', 'Webinar: Qualifying PEEK for oil & gas spares', 'Thursday 19 March, 14:00 CET'],
    ['2026-04-07', 'Last chance: Designing for MJF - free webinar', 'Tuesday 21 April, 15:00 CEST'],
  ] as const;
  for (const [i, [date, subject, when]] of webinars.entries()) {
    out.push({
      id: `webinar-${i + 1}`,
      from: 'Polymer Academy <events@polymeracademy.example>',
      subject,
      date: `${date}T07:30:00Z`,
      mime: html(
        `<h2>${subject}</h2><p>${when}. Seats are limited.</p><p><a href="https://polymeracademy.example/register">Register now</a></p>`,
      ),
    });
  }
  const pitches = [
    [
      '2026-02-25',
      'quick question, Noor',
      'Noor - are you the right person to talk to about outbound lead generation at Quillstone? We booked 40 meetings last month for a filament brand.',
    ],
    [
      '2026-03-10',
      'Re: quick question, Noor',
      'Just bumping this to the top of your inbox. 15 minutes this week?',
    ],
  ] as const;
  for (const [i, [date, subject, text]] of pitches.entries()) {
    out.push({
      id: `leadgen-${i + 1}`,
      from: 'Brad Collins <brad@leadsurge.example>',
      subject,
      date: `${date}T14:00:00Z`,
      mime: `Content-Type: text/plain; charset=utf-8\n\n${text}\n\nBrad Collins | Growth @ LeadSurge`,
    });
  }
  out.push({
    id: 'security-alert',
    from: 'Quillstone IT <it-noreply@quillstone.example>',
    subject: 'New sign-in to your Quillstone account',
    date: '2026-03-08T21:14:00Z',
    mime: 'Content-Type: text/plain; charset=utf-8\n\nWe noticed a new sign-in to your account from Riyadh, Saudi Arabia (Chrome on Windows). If this was you, no action is needed.',
  });
  out.push({
    id: 'expense-approved',
    from: 'Expensio <no-reply@expensio.example>',
    subject: 'Expense report "Riyadh trip Feb 2026" approved',
    date: '2026-03-04T09:00:00Z',
    mime: html(
      '<p>Your expense report <b>Riyadh trip Feb 2026</b> (GBP 1,842.60) was approved by Hanna Berg and will be paid with the March payroll.</p>',
    ),
  });
  return out;
}

/** Every message, raw and plain, in order of date. */
function allMessages(): { date: number; text: string }[] {
  const context = { owner: NOOR, idDomain: ID_DOMAIN };
  return [
    ...PLAIN.map((m) => ({ date: new Date(m.date).getTime(), text: mboxMessage(m, context) })),
    ...[...RAW, ...noise()].map((m) => ({ date: new Date(m.date).getTime(), text: rawMessage(m) })),
  ].sort((a, b) => a.date - b.date);
}

export const DEV3_MESSAGE_COUNT = PLAIN.length + RAW.length + noise().length;

/** Every message's date (ms), for the set's shape test. */
export const dev3MessageDates = () => allMessages().map((m) => m.date);

export const DEV3_DATASET: EvalDataset = {
  name: 'dev3',
  owner: DEV3_OWNER,
  now: DEV3_NOW,
  mbox: () =>
    Buffer.from(
      allMessages()
        .map((m) => m.text)
        .join('\n'),
    ),
  describe: () => `${DEV3_MESSAGE_COUNT} hand-written dev3 messages`,
  contactsCsv: contactsCsv([
    [
      'Jonas',
      'Albrecht',
      'j.albrecht@brennholt-mb.example',
      'Brennholt Maschinenbau',
      'Head of Procurement',
      '+49 371 555 2210',
      '',
    ],
    [
      'Katrin',
      'Vogt',
      'k.vogt@brennholt-mb.example',
      'Brennholt Maschinenbau',
      'CFO',
      '+49 371 555 2201',
      'Signs off anything over EUR 25k.',
    ],
    [
      'Omar',
      'Farouk',
      'omar.farouk@tarsis-aero.example',
      'Tarsis Aerospace',
      'Director of Engineering',
      '',
      'Met at AME Summit 2025.',
    ],
    [
      'Layla',
      'Nasser',
      'layla.nasser@tarsis-aero.example',
      'Tarsis Aerospace',
      'Head of Procurement',
      '+971 4 555 0350',
      '',
    ],
    [
      'Priya',
      'Nair',
      'priya.nair@nordbay-group.example',
      'Vireo Medical Devices',
      'Senior Buyer',
      '',
      'Vireo is part of Nordbay Group; invoices go to Nordbay Shared Services.',
    ],
    [
      'Graham',
      'Pike',
      'graham.pike@atlastooling.example',
      'Atlas Tooling',
      '',
      '',
      'Prefers WhatsApp over email.',
    ],
    ['Hannah', 'Kraus', 'hkraus@meridian-pumps.example', 'Meridian Pumps', 'CTO', '', ''],
    [
      'Mariam',
      'Al-Sayed',
      'mariam@aldana-ind.example',
      'Al Dana Industries',
      'Procurement Manager',
      '+974 4455 0128',
      '',
    ],
    [
      'Mariam',
      'Youssef',
      'm.youssef@nilemark.example',
      'Nilemark Trading',
      'Commercial Director',
      '+20 2 5555 0190',
      'Distributor for Egypt.',
    ],
    ['Søren', 'Østergaard', SOREN_ADDR, 'Sørensen Plast', 'Head of Purchasing', '', ''],
    ['Inês', 'Carvalho', INES_ADDR, 'Portucast', 'Pattern Shop Manager', '', ''],
    [
      'Tomás',
      'Reyes',
      TOMAS_ADDR,
      'Reyes Advisory',
      'Founder',
      '+351 21 555 0110',
      'Advisor; knows everyone in Iberian foundries.',
    ],
    [
      'Daniel',
      'Okafor',
      'daniel.okafor@harbor-robotics.example',
      'Harbor Robotics',
      'Operations Director',
      '',
      '',
    ],
    ['Yusuf', 'Demir', 'yusuf@demirkalip.example', 'Demir Kalıp', 'Owner', '+90 212 555 0147', ''],
    [
      'Elin',
      'Sandberg',
      'elin.sandberg@lindqvist-verkstad.example',
      'Lindqvist Verkstad',
      'Production Engineer',
      '',
      '',
    ],
    [
      'Farah',
      'Qureshi',
      'farah.qureshi@gulfpolymer.example',
      'Gulf Polymer Works',
      'Category Manager',
      '+971 4 555 0193',
      'Met at the Riyadh summit dinner in Feb 2026.',
    ],
    ['Hanna', 'Berg', 'hanna@quillstone.example', 'Quillstone', 'CEO', '+44 20 5555 0100', ''],
    [
      'Ravi',
      'Menon',
      'ravi@quillstone.example',
      'Quillstone',
      'Technical Applications Lead',
      '+44 20 5555 0151',
      '',
    ],
  ]),
  updates: [
    {
      at: '2026-02-20T15:00:00Z',
      text: 'Back from Riyadh. Met Farah Qureshi (Gulf Polymer Works) at the summit dinner - they spend roughly $300k a year on PEEK and ULTEM filament and are open to a second supplier. Send her the PEEK datasheet and follow up in 3 weeks.',
    },
    {
      at: '2026-03-12T15:00:00Z',
      text: 'Call with Katrin + Jonas: Brennholt signs the 24-month PA12 deal at €39,500/yr, net 45. PO expected within 3 weeks.',
    },
    {
      at: '2026-03-27T15:00:00Z',
      text: 'Omar sounded cold on the phone. Fennec quoted Tarsis around $26k. Hanna ok with $27,900 as our floor. If they go with Fennec we lose ~$28k ARR.',
    },
    {
      at: '2026-04-01T15:00:00Z',
      text: 'Yusuf (Demir Kalıp) hasnt answered the 7% proposal. try his office line next week, he prefers phone.',
    },
    {
      at: '2026-04-09T15:00:00Z',
      text: 'Call with Inês Carvalho and Rui Matos (Portucast): pilot of 50 kg casting resin for €3,200, starting in May. Send the pilot agreement and follow up with Inês in 10 days.',
    },
    {
      at: '2026-04-10T15:00:00Z',
      text: 'Atlas visit moved to 24 April. Bring TPU-95A v2 samples + the new settings guide. Graham says Atlas could grow to ~£40k/yr if the profiles work.',
    },
    {
      at: '2026-04-13T15:00:00Z',
      text: 'Mariam Youssef wants the Arabic brochure before the Cairo Plastics Expo on 5 May. Ask marketing; follow up next Monday.',
    },
    {
      at: '2026-04-14T15:00:00Z',
      text: 'Daniel Okafor: Harbor pays INV-2026-118 (€7,450) in the 20 April payment run. Check with Theo on 21 April.',
    },
  ],
};
