import { PinInput as ArkPinInput } from '@ark-ui/react/pin-input';
import type { ComponentProps, KeyboardEvent, ReactNode } from 'react';
import { cx } from '../../styled-system/css';
import { pinInput } from '../../styled-system/recipes/pin-input';
import { OTP_LENGTH } from '../constants';

type ArkRootProps = ComponentProps<typeof ArkPinInput.Root>;

export interface PinInputProps extends Omit<ArkRootProps, 'children' | 'type' | 'count'> {
  /** Number of slots; the spec's OTP has 6 (decisions.md: 6 slots are drawn). */
  length?: number | undefined;
  /** Visible label; otherwise pass `aria-label` for the group. */
  label?: ReactNode;
  /** Accessible name of each slot, e.g. "Digit 1 of 6". */
  slotLabel?: ((index: number, length: number) => string) | undefined;
}

/** Zag filters on `beforeinput`; this also stops a typed non-digit where that event is missing. */
function refuseNonDigit(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key.length === 1 && !/\d/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
    event.preventDefault();
  }
}

/**
 * A one-time-code input: `length` (6) numeric slots with `autocomplete="one-time-code"`; letters
 * are refused, typing moves to the next slot and a paste fills them all. `onValueComplete` fires
 * once every slot holds a digit.
 */
export function PinInput({
  length = OTP_LENGTH,
  label,
  slotLabel = (index, total) => `Digit ${index + 1} of ${total}`,
  className,
  otp = true,
  ...props
}: PinInputProps) {
  const styles = pinInput();
  return (
    <ArkPinInput.Root
      placeholder=""
      {...props}
      otp={otp}
      type="numeric"
      count={length}
      translations={{ inputLabel: slotLabel }}
      className={cx(styles.root, className)}
    >
      {label ? <ArkPinInput.Label className={styles.label}>{label}</ArkPinInput.Label> : null}
      <ArkPinInput.Control className={styles.control}>
        {Array.from({ length }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a slot is its position
          <ArkPinInput.Input key={index} index={index} className={styles.input} onKeyDown={refuseNonDigit} />
        ))}
      </ArkPinInput.Control>
      <ArkPinInput.HiddenInput />
    </ArkPinInput.Root>
  );
}
