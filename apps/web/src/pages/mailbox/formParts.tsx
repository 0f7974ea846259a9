/** Small form parts the mailbox screens share: a labelled native select and an error note. */
import { errorDescription } from '@rapport/sdk';
import { useId } from 'react';
import { css, cx } from '../../../styled-system/css';
import { input } from '../../../styled-system/recipes/input';
import { labelClass } from '../../components/styles';

export function SelectField({
  label,
  value,
  onChange,
  options,
  hint,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  options: ReadonlyArray<{ value: string; label: string }>;
  hint?: string | undefined;
}) {
  const id = useId();
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className={css({ position: 'relative' })}>
        <select
          id={id}
          className={cx(input(), css({ appearance: 'none', pe: '9', cursor: 'pointer' }))}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={hint ? `${id}-hint` : undefined}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <span
          aria-hidden="true"
          className={css({
            position: 'absolute',
            insetInlineEnd: '3',
            top: '50%',
            transform: 'translateY(-50%)',
            pointerEvents: 'none',
            color: 'fg.muted',
            fontSize: 'xs',
          })}
        >
          ▼
        </span>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className={css({ color: 'fg.muted', fontSize: 'xs' })}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The server's refusal (its `detail`) in words, announced. */
export function ErrorNote({ error, fallback }: { error: unknown; fallback: string }) {
  return (
    <p role="alert" className={css({ color: 'destructive.text', fontSize: 'sm' })}>
      {errorDescription(error, fallback)}
    </p>
  );
}

/** A native file input whose button looks like the kit's outline button. */
export const fileInputClass = css({
  fontSize: 'sm',
  color: 'fg',
  '&::file-selector-button': {
    me: '3',
    h: '9',
    px: '3',
    rounded: 'md',
    borderWidth: '1px',
    borderColor: 'border.strong',
    bg: 'bg.surface',
    color: 'fg',
    fontWeight: 'medium',
    cursor: 'pointer',
  },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'ring', outlineOffset: '2px', rounded: 'md' },
});
