/** §2: a mode switch between Input Mode and Query Mode (a radio group, arrow-key navigable). */
import type { ChatMode } from '@rapport/sdk';
import { css } from '../../../styled-system/css';

const OPTIONS: Array<{ value: ChatMode; label: string }> = [
  { value: 'input', label: 'Input Mode' },
  { value: 'query', label: 'Query Mode' },
];

export function ModeSwitch({ mode, onChange }: { mode: ChatMode; onChange(mode: ChatMode): void }) {
  return (
    <div
      role="radiogroup"
      aria-label="Chat mode"
      className={css({ display: 'inline-flex', p: '1', gap: '1', bg: 'bg.muted', rounded: 'lg' })}
    >
      {OPTIONS.map((option) => (
        <label
          key={option.value}
          className={css({
            position: 'relative',
            px: '3',
            py: '1.5',
            fontSize: 'sm',
            fontWeight: 'medium',
            rounded: 'md',
            cursor: 'pointer',
            color: 'fg.muted',
            '&:has(input:checked)': { bg: 'bg.surface', color: 'fg', shadow: 'sm' },
            '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'ring' },
          })}
        >
          <input
            type="radio"
            name="chat-mode"
            value={option.value}
            checked={mode === option.value}
            onChange={() => onChange(option.value)}
            className={css({
              position: 'absolute',
              opacity: 0,
              w: 'full',
              h: 'full',
              inset: 0,
              m: 0,
              cursor: 'pointer',
            })}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
