import { Link } from '@tanstack/react-router';
import { css } from '../../styled-system/css';
import { button } from '../../styled-system/recipes/button';
import { CenteredShell } from '../components/chrome';
import { cardClass } from '../components/styles';

export function NotFoundPage() {
  return (
    <CenteredShell>
      <div className={cardClass} style={{ textAlign: 'center' }}>
        <p className={css({ fontSize: '5xl', fontWeight: 'bold', color: 'accent.text' })}>404</p>
        <h1 className={css({ fontSize: 'xl', fontWeight: 'semibold', mt: '2' })}>Page not found</h1>
        <p className={css({ color: 'fg.muted', mt: '2' })}>
          The page you're looking for doesn't exist or has been moved.
        </p>
        <Link to="/" className={button({ variant: 'solid' })} style={{ marginTop: '1.5rem' }}>
          Return to Home
        </Link>
      </div>
    </CenteredShell>
  );
}
