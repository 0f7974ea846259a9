/** The upload queue's jobs with progress bars and pause / resume / retry / clear (issue 5). */
import type { UploadJob } from '@rapport/queue';
import { formatFileSize } from '@rapport/sdk';
import { Button } from '@rapport/ui-kit';
import { css } from '../../styled-system/css';
import { useUploadQueue } from '../lib/hooks';
import { getQueue } from '../lib/queue';

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
          </li>
        ))}
      </ul>
    </section>
  );
}
