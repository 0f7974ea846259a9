/** Workspace UI state (valtio): sidebar, chat mode, current chat, composer text. */
import type { ChatMode } from '@rapport/sdk';
import { proxy } from 'valtio';

export interface WorkspaceState {
  /** Only meaningful below the 768 px breakpoint, where the sidebar is an overlay. */
  sidebarOpen: boolean;
  mode: ChatMode;
  currentChatId: string | null;
  /** Chats whose last post update failed (spec §4 "post-update error flag"). */
  postUpdateErrors: Record<string, boolean>;
  /** Text waiting to fill the composer when the workspace opens ("Ask about this person"). */
  draft: string | null;
  /** Send the waiting text at once, in a new chat ("Ask about this person" asks, issue 26). */
  draftSend: boolean;
}

export const workspace = proxy<WorkspaceState>({
  sidebarOpen: false,
  mode: 'query',
  currentChatId: null,
  postUpdateErrors: {},
  draft: null,
  draftSend: false,
});

export const setMode = (mode: ChatMode): void => {
  workspace.mode = mode;
};
export const openSidebar = (open: boolean): void => {
  workspace.sidebarOpen = open;
};

/**
 * Opens Query Mode with `question` in the composer; with `send`, the composer sends it as soon as
 * it can (the contact page's "Ask about this person").
 */
export const askInQueryMode = (question: string, send = false): void => {
  workspace.mode = 'query';
  workspace.draft = question;
  workspace.draftSend = send;
};

/** Called by the composer once it has shown the waiting text. */
export const clearDraft = (): void => {
  workspace.draft = null;
  workspace.draftSend = false;
};
