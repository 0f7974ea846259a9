/**
 * The submit handler shared by the auth and settings forms: a failed check shows its toast and
 * stops; otherwise the button is busy while `run` works, and a failure shows a destructive toast
 * whose description is the server's (errorDescription, spec §6 "Form errors") or the fallback.
 */
import { errorDescription } from '@rapport/sdk';
import { type FormEvent, useState } from 'react';
import { notifyError } from './notify';

export interface FormToast {
  title: string;
  description?: string | undefined;
}

export interface FormSubmitOptions {
  /** The toast of the first failing check, or null to submit. */
  check?: () => FormToast | null;
  /** The request and whatever follows its success (toast, navigation). */
  run: () => Promise<void>;
  /** The error toast's title and the description used when the error carries none. */
  failure: { title: string; description: string };
  /**
   * Auth forms navigate away on success and stay busy until then; settings forms stay on the
   * page and are ready again once `run` has finished.
   */
  readyAfterSuccess?: boolean;
}

export function useFormSubmit(options: FormSubmitOptions): {
  busy: boolean;
  onSubmit(event: FormEvent): Promise<void>;
} {
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = options.check?.() ?? null;
    if (problem) {
      notifyError(problem);
      return;
    }
    setBusy(true);
    try {
      await options.run();
      if (options.readyAfterSuccess) setBusy(false);
    } catch (error) {
      notifyError({
        title: options.failure.title,
        description: errorDescription(error, options.failure.description),
      });
      setBusy(false);
    }
  };

  return { busy, onSubmit };
}
