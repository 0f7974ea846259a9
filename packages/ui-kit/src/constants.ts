// UI constants of the product spec (../shared/spec/product-spec.md), with their section.

/** §4 "Toasts", §9 "Toast limit": one toast at a time. */
export const TOAST_LIMIT = 1;
/** §9 "Toast default duration". */
export const TOAST_DURATION_MS = 5_000;
/** §9 "Start and complete toasts" (e.g. "Syncing email" / "Email synced"). */
export const TOAST_STATUS_DURATION_MS = 3_000;
/** §9 "Error toasts". */
export const TOAST_ERROR_DURATION_MS = 5_000;
/** §9 "Toast swipe threshold", in CSS pixels of horizontal travel. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** §9 "Toast hotkey": F8 moves focus to the toast region. Zag matches `KeyboardEvent.code`. */
export const TOAST_HOTKEY: readonly string[] = ['F8'];
/**
 * §9 "Toast removal delay" (1000000 ms). Recorded, not applied: in Ark/zag the removal delay
 * holds a dismissed toast in the one visible slot, so 1000000 ms would block every later toast.
 * The exit animation delay below is used instead.
 */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** Time a dismissed toast keeps its slot while it animates out. */
export const TOAST_EXIT_ANIMATION_MS = 200;

/** §2 "Page header and user menu", §9 "Avatar fallback". */
/** §9 "Menu name fallback". */
export const MENU_NAME_FALLBACK = 'User';

/** §5 / decisions.md "OTP": 6 digits, 6 slots drawn. */
export const OTP_LENGTH = 6;

/** §4 "Theme": the key of the stored preference. */
export const THEME_STORAGE_KEY = 'theme';
