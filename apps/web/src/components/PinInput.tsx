/**
 * A numeric one-time-code input with one box per digit (decisions.md: 6 slots drawn).
 * Typing moves forward, Backspace moves back, pasting fills every slot.
 */
import { type ClipboardEvent, type KeyboardEvent, useId, useRef } from 'react';
import { css } from '../../styled-system/css';

export interface PinInputProps {
  length: number;
  value: string;
  onChange(value: string): void;
  onComplete?(value: string): void;
  label: string;
  disabled?: boolean;
}

export function PinInput({ length, value, onChange, onComplete, label, disabled }: PinInputProps) {
  const labelId = useId();
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const digits = Array.from({ length }, (_, i) => value[i] ?? '');

  const update = (next: string) => {
    const clean = next.replace(/\D/g, '').slice(0, length);
    onChange(clean);
    if (clean.length === length) onComplete?.(clean);
  };

  const setDigit = (index: number, digit: string) => {
    const chars = digits.slice();
    chars[index] = digit;
    update(chars.join(''));
    if (digit && index < length - 1) refs.current[index + 1]?.focus();
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const chars = digits.slice();
      chars[index - 1] = '';
      update(chars.join(''));
      refs.current[index - 1]?.focus();
    } else if (event.key === 'ArrowLeft' && index > 0) refs.current[index - 1]?.focus();
    else if (event.key === 'ArrowRight' && index < length - 1) refs.current[index + 1]?.focus();
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, length);
    if (!pasted) return;
    event.preventDefault();
    update(pasted);
    refs.current[Math.min(pasted.length, length - 1)]?.focus();
  };

  return (
    <fieldset className={css({ border: 'none', p: 0, m: 0 })} aria-labelledby={labelId}>
      <legend id={labelId} className={css({ fontWeight: 'medium', fontSize: 'sm', mb: '2' })}>
        {label}
      </legend>
      <div className={css({ display: 'flex', gap: { base: '1.5', sm: '2' }, justifyContent: 'center' })}>
        {digits.map((digit, index) => (
          <input
            // Slots are positional, so the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
            key={index}
            ref={(el) => {
              refs.current[index] = el;
            }}
            value={digit}
            disabled={disabled}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={1}
            aria-label={`Digit ${index + 1} of ${length}`}
            onChange={(e) => setDigit(index, e.target.value.replace(/\D/g, '').slice(-1))}
            onKeyDown={(e) => onKeyDown(index, e)}
            onPaste={onPaste}
            onFocus={(e) => e.target.select()}
            className={css({
              w: { base: '10', sm: '12' },
              h: { base: '12', sm: '14' },
              textAlign: 'center',
              fontSize: 'xl',
              fontWeight: 'semibold',
              bg: 'bg',
              color: 'fg',
              borderWidth: '1px',
              borderColor: 'border.strong',
              rounded: 'md',
              outline: 'none',
              _focusVisible: { borderColor: 'ring', boxShadow: '0 0 0 1px var(--colors-ring)' },
            })}
          />
        ))}
      </div>
    </fieldset>
  );
}
