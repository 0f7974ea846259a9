import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';

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

/** Tokens, sentences and entities of a text, as plain data. */
export function analyse(text: string): Analysed {
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
