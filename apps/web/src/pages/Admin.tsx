import { errorDescription } from '@rapport/sdk';
import { Spinner } from '@rapport/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { css } from '../../styled-system/css';
import { PageLayout } from '../components/Header';
import { cardClass } from '../components/styles';
import { ADMIN_USERS_KEY } from '../lib/queryKeys';
import { api } from '../lib/services';

const cell = css({
  px: '3',
  py: '2',
  textAlign: 'left',
  borderBottomWidth: '1px',
  borderColor: 'border',
  fontSize: 'sm',
});

export function AdminPage() {
  const users = useQuery({ queryKey: ADMIN_USERS_KEY, queryFn: () => api().admin.users() });
  return (
    <PageLayout title="Admin" wide>
      <section className={cardClass} aria-labelledby="users-title">
        <h2 id="users-title" className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '4' })}>
          Users
        </h2>
        {users.isPending ? (
          <p className={css({ display: 'flex', gap: '2', alignItems: 'center', color: 'fg.muted' })}>
            <Spinner /> <span role="status">Loading..</span>
          </p>
        ) : users.isError ? (
          <p role="alert" className={css({ color: 'destructive.text' })}>
            {errorDescription(users.error, 'Could not load the users')}
          </p>
        ) : (
          <div className={css({ overflowX: 'auto' })}>
            <table className={css({ w: 'full', borderCollapse: 'collapse' })}>
              <thead>
                <tr>
                  <th className={cell}>Email</th>
                  <th className={cell}>Name</th>
                  <th className={cell}>Verified</th>
                  <th className={cell}>Permissions</th>
                  <th className={cell}>Joined</th>
                </tr>
              </thead>
              <tbody>
                {users.data.map((user) => (
                  <tr key={user.id}>
                    <td className={cell}>{user.email}</td>
                    <td className={cell}>
                      {[user.first_name, user.last_name].filter(Boolean).join(' ') || '—'}
                    </td>
                    <td className={cell}>{user.emailVerified ? 'Yes' : 'No'}</td>
                    <td className={cell}>{user.permissions.join(', ') || '—'}</td>
                    <td className={cell}>{new Date(user.created_at).toLocaleDateString()}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </PageLayout>
  );
}
