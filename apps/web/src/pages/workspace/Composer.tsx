/**
 * §2 message box: Enter sends, Shift+Enter adds a new line, grows up to 240px. Attachments
 * (text/csv, 20MB in total), quick labels and voice/image controls (coming soon).
 */

import { formatFileSize, validateChatAttachments } from '@rapport/sdk';
import { ImageIcon, MicIcon, PaperclipIcon, SendIcon, XIcon } from '@rapport/ui-kit';
import {
  type ClipboardEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { css } from '../../../styled-system/css';
import { showComingSoon } from '../../lib/comingSoon';
import { notifyError } from '../../lib/notify';
import { clearDraft, workspace } from '../../state/workspace';

/** §9 Message box max height. */
export const MESSAGE_BOX_MAX_HEIGHT_PX = 240;
export const QUICK_LABELS = ['Top Leads', 'Email', 'Board', 'Today'] as const;

export interface ComposerProps {
  disabled: boolean;
  placeholder: string;
  /** Resolves with the text to put back in the box (a mismatch or failure), or null. */
  onSend(text: string, attachments: File[]): Promise<string | null>;
  /** Returns true when the pasted text was taken as CSV (and must not be inserted). */
  onPasteText(text: string): boolean;
}

const tool = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '9',
  h: '9',
  rounded: 'md',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted', color: 'fg' },
  _focusVisible: { outline: '2px solid', outlineColor: 'ring' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
});

export function Composer({ disabled, placeholder, onSend, onPasteText }: ComposerProps) {
  const [text, setText] = useState(() => workspace.draft ?? '');
  const [sendDraft, setSendDraft] = useState(() => workspace.draft !== null && workspace.draftSend);
  // The waiting text ("Ask about this person") fills the box once.
  useEffect(clearDraft, []);
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const boxId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: resize whenever the text changes
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    box.style.height = 'auto';
    box.style.height = `${Math.min(box.scrollHeight, MESSAGE_BOX_MAX_HEIGHT_PX)}px`;
    box.style.overflowY = box.scrollHeight > MESSAGE_BOX_MAX_HEIGHT_PX ? 'auto' : 'hidden';
  }, [text]);

  const submit = async () => {
    if (sending || disabled) return;
    if (!text.trim() && files.length === 0) return;
    const current = text;
    const attachments = files;
    setSending(true);
    setText('');
    setFiles([]);
    try {
      const restore = await onSend(current, attachments);
      if (restore !== null) setText(restore);
    } finally {
      setSending(false);
      queueMicrotask(() => boxRef.current?.focus());
    }
  };

  // …and is sent once the workspace can send, when it asked to be.
  // biome-ignore lint/correctness/useExhaustiveDependencies: submit reads the current text; runs when sending becomes possible
  useEffect(() => {
    if (!sendDraft || disabled) return;
    setSendDraft(false);
    void submit();
  }, [sendDraft, disabled]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (pasted && onPasteText(pasted)) event.preventDefault();
  };

  const onFiles = (list: FileList | null) => {
    if (!list?.length) return;
    const next = [...files, ...Array.from(list).filter((f) => !files.some((g) => g.name === f.name))];
    const problem = validateChatAttachments(next);
    if (problem) notifyError(problem);
    else setFiles(next);
    if (fileRef.current) fileRef.current.value = '';
  };

  const busy = sending || disabled;

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <fieldset className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', border: 'none', p: 0, m: 0 })}>
        <legend className={css({ srOnly: true })}>Quick labels</legend>
        {QUICK_LABELS.map((label) => (
          <button
            key={label}
            type="button"
            onClick={() => showComingSoon(label)}
            className={css({
              px: '3',
              py: '1',
              fontSize: 'xs',
              rounded: 'full',
              borderWidth: '1px',
              borderColor: 'border.strong',
              color: 'fg.muted',
              cursor: 'pointer',
              _hover: { bg: 'bg.muted', color: 'fg' },
              _focusVisible: { outline: '2px solid', outlineColor: 'ring' },
            })}
          >
            {label}
          </button>
        ))}
      </fieldset>
      {files.length ? (
        <ul aria-label="Attachments" className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          {files.map((file) => (
            <li
              key={file.name}
              className={css({
                display: 'inline-flex',
                alignItems: 'center',
                gap: '1',
                fontSize: 'xs',
                bg: 'bg.muted',
                rounded: 'md',
                ps: '2',
              })}
            >
              {file.name} ({formatFileSize(file.size)})
              <button
                type="button"
                aria-label={`Remove ${file.name}`}
                onClick={() => setFiles((f) => f.filter((g) => g !== file))}
                className={tool}
              >
                <XIcon size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div
        className={css({
          display: 'flex',
          alignItems: 'flex-end',
          gap: '1',
          borderWidth: '1px',
          borderColor: 'border.strong',
          rounded: 'xl',
          bg: 'bg',
          p: '1.5',
          _focusWithin: { borderColor: 'ring', boxShadow: '0 0 0 1px var(--colors-ring)' },
        })}
      >
        <input
          ref={fileRef}
          type="file"
          accept=".csv,text/csv"
          multiple
          hidden
          aria-label="Attach CSV files"
          onChange={(e) => onFiles(e.target.files)}
        />
        <button
          type="button"
          className={tool}
          aria-label="Attach files"
          onClick={() => fileRef.current?.click()}
          disabled={busy}
        >
          <PaperclipIcon size={18} />
        </button>
        <label htmlFor={boxId} className={css({ srOnly: true })}>
          Message
        </label>
        <textarea
          id={boxId}
          data-composer
          ref={boxRef}
          rows={1}
          value={text}
          placeholder={placeholder}
          disabled={busy}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          className={css({
            flex: '1',
            resize: 'none',
            bg: 'transparent',
            color: 'fg',
            outline: 'none',
            fontSize: 'sm',
            py: '2',
            px: '1',
            minH: '9',
            lineHeight: '1.4',
            _placeholder: { color: 'fg.subtle' },
            _disabled: { cursor: 'not-allowed', opacity: 0.7 },
          })}
          style={{ maxHeight: MESSAGE_BOX_MAX_HEIGHT_PX }}
        />
        <button
          type="button"
          className={tool}
          aria-label="Voice input"
          onClick={() => showComingSoon('Voice recording')}
        >
          <MicIcon size={18} />
        </button>
        <button
          type="button"
          className={tool}
          aria-label="Upload image"
          onClick={() => showComingSoon('Image upload')}
        >
          <ImageIcon size={18} />
        </button>
        <button
          type="button"
          aria-label="Send"
          onClick={() => void submit()}
          disabled={busy || (!text.trim() && files.length === 0)}
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            w: '9',
            h: '9',
            rounded: 'lg',
            bg: 'accent',
            color: 'accent.fg',
            cursor: 'pointer',
            _hover: { bg: 'accent.hover' },
            _focusVisible: { outline: '2px solid', outlineColor: 'ring', outlineOffset: '2px' },
            _disabled: { opacity: 0.5, cursor: 'not-allowed' },
          })}
        >
          <SendIcon size={18} />
        </button>
      </div>
    </div>
  );
}
