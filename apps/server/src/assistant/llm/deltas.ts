/**
 * Groups a model's token-sized pieces into fewer, larger ones before they go out over the
 * notification socket: one message per token would be hundreds of frames (and, on
 * PostgreSQL, hundreds of NOTIFYs) per answer.
 */

export interface DeltaBuffer {
  push(text: string): void;
  /** Sends what is buffered now (at the end of the answer). */
  flush(): void;
}

export const DEFAULT_DELTA_OPTIONS = {
  /** Sent at once from this many buffered characters. */
  maxChars: 200,
  /** …or this long after the first buffered piece. */
  maxDelayMs: 100,
};

export function bufferDeltas(
  emit: (text: string) => void,
  options: Partial<typeof DEFAULT_DELTA_OPTIONS> = {},
): DeltaBuffer {
  const { maxChars, maxDelayMs } = { ...DEFAULT_DELTA_OPTIONS, ...options };
  let pending = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (pending === '') return;
    const text = pending;
    pending = '';
    emit(text);
  };
  return {
    push(text) {
      pending += text;
      if (pending.length >= maxChars) flush();
      else timer ??= setTimeout(flush, maxDelayMs);
    },
    flush,
  };
}
