/**
 * HTML to text in one pass (issue 21), for a body, the snippet and search: the text html-to-text
 * gave with `body.ts`'s options (html-to-text 10's block elements, line breaks and list, quote
 * and heading formats; `htmlText.test.ts` compares the two), without building a DOM and matching
 * selectors against it: html-to-text was a fifth of a parse worker's CPU on real mail. Table cells
 * are written in a row, three spaces apart, not padded into columns. Linear in the HTML's length:
 * every search moves on from where the last one ended.
 */
import { decodeHTML } from 'entities';

/** html-to-text's block elements: line breaks before and after. */
const BLOCKS: Record<string, readonly [before: number, after: number]> = {
  article: [1, 1],
  aside: [1, 1],
  blockquote: [2, 2],
  div: [1, 1],
  footer: [1, 1],
  form: [1, 1],
  h1: [3, 2],
  h2: [3, 2],
  h3: [3, 2],
  h4: [2, 2],
  h5: [2, 2],
  h6: [2, 2],
  header: [1, 1],
  hr: [2, 2],
  li: [1, 1],
  main: [1, 1],
  nav: [1, 1],
  ol: [2, 2],
  p: [2, 2],
  pre: [2, 2],
  section: [1, 1],
  table: [2, 2],
  tr: [1, 1],
  ul: [2, 2],
};
/** Headings html-to-text writes in capitals (`body.ts` keeps h1–h3 as written). */
const UPPERCASE = new Set(['h4', 'h5', 'h6']);
/** Elements whose content is never text, each with the pattern of its end tag. */
const SKIPPED: ReadonlyMap<string, RegExp> = new Map([
  ['script', /<\/script[\s>/]/gi],
  ['style', /<\/style[\s>/]/gi],
]);
const HR = '-'.repeat(40);
const CELL_SPACING = '   ';

const TAG_NAME = /<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)/y;
const BODY_TAG = /<body[\s>/]/i;
const BODY_END = /<\/body/gi;
const WHITESPACE = /[ \t\r\n\f\u200b]+/;

class TextWriter {
  private readonly lines: string[] = [];
  private line = '';
  /** Something was written: line breaks before the first word are dropped. */
  private started = false;
  private breaks = 0;
  private breakDepth = 0;
  private space = false;
  private prefix = '';
  /** The quote depth when the current line's first word was written. */
  private lineDepth = 0;
  private lastChar = '';
  private cellStart = false;
  quoteDepth = 0;
  upper = 0;
  /** Cells written in the current row. */
  cells = 0;

  requestBreaks(count: number): void {
    if (!this.started || this.cellStart) return;
    if (this.breaks === 0 || this.quoteDepth < this.breakDepth) this.breakDepth = this.quoteDepth;
    this.breaks = Math.max(this.breaks, count);
  }

  lineBreak(): void {
    this.flushBreaks();
    this.lines.push(this.quoted(this.line, this.line === '' ? this.quoteDepth : this.lineDepth));
    this.line = '';
    this.space = false;
    this.started = true;
  }

  closeCell(): void {
    this.breaks = 0;
    this.cellStart = false;
  }

  /** A list item's marker, written before its first word. */
  itemPrefix(prefix: string): void {
    this.prefix = prefix;
  }

  /**
   * A table cell: cells of a row on one line; line breaks a block asks for at the cell's start
   * or end are dropped, so rows are one line break apart (as html-to-text lays them out).
   */
  openCell(): void {
    this.cellStart = true;
    if (this.cells++ > 0 && this.line !== '') {
      this.line += CELL_SPACING;
      this.lastChar = ' ';
      this.space = false;
    }
  }

  text(raw: string): void {
    const words = decodeHTML(raw).split(WHITESPACE);
    for (let i = 0; i < words.length; i++) {
      if (i > 0) this.space = true;
      const word = words[i]!;
      if (word === '') continue;
      this.word(this.upper > 0 ? word.toUpperCase() : word);
    }
  }

  /** Preformatted text: its spaces and line breaks kept. */
  pre(raw: string): void {
    const lines = decodeHTML(raw).replace(/\r\n?/g, '\n').split('\n');
    for (let i = 0; i < lines.length; i++) {
      if (i > 0) this.lineBreak();
      if (lines[i] !== '') this.word(lines[i]!);
    }
  }

  rule(): void {
    this.word(HR);
  }

  private word(word: string): void {
    this.flushBreaks();
    this.cellStart = false;
    if (this.prefix !== '' && this.line === '') {
      this.line = this.prefix;
      this.lastChar = ' ';
      this.prefix = '';
      this.space = false;
    }
    if (this.line === '') this.lineDepth = this.quoteDepth;
    // The last character written is looked at, never the line (`endsWith` would flatten it each word).
    if (this.space && this.line !== '' && word[0] !== ' ' && this.lastChar !== ' ') this.line += ' ';
    this.line += word;
    this.lastChar = word[word.length - 1]!;
    this.space = false;
    this.started = true;
  }

  private flushBreaks(): void {
    if (this.breaks === 0) return;
    this.lines.push(this.quoted(this.line, this.lineDepth));
    for (let i = 1; i < this.breaks; i++)
      this.lines.push(this.quoted('', Math.min(this.breakDepth, this.quoteDepth)));
    this.line = '';
    this.breaks = 0;
    this.space = false;
  }

  private quoted(line: string, depth: number): string {
    const trimmed = line.trimEnd();
    return depth > 0 ? `${'> '.repeat(depth)}${trimmed}` : trimmed;
  }

  finish(): string {
    this.lines.push(this.quoted(this.line, this.lineDepth));
    let end = this.lines.length;
    while (end > 0 && this.lines[end - 1]!.replace(/^(?:> ?)+/, '').trim() === '') end--;
    let start = 0;
    while (start < end && this.lines[start]!.trim() === '') start++;
    return this.lines.slice(start, end).join('\n');
  }
}

/** Where the tag opened at `from` ends (after its `>`), quoted attribute values read through. */
function tagEnd(html: string, from: number, end: number): number {
  let quote = '';
  for (let i = from; i < end; i++) {
    const c = html[i];
    if (quote !== '') {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '>') {
      return i + 1;
    }
  }
  return end;
}

/** The text of an HTML document: the body's when it has one, else the whole document's. */
export function linearHtmlToText(html: string): string {
  const body = BODY_TAG.exec(html);
  const start = body ? body.index : 0;
  let end = html.length;
  if (body) {
    for (const close of html.matchAll(BODY_END)) if (close.index > start) end = close.index;
  }
  const out = new TextWriter();
  const lists: { ordered: boolean; n: number }[] = [];
  let preDepth = 0;
  let i = start;
  while (i < end) {
    const lt = html.indexOf('<', i);
    const textEnd = lt < 0 || lt >= end ? end : lt;
    if (textEnd > i) {
      const run = html.slice(i, textEnd);
      if (preDepth > 0) out.pre(run);
      else out.text(run);
    }
    if (textEnd === end) break;
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      i = close < 0 ? end : close + 3;
      continue;
    }
    TAG_NAME.lastIndex = lt;
    const tag = TAG_NAME.exec(html);
    if (!tag) {
      if (html[lt + 1] === '!' || html[lt + 1] === '?' || (html[lt + 1] === '/' && lt + 2 < end)) {
        i = tagEnd(html, lt + 1, end);
      } else {
        out.text('<');
        i = lt + 1;
      }
      continue;
    }
    const closing = tag[1] === '/';
    const name = tag[2]!.toLowerCase();
    i = tagEnd(html, lt + tag[0].length, end);
    const skippedEnd = closing ? undefined : SKIPPED.get(name);
    if (skippedEnd) {
      const close = skippedEnd;
      close.lastIndex = i;
      const found = close.exec(html);
      i = found ? tagEnd(html, found.index + 2, end) : end;
      continue;
    }
    if (name === 'br') {
      out.lineBreak();
      continue;
    }
    const block = BLOCKS[name];
    if (closing) {
      if (name === 'td' || name === 'th') {
        out.closeCell();
        continue;
      }
      if (block) out.requestBreaks(block[1]);
      if (name === 'blockquote' && out.quoteDepth > 0) out.quoteDepth--;
      else if ((name === 'ul' || name === 'ol') && lists.length > 0) lists.pop();
      else if (name === 'pre' && preDepth > 0) preDepth--;
      else if (UPPERCASE.has(name) && out.upper > 0) out.upper--;
      continue;
    }
    if (name === 'td' || name === 'th') {
      out.openCell();
      continue;
    }
    if (block) out.requestBreaks(block[0]);
    if (name === 'tr') out.cells = 0;
    else if (name === 'blockquote') out.quoteDepth++;
    else if (name === 'ul' || name === 'ol') lists.push({ ordered: name === 'ol', n: 0 });
    else if (name === 'pre') preDepth++;
    else if (UPPERCASE.has(name)) out.upper++;
    else if (name === 'hr') {
      out.rule();
      out.requestBreaks(block![1]);
    } else if (name === 'li') {
      const list = lists[lists.length - 1];
      out.itemPrefix(list?.ordered ? ` ${++list.n}. ` : ' * ');
    }
  }
  return out.finish();
}
