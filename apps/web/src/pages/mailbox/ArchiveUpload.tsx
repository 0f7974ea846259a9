/**
 * "Import an archive": an .mbox from Google Takeout or Thunderbird, with a short how-to and the
 * upload's own progress bar. The server checks the file is an mbox; its refusal is shown as said.
 */
import { formatFileSize } from '@rapport/sdk';
import { Button, ProgressBar } from '@rapport/ui-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { css } from '../../../styled-system/css';
import { labelClass } from '../../components/styles';
import { notify } from '../../lib/notify';
import { MAILBOXES_KEY } from '../../lib/queryKeys';
import { api } from '../../lib/services';
import { ErrorNote, fileInputClass } from './formParts';

const howTo = css({ color: 'fg.muted', fontSize: 'sm', pl: '5', listStyle: 'decimal', '& li': { mt: '1' } });

export function ArchiveUpload({ onStarted }: { onStarted(): void }) {
  const queryClient = useQueryClient();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState(0);

  const upload = useMutation({
    mutationFn: (archive: File) =>
      api().mailboxes.importMbox(archive, { onProgress: (p) => setPercent(Math.round(p.percent * 100)) }),
    onMutate: () => setPercent(0),
    onSuccess: ({ mailbox }) => {
      notify({ title: 'Archive uploaded', description: `${mailbox.address}: its mail is being imported.` });
      void queryClient.invalidateQueries({ queryKey: MAILBOXES_KEY });
      onStarted();
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (file) upload.mutate(file);
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <ol className={howTo} aria-label="How to export your mail">
        <li>
          Gmail: at takeout.google.com choose only Mail, export, and unzip it; upload{' '}
          <em>All mail Including Spam and Trash.mbox</em> (its spam, trash and drafts are left out).
        </li>
        <li>Thunderbird: with ImportExportTools NG, right-click a folder → Export folder → mbox.</li>
        <li>
          Apple Mail: Mailbox → Export Mailbox…, then upload the <em>mbox</em> file inside the folder.
        </li>
      </ol>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
        <label htmlFor={fileId} className={labelClass}>
          Archive (.mbox)
        </label>
        <input
          id={fileId}
          type="file"
          accept=".mbox,application/mbox,text/plain"
          disabled={upload.isPending}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            upload.reset();
          }}
          className={fileInputClass}
        />
        {file ? (
          <p className={css({ color: 'fg.muted', fontSize: 'xs' })}>
            {file.name}, {formatFileSize(file.size)}
          </p>
        ) : null}
      </div>
      {upload.isPending ? (
        <ProgressBar value={percent} label={`Uploading ${file?.name ?? 'the archive'}`} showValueText />
      ) : null}
      {upload.isError ? (
        <ErrorNote error={upload.error} fallback="The archive could not be uploaded." />
      ) : null}
      <div>
        <Button type="submit" disabled={!file} loading={upload.isPending} loadingText="Uploading...">
          Upload archive
        </Button>
      </div>
    </form>
  );
}
