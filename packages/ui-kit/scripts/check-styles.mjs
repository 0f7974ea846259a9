// Fails the build when dist/styles.css misses what the components rely on (e.g. if the panda
// config stops emitting every recipe variant or the dark condition changes).
import { readFileSync } from 'node:fs';

const css = readFileSync(new URL('../dist/styles.css', import.meta.url), 'utf8');
const required = [
  '@layer reset, base, tokens, recipes, utilities',
  '[data-theme=dark] {',
  '--colors-bg:',
  '--colors-destructive:',
  '.button--variant_solid',
  '.button--variant_outline',
  '.button--variant_ghost',
  '.button--variant_destructive',
  '.field__label',
  '.input--size_md',
  '.password-input__visibilityTrigger',
  '.pin-input__input',
  '.toast__root',
  '.avatar__fallback',
  '.menu__content',
  'width: var(--sizes-56)',
  '.progress__range',
  '.drawer__backdrop',
  '.editable__preview',
  '.dialog__content',
  '.segmented-control__item',
  '.tabs__trigger',
  '.tooltip__content',
  '.spinner',
  '.logo__mark',
];
const missing = required.filter((needle) => !css.includes(needle));
if (missing.length > 0) {
  console.error(`dist/styles.css is missing:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
console.log(`dist/styles.css ok (${css.length} bytes, ${required.length} checks)`);
