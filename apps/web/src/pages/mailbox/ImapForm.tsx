/**
 * IMAP: host, port, security, user and app password, with presets for the usual providers. The
 * server tries the login at once; its refusal (wrong password, unknown host, TLS) is shown here.
 */
import {
  IMAP_DEFAULT_PORTS,
  IMAP_PRESETS,
  IMAP_SECURITY,
  IMAP_SECURITY_LABELS,
  type ImapConnectRequest,
} from '@rapport/sdk';
import { Button, PasswordField, TextField } from '@rapport/ui-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { css } from '../../../styled-system/css';
import { notify } from '../../lib/notify';
import { MAILBOXES_KEY } from '../../lib/queryKeys';
import { api } from '../../lib/services';
import { ErrorNote, SelectField } from './formParts';

type Security = ImapConnectRequest['security'];
const OTHER = 'other';

export function ImapForm({ onConnected }: { onConnected(): void }) {
  const queryClient = useQueryClient();
  const [provider, setProvider] = useState(OTHER);
  const [host, setHost] = useState('');
  const [port, setPort] = useState('993');
  const [security, setSecurity] = useState<Security>('tls');
  const [user, setUser] = useState('');
  const [password, setPassword] = useState('');
  const preset = IMAP_PRESETS.find((p) => p.id === provider);

  const connect = useMutation({
    mutationFn: (body: ImapConnectRequest) => api().mailboxes.connectImap(body),
    onSuccess: ({ mailbox }) => {
      notify({ title: 'Mailbox connected', description: `${mailbox.address}: the first sync has started.` });
      void queryClient.invalidateQueries({ queryKey: MAILBOXES_KEY });
      onConnected();
    },
  });

  const choosePreset = (id: string) => {
    setProvider(id);
    const next = IMAP_PRESETS.find((p) => p.id === id);
    if (!next) return;
    setHost(next.host);
    setPort(String(next.port));
    setSecurity(next.security);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    connect.mutate({ host, port: Number(port), security, user, password });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <SelectField
        label="Provider"
        value={provider}
        onChange={choosePreset}
        options={[
          { value: OTHER, label: 'Other IMAP server' },
          ...IMAP_PRESETS.map((p) => ({ value: p.id, label: p.label })),
        ]}
        hint={preset?.help}
      />
      <div
        className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '2fr 1fr' }, gap: '3' })}
      >
        <TextField
          label="Host"
          required
          value={host}
          onChange={(e) => setHost(e.target.value)}
          placeholder="imap.example.com"
          autoComplete="off"
        />
        <TextField
          label="Port"
          required
          inputMode="numeric"
          value={port}
          onChange={(e) => setPort(e.target.value)}
        />
      </div>
      <SelectField
        label="Security"
        value={security}
        onChange={(value) => {
          const next = value as Security;
          setSecurity(next);
          setPort(String(IMAP_DEFAULT_PORTS[next]));
        }}
        options={IMAP_SECURITY.map((value) => ({ value, label: IMAP_SECURITY_LABELS[value] }))}
      />
      <TextField
        label="User"
        required
        value={user}
        onChange={(e) => setUser(e.target.value)}
        autoComplete="username"
        placeholder="you@example.com"
      />
      <PasswordField
        label="App password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        autoComplete="off"
        hint="Most providers need an app password for IMAP, not your usual one."
      />
      {connect.isError ? (
        <ErrorNote error={connect.error} fallback="The mailbox could not be connected." />
      ) : null}
      <div>
        <Button type="submit" loading={connect.isPending} loadingText="Connecting...">
          Connect IMAP mailbox
        </Button>
      </div>
    </form>
  );
}
