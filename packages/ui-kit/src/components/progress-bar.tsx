import type { ReactNode } from 'react';
import { Label, Range, Root, type RootProps, Track, ValueText } from './progress';

export interface ProgressBarProps extends Omit<RootProps, 'children'> {
  /** Visible label; without one, pass `aria-label`. */
  label?: ReactNode;
  /** Show "40%" (or custom text) next to the label. */
  showValueText?: boolean | undefined;
  valueText?: ReactNode;
}

/** A linear progress bar (onboarding steps, upload jobs). */
export function ProgressBar({ label, showValueText, valueText, ...props }: ProgressBarProps) {
  return (
    <Root {...props}>
      {label || showValueText ? (
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: '0.5rem' }}>
          {label ? <Label>{label}</Label> : <span />}
          {showValueText ? <ValueText>{valueText}</ValueText> : null}
        </div>
      ) : null}
      <Track>
        <Range />
      </Track>
    </Root>
  );
}
