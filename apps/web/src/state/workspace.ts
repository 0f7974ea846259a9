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
}

export const workspace = proxy<WorkspaceState>({
  sidebarOpen: false,
  mode: 'query',
  currentChatId: null,
  postUpdateErrors: {},
});

export const setMode = (mode: ChatMode): void => {
  workspace.mode = mode;
};
export const openSidebar = (open: boolean): void => {
  workspace.sidebarOpen = open;
};
