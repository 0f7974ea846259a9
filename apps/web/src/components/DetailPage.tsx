/**
 * The frame of a record's page (a contact, a company): the header, a link back to its list, and
 * the record once loaded, else a loading line or the reason it cannot be shown.
 */
import { Spinner } from '@rapport/ui-kit';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css } from '../../styled-system/css';
import { Header } from './Header';
import { linkClass } from './styles';

export function DetailPage<T>({
  back,
  query,
  loading,
  missing,
  children,
}: {
  back: { to: '/contacts' | '/companies'; label: string };
  query: UseQueryResult<T>;
  /** "Loading contact…" */
  loading: string;
  /** What an unknown (or deleted) one says. */
  missing: string;
  children(data: T): ReactNode;
}) {
  return (
    <div
      className={css({
        minH: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bg: 'bg.subtle',
        color: 'fg',
      })}
    >
      <Header />
      <main className={css({ flex: '1', px: { base: '3', md: '6' }, py: { base: '4', md: '8' } })}>
        <div className={css({ mx: 'auto', w: 'full', maxW: '6xl' })}>
          <Link to={back.to} className={linkClass}>
            ← {back.label}
          </Link>
          {query.isPending ? (
            <p className={css({ display: 'flex', gap: '2', alignItems: 'center', py: '10' })}>
              <Spinner /> <span role="status">{loading}</span>
            </p>
          ) : query.isError ? (
            <p role="alert" className={css({ py: '10' })}>
              {missing}
            </p>
          ) : (
            children(query.data)
          )}
        </div>
      </main>
    </div>
  );
}
