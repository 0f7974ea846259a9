/**
 * Keyboard shortcuts of the workspace (issue 26): which key does what, and the command palette's
 * filter. The app only listens and dispatches.
 */

export type ShortcutAction = 'palette' | 'composer' | 'help';

/** What the "?" list shows, in order. */
export const KEYBOARD_SHORTCUTS: readonly { keys: string; does: string }[] = [
  {
    keys: '⌘K / Ctrl+K',
    does: 'Open the command palette: people (by name or company), chats, new chat, mode, mailbox',
  },
  { keys: '/', does: 'Focus the message box' },
  { keys: '?', does: 'Show these shortcuts' },
  { keys: 'Esc', does: 'Close a dialog, the palette or the chats panel' },
];

export interface KeyPress {
  key: string;
  metaKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  /** The key was typed into a text field (then "/" and "?" are text, not shortcuts). */
  inTextField: boolean;
}

/** The shortcut a key press asks for, or null. */
export function shortcutOf(press: KeyPress): ShortcutAction | null {
  if ((press.metaKey || press.ctrlKey) && !press.altKey && press.key.toLowerCase() === 'k') return 'palette';
  if (press.inTextField || press.metaKey || press.ctrlKey || press.altKey) return null;
  if (press.key === '/') return 'composer';
  if (press.key === '?') return 'help';
  return null;
}

export interface PaletteItem {
  id: string;
  label: string;
  /** What kind of thing it is, shown beside it ("Chat", "Person", "Action"). */
  group: string;
  /** More words it is found by (a person's company and email). */
  keywords?: string;
}

/** Items whose label or keywords hold every word typed, case-insensitively, at most `limit`. */
export function filterPalette(items: readonly PaletteItem[], query: string, limit = 12): PaletteItem[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const found = words.length
    ? items.filter((item) => {
        const text = `${item.label} ${item.keywords ?? ''}`.toLowerCase();
        return words.every((w) => text.includes(w));
      })
    : items;
  return found.slice(0, limit);
}
