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
}

export const workspace = proxy<WorkspaceState>({
  sidebarOpen: false,
  mode: 'query',
  currentChatId: null,
  postUpdateErrors: {},
  draft: null,
});

export const setMode = (mode: ChatMode): void => {
  workspace.mode = mode;
};
export const openSidebar = (open: boolean): void => {
  workspace.sidebarOpen = open;
};

/** Opens Query Mode with `question` in the composer (the contact page's "Ask about this person"). */
export const askInQueryMode = (question: string): void => {
  workspace.mode = 'query';
  workspace.draft = question;
};

/** Called by the composer once it has shown the waiting text. */
export const clearDraft = (): void => {
  workspace.draft = null;
};
