/**
 * A message's labels: its folder's, Gmail's own labels where the server is Gmail (X-GM-LABELS:
 * `\Inbox`, `\Sent`, `\Important`, the user's labels; the sync reads the one All Mail folder there,
 * so the folder alone would not tell sent mail from received), plus Gmail's words for the two
 * flags a person sets (UNREAD without `\Seen`, STARRED with `\Flagged`), so IMAP and Gmail mail
 * read alike.
 */
export function labelsOf(
  folderLabel: string,
  flags: ReadonlySet<string> | undefined,
  gmailLabels?: ReadonlySet<string>,
): string[] {
  const labels = new Set([folderLabel, ...(gmailLabels ?? [])]);
  if (flags && !flags.has('\\Seen')) labels.add('UNREAD');
  if (flags?.has('\\Flagged')) labels.add('STARRED');
  return [...labels];
}
