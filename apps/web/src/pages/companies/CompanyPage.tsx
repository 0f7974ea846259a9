/**
 * /companies/{id} (issue 23): a company's name (editable), domain, its people (each a link to
 * their page), a timeline of its newest mail, "Ask about this company" (Query Mode with the
 * question filled in) and delete (its contacts stay).
 */
import {
  askAboutCompanyPrompt,
  type CompanyDetail,
  contactName,
  errorDescription,
  formatLastContacted,
} from '@rapport/sdk';
import { Button, EditableField } from '@rapport/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { DetailPage } from '../../components/DetailPage';
import { cardClass, linkClass } from '../../components/styles';
import { notify, notifyError } from '../../lib/notify';
import { companyKeys, contactKeys } from '../../lib/queryKeys';
import { api } from '../../lib/services';
import { askInQueryMode } from '../../state/workspace';
import { formatEmailDate } from '../mailbox/EmailView';

export function CompanyPage() {
  const { companyId } = useParams({ from: '/_protected/companies/$companyId' });
  const company = useQuery({
    queryKey: companyKeys.detail(companyId),
    queryFn: () => api().companies.get(companyId),
    retry: false,
  });
  return (
    <DetailPage
      back={{ to: '/companies', label: 'Companies' }}
      query={company}
      loading="Loading company…"
      missing="This company does not exist, or it was deleted."
    >
      {(data) => <CompanyDetailView company={data} />}
    </DetailPage>
  );
}

const listItem = css({
  py: '2',
  borderTopWidth: '1px',
  borderColor: 'border',
  _first: { borderTopWidth: 0 },
});

function CompanyDetailView({ company }: { company: CompanyDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const rename = useMutation({
    mutationFn: (name: string) => api().companies.update(company.id, { name }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: companyKeys.all }),
    onError: (error) =>
      notifyError({ title: 'Name: not saved', description: errorDescription(error, 'Please try again') }),
  });
  const remove = useMutation({
    mutationFn: () => api().companies.remove(company.id),
    onSuccess: () => {
      notify({ title: 'Company deleted', description: 'Its people stay in your contacts.' });
      void queryClient.invalidateQueries({ queryKey: companyKeys.all });
      void queryClient.invalidateQueries({ queryKey: contactKeys.all });
      void navigate({ to: '/companies' });
    },
    onError: (error) =>
      notifyError({ title: 'Error', description: errorDescription(error, 'Please try again') }),
  });
  const ask = () => {
    askInQueryMode(askAboutCompanyPrompt(company.name));
    void navigate({ to: '/' });
  };

  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr', lg: '22rem 1fr' },
        gap: '6',
        mt: '4',
        alignItems: 'start',
      })}
    >
      <section aria-labelledby="company-name" className={cardClass}>
        <h1
          id="company-name"
          className={css({ fontSize: '2xl', fontWeight: 'bold', overflowWrap: 'anywhere' })}
        >
          {company.name}
        </h1>
        <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '1' })}>
          {company.domain ?? 'No domain'} · {company.contactCount.toLocaleString('en-US')}{' '}
          {company.contactCount === 1 ? 'person' : 'people'} · last contacted{' '}
          {formatLastContacted(company.lastContactedAt)}
        </p>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '4' })}>
          <Button size="sm" onClick={ask}>
            Ask about this company
          </Button>
          <Button size="sm" variant="outline" onClick={() => remove.mutate()} disabled={remove.isPending}>
            Delete company
          </Button>
        </div>
        <div className={css({ mt: '6' })}>
          <EditableField
            label="Name"
            value={company.name}
            disabled={rename.isPending}
            onCommit={(value) => {
              if (value.trim() === '') {
                notifyError({ title: 'Name: not saved', description: 'A company needs a name' });
                return false;
              }
              return rename.mutateAsync(value.trim()).then(
                () => true,
                () => false,
              );
            }}
          />
        </div>
        <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold', mt: '6' })}>People</h2>
        <ul aria-label="People" className={css({ mt: '2' })}>
          {company.people.map((p) => (
            <li key={p.id} className={listItem}>
              <Link to="/contacts/$contactId" params={{ contactId: p.id }} className={linkClass}>
                {contactName(p)}
              </Link>
              <span
                className={css({
                  display: 'block',
                  fontSize: 'xs',
                  color: 'fg.muted',
                  wordBreak: 'break-all',
                })}
              >
                {[p.title, p.email].filter(Boolean).join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="company-mail" className={cardClass}>
        <h2 id="company-mail" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
          Mail
        </h2>
        {company.emails.length === 0 ? (
          <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '2' })}>No mail with its people yet.</p>
        ) : (
          <ol aria-label="Mail with this company" className={css({ mt: '2' })}>
            {company.emails.map((e) => (
              <li key={e.id} className={listItem}>
                <div className={css({ fontSize: 'sm', fontWeight: 'medium', overflowWrap: 'anywhere' })}>
                  {e.subject || '(no subject)'}
                </div>
                <div className={css({ fontSize: 'xs', color: 'fg.muted', overflowWrap: 'anywhere' })}>
                  {e.from?.name ?? e.from?.address ?? 'Unknown sender'} ·{' '}
                  {e.date ? formatEmailDate(e.date) : 'no date'}
                </div>
                <p className={css({ fontSize: 'sm', mt: '1', overflowWrap: 'anywhere' })}>{e.snippet}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
