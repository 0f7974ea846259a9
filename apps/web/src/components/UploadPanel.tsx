/**
 * The upload queue's jobs with progress bars and pause / resume / retry / clear (issue 5), and
 * under each finished upload its import's result (issue 26): created, updated, merged, skipped
 * with the reasons and the skipped rows to download. A finished upload clears itself
 * `FINISHED_UPLOAD_CLEAR_MS` after its import ended, unless the import skipped rows (the person
 * may still want them; × or "Clear finished" removes it).
 */
import type { UploadJob } from '@rapport/queue';
import { csvImportOutcome, csvImportSummaryText, formatFileSize } from '@rapport/sdk';
import { Button } from '@rapport/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { css } from '../../styled-system/css';
import { downloadSkippedRows, useImportOf } from '../lib/csvImports';
import { useUploadQueue } from '../lib/hooks';
import { jobKey } from '../lib/queryKeys';
import { getQueue } from '../lib/queue';
import { api } from '../lib/services';

/** A finished upload leaves the panel this long after its import ended (issue 26). */
export const FINISHED_UPLOAD_CLEAR_MS = 10_000;
/** An import in progress is read this often (its notifications may not arrive: socket down). */
const IMPORT_POLL_MS = 1_000;

/** Removes the finished upload `uploadId` after FINISHED_UPLOAD_CLEAR_MS while `when` holds. */
function useClearLater(uploadId: string, when: boolean) {
  useEffect(() => {
    if (!when) return;
    const timer = setTimeout(() => getQueue().remove(uploadId), FINISHED_UPLOAD_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [uploadId, when]);
}

/** What the import an upload started did, read from its job until it ends. */
function ImportResult({ upload }: { upload: UploadJob }) {
  const importId = useImportOf(upload.id);
  const job = useQuery({
    queryKey: jobKey(importId ?? ''),
    queryFn: () => api().jobs.get(importId as string),
    enabled: importId !== undefined,
    refetchInterval: (q) =>
      q.state.data?.status === 'completed' || q.state.data?.status === 'error' ? false : IMPORT_POLL_MS,
  });
  const outcome = job.data?.status === 'completed' ? csvImportOutcome(job.data.result) : null;
  const ended = importId === undefined || job.data?.status === 'completed' || job.data?.status === 'error';
  useClearLater(upload.id, ended && !(outcome && outcome.skipped > 0));
  if (importId === undefined) return null;
  const muted = css({ color: 'fg.muted', fontSize: 'xs' });
  if (job.data?.status === 'error')
    return (
      <p role="status" className={css({ color: 'destructive.text', fontSize: 'xs' })}>
        Not imported: {job.data.error ?? 'the file could not be imported'}
      </p>
    );
  if (!outcome)
    return (
      <p role="status" className={muted}>
        Importing...
      </p>
    );
  return (
    <div role="status" aria-label={`${upload.file.name} import result`} className={muted}>
      <p>Imported: {csvImportSummaryText(outcome)}</p>
      {outcome.skipped > 0 ? (
        <Button
          size="sm"
          variant="outline"
          onClick={() => void downloadSkippedRows(importId, upload.file.name)}
          aria-label={`Download skipped rows of ${upload.file.name}`}
        >
          Download skipped rows
        </Button>
      ) : null}
    </div>
  );
}

const STATUS_LABEL: Record<UploadJob['status'], string> = {
  pending: 'Waiting',
  processing: 'Uploading',
  paused: 'Paused',
  completed: 'Uploaded',
  error: 'Failed',
};

export function UploadPanel() {
  const { jobs } = useUploadQueue();
  if (jobs.length === 0) return null;
  const queue = getQueue();
  const clearable = jobs.some((j) => j.status === 'completed' || j.status === 'error');
  return (
    <section
      aria-labelledby="uploads-title"
      className={css({
        borderWidth: '1px',
        borderColor: 'border',
        rounded: 'lg',
        bg: 'bg.surface',
        p: '3',
        fontSize: 'sm',
      })}
    >
      <div
        className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: '2' })}
      >
        <h2 id="uploads-title" className={css({ fontWeight: 'semibold' })}>
          Uploads
        </h2>
        <Button size="sm" variant="ghost" onClick={() => queue.clear()} disabled={!clearable}>
          Clear finished
        </Button>
      </div>
      <ul
        className={css({ display: 'flex', flexDirection: 'column', gap: '2', maxH: '40', overflowY: 'auto' })}
      >
        {jobs.map((job) => (
          <li key={job.id} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            <div
              className={css({
                display: 'flex',
                justifyContent: 'space-between',
                gap: '2',
                alignItems: 'center',
              })}
            >
              <span className={css({ truncate: true })}>
                {job.file.name}{' '}
                <span className={css({ color: 'fg.muted' })}>({formatFileSize(job.file.size)})</span>
              </span>
              <span className={css({ display: 'flex', gap: '1', alignItems: 'center', flexShrink: 0 })}>
                <span
                  className={css({
                    color: job.status === 'error' ? 'destructive.text' : 'fg.muted',
                    fontSize: 'xs',
                  })}
                >
                  {STATUS_LABEL[job.status]}
                </span>
                {job.status === 'pending' ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => queue.pause(job.id)}
                    aria-label={`Pause ${job.file.name}`}
                  >
                    Pause
                  </Button>
                ) : null}
                {job.status === 'paused' ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => queue.resume(job.id)}
                    aria-label={`Resume ${job.file.name}`}
                  >
                    Resume
                  </Button>
                ) : null}
                {job.status === 'error' ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => queue.retry(job.id)}
                    aria-label={`Retry ${job.file.name}`}
                  >
                    Retry
                  </Button>
                ) : null}
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => queue.remove(job.id)}
                  aria-label={`Remove ${job.file.name}`}
                >
                  ×
                </Button>
              </span>
            </div>
            <div
              role="progressbar"
              aria-label={`${job.file.name} upload`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(job.progress)}
              className={css({ h: '1.5', bg: 'bg.muted', rounded: 'full', overflow: 'hidden' })}
            >
              <div
                className={css({
                  h: 'full',
                  bg: job.status === 'error' ? 'destructive' : 'accent',
                  transition: 'width 0.2s',
                })}
                style={{ width: `${job.progress}%` }}
              />
            </div>
            {job.error ? (
              <p className={css({ color: 'destructive.text', fontSize: 'xs' })}>{job.error}</p>
            ) : null}
            {job.status === 'completed' ? <ImportResult upload={job} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
