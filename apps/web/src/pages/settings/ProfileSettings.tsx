import { VALIDATION } from '@rapport/sdk';
import { Button, TextField } from '@rapport/ui-kit';
import { useId, useState } from 'react';
import { css } from '../../../styled-system/css';
import { textarea } from '../../../styled-system/recipes/textarea';
import { PageLayout } from '../../components/Header';
import { cardClass, labelClass } from '../../components/styles';
import { notify } from '../../lib/notify';
import { api } from '../../lib/services';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { setUser, useSession } from '../../state/session';

export function ProfileSettingsPage() {
  const snap = useSession();
  const descriptionId = useId();
  const [firstName, setFirstName] = useState(snap.user?.first_name ?? snap.user?.firstName ?? '');
  const [lastName, setLastName] = useState(snap.user?.last_name ?? snap.user?.lastName ?? '');
  const [description, setDescription] = useState(snap.user?.user_description ?? '');
  const { busy, onSubmit } = useFormSubmit({
    check: () => (!firstName.trim() || !lastName.trim() ? VALIDATION.missingFields : null),
    run: async () => {
      const user = await api().user.update({
        first_name: firstName.trim(),
        last_name: lastName.trim(),
        user_description: description.trim() || null,
      });
      setUser(user);
      notify({ title: 'Profile updated', description: 'Your profile has been saved.' });
    },
    failure: { title: 'Error', description: 'Could not save your profile' },
    readyAfterSuccess: true,
  });

  return (
    <PageLayout title="Profile Settings">
      <form className={cardClass} onSubmit={onSubmit} noValidate aria-label="Profile">
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <TextField
            label="Email"
            value={snap.user?.email ?? ''}
            readOnly
            disabled
            hint="Your sign-in email cannot be changed."
          />
          <div
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
              gap: '4',
            })}
          >
            <TextField
              label="First Name"
              autoComplete="given-name"
              required
              value={firstName}
              onChange={(e) => setFirstName(e.target.value)}
            />
            <TextField
              label="Last Name"
              autoComplete="family-name"
              required
              value={lastName}
              onChange={(e) => setLastName(e.target.value)}
            />
          </div>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
            <label htmlFor={descriptionId} className={labelClass}>
              Description
            </label>
            <textarea
              id={descriptionId}
              rows={5}
              className={textarea()}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              placeholder="What do you use Rapport for? Your goals help the assistant."
            />
          </div>
          <div>
            <Button type="submit" loading={busy} loadingText="Saving...">
              Save changes
            </Button>
          </div>
        </div>
      </form>
    </PageLayout>
  );
}
