import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';
import { fold } from '../lib/fold.js';

type WinkInstance = ReturnType<typeof winkNLP>;

let instance: WinkInstance | undefined;

/**
 * The shared wink-nlp instance. Built lazily: loading the English model takes
 * ~100-250 ms, and a server that never classifies text should not pay for it.
 * The model is read-only once loaded, so sharing one instance is safe.
 */
export function getNlp(): WinkInstance {
  instance ??= winkNLP(model);
  return instance;
}

export interface TokenInfo {
  /** Text as written. */
  value: string;
  /** Lower-cased, contractions expanded by wink ("n't" → "not"). */
  normal: string;
  lemma: string;
  /** Universal POS tag (VERB, AUX, PROPN...). */
  pos: string;
  /** wink token type: word, number, email, emoji, punctuation, url, time... */
  type: string;
}

export interface EntityInfo {
  value: string;
  type: string;
}

export interface Analysed {
  tokens: TokenInfo[];
  sentences: string[];
  entities: EntityInfo[];
}

/** A letter beyond Latin-1 ("ś", "Ł", "ő"), which wink's tokenizer would cut a word at. */
const BEYOND_LATIN1 = /[\u0100-\uffff]/gu;

/**
 * The text with every letter beyond Latin-1 written as a plain one of the same case and length
 * ("Wiśniewski" → "Wisniewski"), so wink reads "Wiśniewski" as one word; undefined when there is none.
 */
function latin1StandIns(text: string): string | undefined {
  let changed = false;
  const out = text.replace(BEYOND_LATIN1, (c) => {
    if (!/\p{L}/u.test(c)) return c;
    const plain = fold(c).charAt(0);
    const stand = /[a-z]/.test(plain) ? plain : 'x';
    changed = true;
    return c === c.toLowerCase() ? stand : stand.toUpperCase();
  });
  return changed ? out : undefined;
}

/**
 * Maps what wink returned for the stand-in text back to the text as written: each piece is found
 * in order in the stand-in text, and the same span of the original is taken.
 */
function restorer(original: string, standIn: string): (piece: string) => string {
  let cursor = 0;
  return (piece) => {
    const at = standIn.indexOf(piece, cursor);
    if (at === -1) return piece;
    cursor = at + piece.length;
    return original.slice(at, at + piece.length);
  };
}

/** Tokens, sentences and entities of a text, as plain data. */
export function analyse(text: string): Analysed {
  const standIn = latin1StandIns(text);
  if (standIn === undefined) return analyseLatin1(text);
  const read = analyseLatin1(standIn);
  const token = restorer(text, standIn);
  const tokens = read.tokens.map((t) => {
    const value = token(t.value);
    if (value === t.value) return t;
    return { ...t, value, normal: value.toLowerCase(), lemma: value.toLowerCase() };
  });
  const sentence = restorer(text, standIn);
  const entity = (value: string) => {
    const at = standIn.indexOf(value);
    return at === -1 ? value : text.slice(at, at + value.length);
  };
  return {
    tokens,
    sentences: read.sentences.map(sentence),
    entities: read.entities.map((e) => ({ ...e, value: entity(e.value) })),
  };
}

function analyseLatin1(text: string): Analysed {
  const nlp = getNlp();
  const its = nlp.its;
  const doc = nlp.readDoc(text);
  const values = doc.tokens().out();
  const normals = doc.tokens().out(its.normal);
  // wink's typings give `its.lemma` an addons parameter `out()` does not accept; at run time it is a plain "its" helper.
  const lemmas = doc.tokens().out(its.lemma as typeof its.normal);
  const pos = doc.tokens().out(its.pos);
  const types = doc.tokens().out(its.type);
  const tokens: TokenInfo[] = values.map((value, i) => ({
    value,
    normal: String(normals[i] ?? value.toLowerCase()),
    lemma: String(lemmas[i] ?? value.toLowerCase()),
    pos: String(pos[i] ?? 'X'),
    type: String(types[i] ?? 'word'),
  }));
  const entities = (doc.entities().out(its.detail) as unknown as EntityInfo[]).map((e) => ({
    value: e.value,
    type: e.type,
  }));
  return { tokens, sentences: doc.sentences().out(), entities };
}
