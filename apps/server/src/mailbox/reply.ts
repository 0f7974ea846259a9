/**
 * Splits an email's text into fragments: what the sender wrote, quoted earlier messages and the
 * signature. The rules and patterns are email-reply-parser's (2.3.7, MIT, Crisp IM SAS), kept
 * fragment for fragment (reply.test.ts compares the two on the demo mailbox and on edge cases).
 * It is re-implemented because the library walks a reversed copy of the text, reversing each
 * line again for every pattern it tries: a third of the CPU spent parsing an mbox import went
 * there (docs/decisions.md). Here lines are read from the last one up, as they are.
 */

export interface ReplyFragment {
  content: string;
  /** A quoted earlier message (`>` lines, or the header above them). */
  quoted: boolean;
  signature: boolean;
  /** Quoted, signature or empty: not the sender's own words. */
  hidden: boolean;
}

/** Lines that introduce a quoted message ("On … wrote:", "From: …", "-----Original Message-----"). */
const QUOTE_HEADERS: readonly RegExp[] = [
  /^-*\s*(On\s.+\s.+\n?wrote:{0,1})\s{0,1}-*$/m,
  /^-*\s*(Le\s.+\s.+\n?écrit\s?:{0,1})\s{0,1}-*$/m,
  /^-*\s*(El\s.+\s.+\n?escribió:{0,1})\s{0,1}-*$/m,
  /^-*\s*(Il\s.+\s.+\n?scritto:{0,1})\s{0,1}-*$/m,
  /^-*\s*(Em\s.+\s.+\n?escreveu:{0,1})\s{0,1}-*$/m,
  /^\s*(Am\s.+\s)\n?\n?schrieb.+\s?(\[|<).+(\]|>):$/m,
  /^\s*(Op\s[\s\S]+?\n?schreef[\s\S]+:)$/m,
  /^\s*((W\sdniu|Dnia)\s[\s\S]+?(pisze|napisał(\(a\))?):)$/mu,
  /^\s*(Den\s.+\s\n?skrev\s.+:)$/m,
  /^\s*(pe\s.+\s.+\n?kirjoitti:)$/m,
  /^\s*(Am\s.+\sum\s.+\s\n?schrieb\s.+:)$/m,
  /^\s*(ср,\s.+\n? г\. в\s.+,\s.+[[|<].+[\]|>]:)$/m,
  /^(在[\s\S]+写道：)$/m,
  /^(20[0-9]{2}\..+\s작성:)$/m,
  /^(20[0-9]{2}\/.+のメッセージ:)$/m,
  /^(.+\s<.+>\sschrieb:)$/m,
  /^(.+\son.*at.*wrote:)$/m,
  /^\s*(From\s?:.+\s?\n?\s*[[|<].+[\]|>])/m,
  /^\s*(Von\s?:.+\s?\n?\s*[[|<].+[\]|>])/m,
  /^\s*(De\s?:.+\s?\n?\s*(\[|<).+(\]|>))/m,
  /^\s*(Van\s?:.+\s?\n?\s*(\[|<).+(\]|>))/m,
  /^\s*(Da\s?:.+\s?\n?\s*(\[|<).+(\]|>))/m,
  /^(20[0-9]{2})-([0-9]{2}).([0-9]{2}).([0-9]{2}):([0-9]{2})\n?(.*)>:$/m,
  /^\s*([a-z]{3,4}\.\s[\s\S]+\sskrev\s[\s\S]+:)$/m,
  /^([0-9]{2}).([0-9]{2}).(20[0-9]{2})(.*)(([0-9]{2}).([0-9]{2}))(.*)"( *)<(.*)>( *):$/m,
  /^[0-9]{2}:[0-9]{2}(.*)[0-9]{4}(.*)"( *)<(.*)>( *):$/,
  /^(.*)[0-9]{4}(.*)from(.*)<(.*)>:$/,
  /^-{1,12} ?(O|o)riginal (M|m)essage ?-{1,12}$/i,
  /^-{1,12} ?(O|o)prindelig (B|b)esked ?-{1,12}$/i,
  /^-{1,12} ?(M|m)essage d'origine ?-{1,12}$/i,
  /^-{1,12} ?(U|u)rsprüngliche (N|n)achricht ?-{0,12}$/i,
];

/** Lines that open a signature: separators and sign-offs ("Sent from my iPhone", "Regards"). */
const SIGNATURE_LINES: readonly RegExp[] = [
  /^\s*-{2,4}$/,
  /^\s*_{2,4}$/,
  /^-- $/,
  /^\+{2,4}$/,
  /^={2,4}$/,
  /^________________________________$/,
  /^Sent from (?:\s*.+)$/,
  /^Get Outlook for (?:\s*.+).*/m,
  /^Cheers,?!?$/im,
  /^Best wishes,?!?$/im,
  /^\w{0,20}\s?(\sand\s)?Regards,?!?！?$/im,
  /^Von (?:\s*.+) gesendet$/,
  /^Gesendet von (?:\s*.+) für (?:\s*.+)$/,
  /^Sendt fra (?:\s*.+)$/,
  /^Envoyé depuis (?:\s*.+)$/,
  /^Envoyé de mon (?:\s*.+)$/,
  /^Envoyé à partir de (?:\s*.+)$/,
  /^Télécharger Outlook pour (?:\s*.+).*/m,
  /^Bien . vous,?!?$/im,
  /^\w{0,20}\s?cordialement,?!?$/im,
  /^Bonne (journ.e|soir.e)!?$/im,
  /^Enviado desde (?:\s*.+)$/,
  /^-*\s*(In\sdata\s.+\s.+\n?scritto:{0,1})\s{0,1}-*$/m,
  /^Verzonden vanaf (?:\s*.+)$/,
  /^Verstuurd vanaf (?:\s*.+)$/,
];

const isQuoteHeader = (line: string) => QUOTE_HEADERS.some((r) => r.test(line));
const isSignature = (line: string) => SIGNATURE_LINES.some((r) => r.test(line));

/** A quote header wrapped over two lines ("On Tue, Jane\nwrote:") is joined back into one. */
function joinWrappedQuoteHeaders(text: string): string {
  let joined = text;
  for (const header of QUOTE_HEADERS) {
    const group = joined.match(header)?.[1];
    if (group !== undefined) joined = joined.replace(group, group.replace(/\n/g, ' '));
  }
  return joined;
}

interface Draft {
  /** From the bottom up: the fragment's last line first. */
  lines: string[];
  quoted: boolean;
  signature: boolean;
}

/** The text's fragments in reading order. */
export function readReply(input: string): ReplyFragment[] {
  const lines = joinWrappedQuoteHeaders(input.replace(/\r\n/g, '\n')).split('\n');
  const drafts: Draft[] = [];
  /** Whether a line is a signature line, for the line just added (tested again as `last`). */
  let lastIsSignature = false;
  let fragment: Draft | null = null;
  const close = (draft: Draft) => drafts.push(draft);

  for (let i = lines.length - 1; i >= 0; i--) {
    const raw = lines[i]!;
    const rawIsSignature = isSignature(raw);
    const line = rawIsSignature ? raw : raw.trimEnd();
    if (fragment) {
      const last = fragment.lines[fragment.lines.length - 1]!;
      if (lastIsSignature) {
        fragment.signature = true;
        close(fragment);
        fragment = null;
      } else if (line === '' && isQuoteHeader(last)) {
        fragment.quoted = true;
        close(fragment);
        fragment = null;
      }
    }
    const quoted = line.startsWith('>');
    const continues =
      fragment !== null &&
      (fragment.quoted === quoted || (fragment.quoted && (line === '' || isQuoteHeader(line))));
    if (!continues) {
      if (fragment) close(fragment);
      fragment = { lines: [], quoted, signature: false };
    }
    fragment!.lines.push(line);
    lastIsSignature = line === raw ? rawIsSignature : isSignature(line);
  }
  if (fragment) close(fragment);

  return drafts.reverse().map((d) => {
    const content = d.lines.reverse().join('\n').replace(/^\n/, '');
    return {
      content,
      quoted: d.quoted,
      signature: d.signature,
      hidden: d.quoted || d.signature || d.lines.join('') === '',
    };
  });
}
