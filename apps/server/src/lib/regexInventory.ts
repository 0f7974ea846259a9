/**
 * Every regular expression written in a set of source files, found with the TypeScript parser:
 * the literals (`/…/flags`) and the `new RegExp(…)` calls (whose pattern is built at run time, so
 * only their place is reported). `linearity.test.ts` uses it to make sure no pattern that reads
 * mail or a question escapes its check.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';

export interface FoundPattern {
  file: string;
  line: number;
  /** The literal as written (`/^a+$/i`), or the `new RegExp(…)` call's text. */
  text: string;
  /** Built at run time (`new RegExp`): not evaluable from the source alone. */
  dynamic: boolean;
}

export function patternsIn(file: string): FoundPattern[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: FoundPattern[] = [];
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral)
      found.push({ file, line: at(node), text: node.getText(), dynamic: false });
    else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      node.expression.getText() === 'RegExp'
    )
      found.push({ file, line: at(node), text: node.getText(), dynamic: true });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A literal's RegExp (flags kept). */
export function evaluateLiteral(text: string): RegExp {
  const end = text.lastIndexOf('/');
  return new RegExp(text.slice(1, end), text.slice(end + 1));
}
