import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from 'html-to-text';
import { describe, expect, it } from 'vitest';
import { realMailCorpus } from '../../test/realMailCorpus';
import { splitBody } from './body';
import { demoMessages } from './demo';
import { linearHtmlToText } from './htmlText';
import { parseMime } from './mime';

/** html-to-text with the options `body.ts` gave it until issue 21: the reference for the text. */
const reference = compile({
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'h3', options: { uppercase: false } },
    { selector: 'table', format: 'dataTable' },
  ],
});

/** Words in reading order, without list markers, quote marks and rules. */
const words = (text: string) =>
  text.split(/[\s>*]+/).filter((w) => w !== '' && !/^-+$/.test(w) && !/^\d+\.$/.test(w));

/** The text's characters, sorted, without spaces, list markers, quote marks and rules. */
const letters = (text: string) => [...words(text).join('')].sort().join('');

const CASES = [
  '<style>p{color:red}</style><p>Hi</p>',
  '<html><head><title>T</title><style>x{}</style></head><body><p>A</p><script>var a = "</p>"</script>B</body></html>',
  '<title>T</title>hello',
  'a<br>b<br><br>c',
  '<p>one</p><p>two</p>text<div>d1</div><div>d2</div>',
  '<h1>Head</h1>x<h4>h4</h4>y',
  '<ul><li>a</li><li>b</li></ul>after',
  '<ol><li>a</li><li>b</li></ol>',
  '<blockquote><p>q1</p><p>q2</p></blockquote>me',
  'Hi<blockquote>On Mon, Jane wrote:<br>old</blockquote>',
  '<hr>',
  'x &amp; y &nbsp;z &#233; &#xe9; &bogus; &copy',
  '<pre>  a\n   b</pre>',
  'a   \n  b',
  '<a href="x">link</a> <img alt="i" src="s">',
  '<!-- c --><p>p</p>',
  '<div><div>nested</div></div>x',
  '<span>a</span><span>b</span> c',
  'a <b title="x > y">bold</b> c',
  'x < y and y > z',
  '<DIV>Upper</DIV><P>Case</P>',
];

describe('linearHtmlToText', () => {
  it.each(CASES.map((html, i) => [i, html] as const))(
    'writes what html-to-text writes: case %i',
    (_i, html) => {
      expect(linearHtmlToText(html)).toBe(reference(html));
    },
  );

  it('writes table cells in a row, three spaces apart', () => {
    const html = '<table><tr><td>a</td><td>bb</td></tr><tr><td>ccc</td><td>d</td></tr></table>x';
    expect(linearHtmlToText(html)).toBe('a   bb\nccc   d\n\nx');
    expect(words(linearHtmlToText(html))).toEqual(words(reference(html)));
  });

  it('reads the same words as html-to-text in every HTML part of the real-mail corpus, the mail fixtures and the demo mailbox', async () => {
    const fixtures = join(import.meta.dirname, '../../test/fixtures/mail');
    const sources = [
      ...realMailCorpus().map((m) => m.raw),
      ...readdirSync(fixtures)
        .filter((f) => f.endsWith('.eml'))
        .map((f) => readFileSync(join(fixtures, f))),
      ...demoMessages(600).map((m) => Buffer.from(m)),
    ];
    let compared = 0;
    let exact = 0;
    for (const raw of sources) {
      const html = (await parseMime(new Uint8Array(raw)).catch(() => null))?.html;
      if (!html?.trim()) continue;
      const ours = linearHtmlToText(html);
      const theirs = reference(html);
      if (ours === theirs) exact++;
      // html-to-text lays table cells out in columns, so a cell of several lines is read across
      // (and a cell's last word sometimes glued to the next cell's first): the same characters.
      const [a, b] = /<table/i.test(html) ? [letters(ours), letters(theirs)] : [words(ours), words(theirs)];
      expect(a, html.slice(0, 200)).toEqual(b);
      // Quotes still split off: the quoted text holds the same words.
      expect(words(splitBody(ours).quotedText)).toEqual(words(splitBody(theirs).quotedText));
      compared++;
    }
    expect(compared).toBeGreaterThan(100);
    expect(exact).toBeGreaterThan(compared / 2);
  });
});
