import { badRequest } from './errors.js';

/**
 * Text the database cannot keep: PostgreSQL refuses NUL in a text value (a 500 if it got that
 * far), and an unpaired UTF-16 surrogate (`"\ud800"` is valid JSON) has no UTF-8 form, so it is
 * either refused or silently turned into U+FFFD. Both are bad input, said before any query.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function problem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain NUL characters (\\u0000)';
  if (LONE_SURROGATE.test(text)) return 'is not valid Unicode (an unpaired surrogate)';
  return undefined;
}

/**
 * Walks a parsed value (params, query or JSON body) and throws a 400 naming the first string,
 * key or value, that cannot be stored. Iterative: a deeply nested body cannot overflow the stack.
 */
export function assertStorableText(value: unknown, where: string): void {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop() as [unknown, string];
    if (typeof item === 'string') {
      const why = problem(item);
      if (why) throw badRequest(`${path || where}: ${why}`, 'validation_error');
    } else if (Array.isArray(item)) {
      item.forEach((child, i) => {
        stack.push([child, path ? `${path}.${i}` : String(i)]);
      });
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        const keyProblem = problem(key);
        if (keyProblem) throw badRequest(`${path || where}: a field name ${keyProblem}`, 'validation_error');
        stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
}
