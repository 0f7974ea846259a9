import { describe, expect, it } from 'vitest';
import {
  appendAnswerDraft,
  buildChatHistory,
  fillFirstPendingReply,
  filterChats,
  mergeTimeline,
  sidebarEmptyText,
  toUiMessages,
  type UiChatMessage,
} from './chat-model.js';
import type { PostUpdate } from './contract/schemas.js';

const iso = (minute: number) => new Date(Date.UTC(2026, 10, 22, 10, minute)).toISOString();
const msg = (id: string, minute: number, aiResponse: string | null): UiChatMessage => ({
  id,
  role: 'user',
  content: `q${id}`,
  aiResponse,
  createdAt: new Date(iso(minute)),
  typing: false,
  attachments: [],
  sources: [],
});
const update = (id: string, minute: number): PostUpdate => ({
  id,
  description: `u${id}`,
  createdAt: iso(minute),
  status: 'done',
  showStatus: true,
  chatId: 'c1',
});

describe('chat model', () => {
  it('maps server messages to the interface model in one place', () => {
    const [ui] = toUiMessages([
      {
        id: 'm1',
        is_user_message: true,
        content: 'Who is Jane?',
        ai_response: 'Jane is…',
        createdAt: iso(1),
        sources: [],
      },
    ]);
    expect(ui).toMatchObject({
      id: 'm1',
      role: 'user',
      content: 'Who is Jane?',
      aiResponse: 'Jane is…',
      typing: false,
    });
    expect(ui?.createdAt).toBeInstanceOf(Date);
  });

  it('builds history from answered questions only', () => {
    expect(buildChatHistory([msg('1', 1, 'a1'), msg('2', 2, null)])).toEqual([
      { question: 'q1', answer: 'a1' },
    ]);
  });

  it('fills the first message lacking a reply and marks it typing', () => {
    const filled = fillFirstPendingReply([msg('1', 1, 'a1'), msg('2', 2, null), msg('3', 3, null)], 'reply');
    expect(filled.map((m) => [m.aiResponse, m.typing])).toEqual([
      ['a1', false],
      ['reply', true],
      [null, false],
    ]);
  });

  it("appends the model's draft to the question waiting for its answer, out of the history", () => {
    let list = appendAnswerDraft([msg('1', 1, 'a1'), msg('2', 2, null)], 'The Zephyr ');
    list = appendAnswerDraft(list, 'budget is $48,000 [1].');
    expect(list.map((m) => [m.aiResponse, m.draft ?? false, m.typing])).toEqual([
      ['a1', false, false],
      ['The Zephyr budget is $48,000 [1].', true, false],
    ]);
    expect(buildChatHistory(list)).toEqual([{ question: 'q1', answer: 'a1' }]);
    // Once the checked answer has replaced the draft, a late piece changes nothing.
    const answered = [msg('1', 1, 'a1'), msg('2', 2, 'checked')];
    expect(appendAnswerDraft(answered, 'late')).toEqual(answered);
  });

  it('interleaves messages and post updates ascending by createdAt, stable on ties', () => {
    const timeline = mergeTimeline(
      [msg('1', 5, null), msg('2', 1, null)],
      [update('u1', 3), update('u2', 5)],
    );
    expect(timeline.map((i) => (i.kind === 'message' ? i.message.id : i.postUpdate.id))).toEqual([
      '2',
      'u1',
      '1',
      'u2',
    ]);
  });

  it('filters chats by title or last message, case-insensitively', () => {
    const chats = [
      { title: 'Acme demo', lastMessage: null },
      { title: 'New Chat', lastMessage: { content: 'Call ACME back', createdAt: iso(1) } },
      { title: 'Globex', lastMessage: { content: 'pricing', createdAt: iso(2) } },
    ];
    expect(filterChats(chats, 'acme').map((c) => c.title)).toEqual(['Acme demo', 'New Chat']);
    expect(filterChats(chats, '  ')).toHaveLength(3);
  });

  it.each([
    [{ loading: true, total: 0, query: '' }, 'Loading..'],
    [{ loading: false, total: 0, query: '' }, 'No chats found'],
    [{ loading: false, total: 0, query: 'acme' }, 'No chats found matching "acme"'],
    [{ loading: false, total: 2, query: 'acme' }, null],
  ])('sidebar empty text for %j', (state, expected) => {
    expect(sidebarEmptyText(state)).toBe(expected);
  });
});
