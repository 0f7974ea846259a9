/** §2: a mode switch between Input Mode and Query Mode (the ui-kit's segmented radio group). */
import type { ChatMode } from '@rapport/sdk';
import { SegmentedControl } from '@rapport/ui-kit';

const ITEMS = [
  { value: 'input', label: 'Input Mode' },
  { value: 'query', label: 'Query Mode' },
] as const;

export function ModeSwitch({ mode, onChange }: { mode: ChatMode; onChange(mode: ChatMode): void }) {
  return <SegmentedControl<ChatMode> label="Chat mode" items={ITEMS} value={mode} onValueChange={onChange} />;
}
