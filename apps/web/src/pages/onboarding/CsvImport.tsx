/**
 * Onboarding import step (spec §2, §5): a .csv picker, the import checks, a preview of the
 * headers and the first 5 rows, and "Files processed" once the upload went through.
 */
import {
  CSV_PREVIEW_ROWS,
  checkImportProcessing,
  csvFiles,
  ERROR_MESSAGES,
  errorDescription,
  formatFileSize,
  SUCCESS_MESSAGES,
  selectImportFiles,
} from '@rapport/sdk';
import { Button } from '@rapport/ui-kit';
import Papa from 'papaparse';
import { useEffect, useId, useRef, useState } from 'react';
import { css } from '../../../styled-system/css';
import { notify, notifyError } from '../../lib/notify';
import { api } from '../../lib/services';

interface Preview {
  fileName: string;
  headers: string[];
  rows: string[][];
}

/** Reads the header and the first rows of a CSV file (§9 CSV preview: header and first 5 rows). */
export function previewCsv(file: File): Promise<Preview> {
  return new Promise((resolve, reject) => {
    Papa.parse<string[]>(file, {
      preview: CSV_PREVIEW_ROWS + 1,
      skipEmptyLines: true,
      complete: (result) => {
        const [headers, ...rows] = result.data;
        if (!headers || headers.length === 0) reject(new Error('empty'));
        else resolve({ fileName: file.name, headers, rows: rows.slice(0, CSV_PREVIEW_ROWS) });
      },
      error: (error) => reject(error),
    });
  });
}

const cell = css({
  px: '2',
  py: '1.5',
  borderBottomWidth: '1px',
  borderColor: 'border',
  textAlign: 'left',
  whiteSpace: 'nowrap',
});

export function CsvImport({ onProcessed }: { onProcessed(): void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);
  const [processed, setProcessed] = useState(false);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const firstCsv = csvFiles(files)[0];
  useEffect(() => {
    if (!firstCsv) {
      setPreview(null);
      return;
    }
    let cancelled = false;
    previewCsv(firstCsv).then(
      (p) => !cancelled && setPreview(p),
      () => {
        if (cancelled) return;
        setPreview(null);
        notifyError(ERROR_MESSAGES.csvParse);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [firstCsv]);

  const onPick = (list: FileList | null) => {
    if (!list?.length) return;
    const selection = selectImportFiles(files, Array.from(list));
    if (selection.problem) notifyError(selection.problem);
    setFiles(selection.files);
    setProcessed(false);
    if (inputRef.current) inputRef.current.value = '';
  };

  const onProcess = async () => {
    const problem = checkImportProcessing(files);
    if (problem) {
      notifyError(problem);
      return;
    }
    setBusy(true);
    try {
      await api().csv.upload(csvFiles(files));
      notify(SUCCESS_MESSAGES.filesProcessed);
      setProcessed(true);
      onProcessed();
    } catch (error) {
      notifyError({
        title: ERROR_MESSAGES.csvParse.title,
        description: errorDescription(error, ERROR_MESSAGES.csvParse.description),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div
        className={css({
          borderWidth: '2px',
          borderStyle: 'dashed',
          borderColor: 'border.strong',
          rounded: 'lg',
          p: '6',
          textAlign: 'center',
        })}
      >
        <label htmlFor={inputId} className={css({ fontWeight: 'medium', display: 'block', mb: '2' })}>
          Choose CSV files
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept=".csv"
          multiple
          onChange={(e) => onPick(e.target.files)}
          className={css({ fontSize: 'sm', maxW: 'full' })}
        />
        <p className={css({ color: 'fg.muted', fontSize: 'xs', mt: '2' })}>
          CSV with a header row, each file under 10MB.
        </p>
      </div>
      {files.length ? (
        <ul
          aria-label="Selected files"
          className={css({ display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm' })}
        >
          {files.map((file) => (
            <li
              key={file.name}
              className={css({
                display: 'flex',
                justifyContent: 'space-between',
                gap: '2',
                alignItems: 'center',
              })}
            >
              <span className={css({ truncate: true })}>
                {file.name} <span className={css({ color: 'fg.muted' })}>({formatFileSize(file.size)})</span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove ${file.name}`}
                onClick={() => setFiles((f) => f.filter((g) => g !== file))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {preview ? (
        <figure>
          <figcaption className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '2' })}>
            Preview of {preview.fileName}
          </figcaption>
          <section
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard scrolls a preview wider than a phone (axe scrollable-region-focusable)
            tabIndex={0}
            aria-label="Preview of the CSV file"
            className={css({
              overflowX: 'auto',
              borderWidth: '1px',
              borderColor: 'border',
              rounded: 'md',
              _focusVisible: { outline: '2px solid', outlineColor: 'ring' },
            })}
          >
            <table className={css({ w: 'full', fontSize: 'xs', borderCollapse: 'collapse' })}>
              <thead>
                <tr>
                  {preview.headers.map((h, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                    <th key={i} className={cell} scope="col">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row, r) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
                  <tr key={r}>
                    {preview.headers.map((_, c) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                      <td key={c} className={cell}>
                        {row[c] ?? ''}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </figure>
      ) : null}
      <div>
        <Button
          onClick={onProcess}
          loading={busy}
          loadingText="Processing..."
          variant={processed ? 'outline' : 'solid'}
        >
          {processed ? 'Processed' : 'Process files'}
        </Button>
      </div>
    </div>
  );
}
