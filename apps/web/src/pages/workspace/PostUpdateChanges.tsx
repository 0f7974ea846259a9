/**
 * Issue 13: what a post update changed in the CRM, as one line under it ("Created contact Jane
 * Cooper · Added follow-up Tue 24 Nov"), with an Undo that reverts it. The wording comes from the
 * server and the SDK's rules; this renders and dispatches.
 */
import { canUndoChanges, changesLine, errorDescription, type PostUpdate, undoneMessage } from '@rapport/sdk';
import { Button } from '@rapport/ui-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { css } from '../../../styled-system/css';
import { notify, notifyError } from '../../lib/notify';
import { contactKeys, POST_UPDATES_KEY, postUpdatesKey } from '../../lib/queryKeys';
import { api } from '../../lib/services';

function useUndoPostUpdate(postUpdate: PostUpdate) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api().postUpdates.undo(postUpdate.id),
    onSuccess: (undone) => {
      if (undone.chatId)
        queryClient.setQueryData<PostUpdate[]>(postUpdatesKey(undone.chatId), (old) =>
          old?.map((p) => (p.id === undone.id ? undone : p)),
        );
      void queryClient.invalidateQueries({ queryKey: contactKeys.all });
      void queryClient.invalidateQueries({ queryKey: POST_UPDATES_KEY });
      notify({ title: 'Post update undone', description: undoneMessage(undone.changes ?? []) });
    },
    onError: (error) =>
      notifyError({ title: 'Error', description: errorDescription(error, 'Could not undo the post update') }),
  });
}

export function PostUpdateChanges({ postUpdate }: { postUpdate: PostUpdate }) {
  const undo = useUndoPostUpdate(postUpdate);
  const line = changesLine(postUpdate.changes ?? []);
  if (line === '') return null;
  return (
    <span
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        gap: '2',
        alignItems: 'center',
        mt: '1',
        fontSize: 'xs',
        color: 'fg.muted',
      })}
    >
      <span
        data-testid="post-update-changes"
        className={css(postUpdate.undoneAt ? { textDecoration: 'line-through' } : {})}
      >
        {line}
      </span>
      {canUndoChanges(postUpdate) ? (
        <Button
          size="sm"
          variant="outline"
          onClick={() => undo.mutate()}
          loading={undo.isPending}
          loadingText="Undoing..."
        >
          Undo
        </Button>
      ) : postUpdate.undoneAt ? (
        <span>Undone</span>
      ) : null}
    </span>
  );
}
