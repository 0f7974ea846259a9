import { Link } from '@tanstack/react-router';
import { css } from '../../styled-system/css';
import { button } from '../../styled-system/recipes/button';
import { CenteredShell } from '../components/chrome';
import { cardClass, linkClass } from '../components/styles';

/** The support address; set VITE_SUPPORT_EMAIL at build time to change it. */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@rapport.local';

const FAQ = [
  {
    q: 'I did not receive my verification code.',
    a: 'Use "Resend OTP" on the verification page. A new code can be sent once a minute and is valid for 10 minutes.',
  },
  {
    q: 'How do I connect my mailbox?',
    a: 'Use the mail button at the bottom of the chat sidebar, or the "Connect email" step of onboarding.',
  },
  {
    q: 'Which files can I import?',
    a: 'CSV files with a header row, each under 10MB. You can also paste CSV text into the chat in Input Mode.',
  },
  {
    q: 'I need access to the admin area.',
    a: 'Admin access is granted by your team administrator. Write to us if you do not know who that is.',
  },
];

export function SupportPage() {
  return (
    <CenteredShell wide>
      <div className={cardClass}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Support</h1>
        <p className={css({ color: 'fg.muted', mt: '2' })}>
          Write to{' '}
          <a className={linkClass} href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>{' '}
          and we will get back to you within one business day.
        </p>
        <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold', mt: '6' })}>
          Frequently asked questions
        </h2>
        <div className={css({ mt: '3', display: 'flex', flexDirection: 'column', gap: '2' })}>
          {FAQ.map((item) => (
            <details
              key={item.q}
              className={css({ borderWidth: '1px', borderColor: 'border', rounded: 'md', px: '4', py: '3' })}
            >
              <summary className={css({ cursor: 'pointer', fontWeight: 'medium' })}>{item.q}</summary>
              <p className={css({ color: 'fg.muted', mt: '2', fontSize: 'sm' })}>{item.a}</p>
            </details>
          ))}
        </div>
        <div className={css({ display: 'flex', gap: '3', mt: '6', flexWrap: 'wrap' })}>
          <a className={button({ variant: 'solid' })} href={`mailto:${SUPPORT_EMAIL}`}>
            Email support
          </a>
          <Link to="/" className={button({ variant: 'outline' })}>
            Go to Dashboard
          </Link>
        </div>
      </div>
    </CenteredShell>
  );
}
