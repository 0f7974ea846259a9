import { Editable } from '@ark-ui/react/editable';
import { useState } from 'react';
import { cx } from '../../styled-system/css';
import { editable } from '../../styled-system/recipes/editable';

export interface EditableFieldProps {
  /** The visible label, also the input's accessible name. */
  label: string;
  /** The saved value; the field shows it again whenever it changes. */
  value: string;
  /** Shown (muted) when the value is empty. */
  placeholder?: string | undefined;
  /**
   * Called with the new text when the person commits a change (Enter, or leaving the field).
   * Returning (or resolving to) `false` refuses it: the field shows the saved value again.
   */
  onCommit(value: string): void | boolean | Promise<void | boolean>;
  /** Marks the input invalid (with `aria-invalid`). */
  invalid?: boolean | undefined;
  /** `type` of the input (`email`, `tel`); text by default. */
  inputType?: 'text' | 'email' | 'tel' | 'url' | undefined;
  disabled?: boolean | undefined;
  className?: string | undefined;
}

/**
 * A value shown as text that turns into an input where it stands (Ark Editable): focus or click
 * edits, Enter or leaving the field commits, Escape puts the saved value back. `onCommit` is only
 * called when the text changed.
 */
export function EditableField({
  label,
  value,
  placeholder,
  onCommit,
  invalid,
  inputType = 'text',
  disabled,
  className,
}: EditableFieldProps) {
  const styles = editable();
  // Bumped to start the field afresh from `value` after a refused commit.
  const [generation, setGeneration] = useState(0);
  return (
    <Editable.Root
      className={cx(styles.root, className)}
      // A new saved value starts the field afresh (Ark keeps its own draft while editing).
      key={`${generation}:${value}`}
      defaultValue={value}
      onValueCommit={(d) => {
        if (d.value === value) return;
        void Promise.resolve(onCommit(d.value)).then((accepted) => {
          if (accepted === false) setGeneration((g) => g + 1);
        });
      }}
      placeholder={placeholder ?? 'Empty'}
      activationMode="click"
      submitMode="both"
      invalid={invalid}
      disabled={disabled}
    >
      <Editable.Label className={styles.label}>{label}</Editable.Label>
      <Editable.Area className={styles.area}>
        <Editable.Input className={styles.input} type={inputType} aria-label={label} />
        <Editable.Preview
          className={styles.preview}
          tabIndex={disabled ? -1 : 0}
          aria-label={`${label}: ${value || placeholder || 'empty'}, edit`}
          role="button"
        />
      </Editable.Area>
    </Editable.Root>
  );
}
