/**
 * /contacts/{id}: the contact's fields, each editable where it stands (checked by the SDK's
 * rules, saved through the API, with an Undo toast), the conflicts to settle, their next steps
 * by due day, their timeline, "Ask about this person"
 * (Query Mode with the question filled in), and delete with a confirmation.
 */
import {
  askAboutPrompt,
  CONTACT_EDITABLE_FIELDS,
  type Contact,
  conflictFieldLabel,
  contactFieldError,
  contactName,
  contactSourceLabel,
  formatLastContacted,
} from '@rapport/sdk';
import { Button, EditableField, Menu, Portal } from '@rapport/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { DetailPage } from '../../components/DetailPage';
import { cardClass, linkClass } from '../../components/styles';
import { notifyError } from '../../lib/notify';
import { contactKeys } from '../../lib/queryKeys';
import { api } from '../../lib/services';
import { askInQueryMode } from '../../state/workspace';
import { ContactConflicts } from './ContactConflicts';
import { ContactTimeline } from './ContactTimeline';
import { NextSteps } from './NextSteps';
import { useDeleteContact, useUpdateContact } from './useContactActions';

export function ContactPage() {
  const { contactId } = useParams({ from: '/_protected/contacts/$contactId' });
  const contact = useQuery({
    queryKey: contactKeys.detail(contactId),
    queryFn: () => api().contacts.get(contactId),
    retry: false,
  });

  return (
    <DetailPage
      back={{ to: '/contacts', label: 'People' }}
      query={contact}
      loading="Loading contact…"
      missing="This contact does not exist, or it was deleted."
    >
      {(data) => <ContactDetail contact={data} />}
    </DetailPage>
  );
}

function ContactDetail({ contact }: { contact: Contact }) {
  const navigate = useNavigate();
  const update = useUpdateContact(contact);
  const name = contactName(contact);

  const ask = () => {
    askInQueryMode(askAboutPrompt(name), true);
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
      <section aria-labelledby="contact-name" className={cardClass}>
        <h1
          id="contact-name"
          className={css({ fontSize: '2xl', fontWeight: 'bold', overflowWrap: 'anywhere' })}
        >
          {name}
        </h1>
        <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '1' })}>
          {contactSourceLabel(contact.source)} · last contacted {formatLastContacted(contact.lastContactedAt)}{' '}
          · {contact.emailCount.toLocaleString('en-US')} {contact.emailCount === 1 ? 'email' : 'emails'}
        </p>
        {contact.companyId ? (
          <p className={css({ fontSize: 'sm', mt: '1' })}>
            <Link to="/companies/$companyId" params={{ companyId: contact.companyId }} className={linkClass}>
              {contact.company ?? 'Company'} →
            </Link>
          </p>
        ) : null}
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '4' })}>
          <Button size="sm" onClick={ask}>
            Ask about this person
          </Button>
          <DeleteContact contact={contact} onDeleted={() => void navigate({ to: '/contacts' })} />
        </div>
        {/* Above the fields, so a value waiting to be settled is seen first (issue 25). */}
        <ContactConflicts contact={contact} />
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '6' })}>
          {CONTACT_EDITABLE_FIELDS.map(({ field, label, placeholder }) => (
            <EditableField
              key={field}
              label={label}
              value={contact[field] ?? ''}
              placeholder={placeholder}
              inputType={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
              disabled={update.isPending}
              onCommit={(value) => {
                const error = contactFieldError(field, value, contact);
                if (error) {
                  notifyError({ title: `${label}: not saved`, description: error });
                  return false;
                }
                return update.mutateAsync({ field, value }).then(
                  () => true,
                  () => false,
                );
              }}
            />
          ))}
        </div>
        <CustomFields fields={contact.customFields} />
      </section>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        <section aria-labelledby="next-steps-title" className={cardClass}>
          <h2 id="next-steps-title" className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '2' })}>
            Next steps
          </h2>
          <NextSteps contactId={contact.id} />
        </section>
        <section aria-labelledby="timeline-title" className={cardClass}>
          <h2 id="timeline-title" className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '4' })}>
            Timeline
          </h2>
          <ContactTimeline contactId={contact.id} />
        </section>
      </div>
    </div>
  );
}

/** Fields with no column of their own (a CSV's extra columns, a post update's location and role). */
function CustomFields({ fields }: { fields: Record<string, string> }) {
  const entries = Object.entries(fields).filter(([, v]) => v !== '');
  if (entries.length === 0) return null;
  return (
    <dl aria-label="More about them" className={css({ mt: '4', display: 'grid', gap: '2', fontSize: 'sm' })}>
      {entries.map(([key, value]) => (
        <div key={key}>
          <dt className={css({ color: 'fg.muted', fontSize: 'xs' })}>
            {conflictFieldLabel(`customFields.${key}`)}
          </dt>
          <dd className={css({ overflowWrap: 'anywhere' })}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function DeleteContact({ contact, onDeleted }: { contact: Contact; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteContact(contact.id, onDeleted);
  return (
    <>
      {/* Kept apart from "Ask about this person" (issue 26): deleting is one step further, in a menu. */}
      <Menu.Root onSelect={(d) => (d.value === 'delete' ? setOpen(true) : undefined)}>
        <Menu.Trigger asChild>
          <Button size="sm" variant="ghost" aria-label={`More actions for ${contactName(contact)}`}>
            More…
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="delete">Delete contact</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ConfirmDeleteDialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete ${contactName(contact)}?`}
        description="The contact is removed from Rapport. Their emails stay in your mailbox and in answers."
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </>
  );
}
