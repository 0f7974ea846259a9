/**
 * A message's labels: its folder's, plus Gmail's words for the two flags a person sets
 * (UNREAD without `\Seen`, STARRED with `\Flagged`), so IMAP and Gmail mail read alike.
 */
export function labelsOf(folderLabel: string, flags: ReadonlySet<string> | undefined): string[] {
  return [
    folderLabel,
    ...(flags && !flags.has('\\Seen') ? ['UNREAD'] : []),
    ...(flags?.has('\\Flagged') ? ['STARRED'] : []),
  ];
}
