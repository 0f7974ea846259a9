/**
 * The objects the fuzz run's user owns before the run, so fuzzed requests on `{id}` paths also
 * reach real rows, not only the 404 of an unknown id. (The users themselves are made by the
 * browser suite's helper: sign-up, the code from the dev outbox, verify, onboard.)
 */

/** A chat with a message, a post update and the demo mailbox, made through `api.call`. */
export async function seedObjects(api, token) {
  const chat = await api.call('POST', '/chat/create', { body: { title: 'Fuzz chat' }, token });
  await api.call('POST', `/chat/${chat.id}/message`, { body: { content: 'Met Jane from Acme' }, token });
  const update = await api.call('POST', '/post-updates', {
    body: { description: 'Met Jane from Acme, wants a demo Tuesday', chatId: chat.id },
    token,
  });
  const demo = await api.call('POST', '/mailboxes/demo', { token });
  return { chatId: chat.id, postUpdateId: update.id, mailboxId: demo.mailbox.id };
}
