import { Link } from '@tanstack/react-router';
import { css } from '../../styled-system/css';
import { button } from '../../styled-system/recipes/button';
import { CenteredShell } from '../components/chrome';
import { cardClass } from '../components/styles';

export function UnauthorizedPage() {
  return (
    <CenteredShell>
      <div className={cardClass} style={{ textAlign: 'center' }}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Access Denied</h1>
        <p className={css({ color: 'fg.muted', mt: '3' })}>
          You don't have the required permissions to access this page. Please contact your team administrator
          for access.
        </p>
        <div
          className={css({ display: 'flex', gap: '3', justifyContent: 'center', mt: '6', flexWrap: 'wrap' })}
        >
          <Link to="/" className={button({ variant: 'solid' })}>
            Go to Dashboard
          </Link>
          <Link to="/support" className={button({ variant: 'outline' })}>
            Contact Support
          </Link>
        </div>
      </div>
    </CenteredShell>
  );
}
