import { TextField } from '@rapport/ui-kit';
import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { CenteredShell } from '../../components/chrome';
import { cardClass } from '../../components/styles';

export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <CenteredShell>
      <div className={cardClass}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', letterSpacing: 'tight' })}>{title}</h1>
        {subtitle ? <p className={css({ color: 'fg.muted', mt: '1', fontSize: 'sm' })}>{subtitle}</p> : null}
        <div className={css({ mt: '6' })}>{children}</div>
        {footer ? (
          <div className={css({ mt: '6', fontSize: 'sm', color: 'fg.muted', textAlign: 'center' })}>
            {footer}
          </div>
        ) : null}
      </div>
    </CenteredShell>
  );
}

export const formClass = css({ display: 'flex', flexDirection: 'column', gap: '4' });

/** The required "Email" field of the sign-in, sign-up and forgot-password forms. */
export function EmailField({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
