/**
 * The device description sent with a forgot-password request (spec §7 Auth), detected from
 * the browser's user agent. Only the spec's labels are ever returned.
 *
 * Decisions where the spec has no label:
 * - ChromeOS (`CrOS`) reports `Linux`: it is a Linux system and the spec has no ChromeOS label.
 * - Chromium browsers that name themselves (Opera `OPR/`, Samsung Internet, Yandex, UC, Vivaldi
 *   when it says so) report `Unknown Browser`: the label appears in a security email, where
 *   naming a browser the user did not use would mislead. Browsers whose user agent is
 *   indistinguishable from Chrome (Brave, Arc) report `Chrome`.
 * - iPadOS sends a desktop Safari user agent (`Macintosh`); pass `maxTouchPoints`
 *   (`navigator.maxTouchPoints`) to tell an iPad (touch points > 1) from a Mac.
 */
import type { ForgotPasswordRequest } from './contract/schemas.js';

export type OperatingSystem = ForgotPasswordRequest['operating_system'];
export type BrowserName = ForgotPasswordRequest['browser_name'];

export interface Device {
  operating_system: OperatingSystem;
  browser_name: BrowserName;
}

export function detectOperatingSystem(userAgent: string, maxTouchPoints = 0): OperatingSystem {
  const ua = userAgent;
  if (/Windows (NT|Phone)|Win(32|64|98|95|dows)\b/.test(ua) && !/Android/.test(ua)) return 'Windows';
  if (/iPhone|iPad|iPod/.test(ua)) return 'iOS';
  if (/Android/.test(ua)) return 'Android';
  if (/Macintosh|Mac OS X/.test(ua)) return maxTouchPoints > 1 ? 'iOS' : 'MacOS';
  if (/CrOS|Linux/.test(ua)) return 'Linux';
  return 'Unknown OS';
}

const OTHER_CHROMIUM = /\b(OPR|OPT|Opera|OPiOS|SamsungBrowser|YaBrowser|UCBrowser|Vivaldi)\//;

export function detectBrowser(userAgent: string): BrowserName {
  const ua = userAgent;
  // Edge first: Chromium Edge (Edg/, EdgA/, EdgiOS/) and legacy Edge (Edge/) also say Chrome and Safari.
  if (/\b(Edge|Edg|EdgA|EdgiOS)\//.test(ua)) return 'Edge';
  if (OTHER_CHROMIUM.test(ua) || /\bOpera\b/.test(ua)) return 'Unknown Browser';
  if (/\bMSIE |Trident\//.test(ua)) return 'Internet Explorer';
  if (/\b(Firefox|FxiOS)\//.test(ua)) return 'Firefox';
  if (/\b(Chrome|CriOS|Chromium)\//.test(ua)) return 'Chrome';
  // Safari proper carries Version/; in-app iOS web views (no Safari/ token) are unknown.
  if (/\bSafari\//.test(ua) && /\bVersion\//.test(ua)) return 'Safari';
  return 'Unknown Browser';
}

/**
 * `{ operating_system, browser_name }` for a user agent, e.g.
 * `detectDevice(navigator.userAgent, navigator.maxTouchPoints)`.
 */
export function detectDevice(userAgent: string | null | undefined, maxTouchPoints = 0): Device {
  const ua = userAgent ?? '';
  return { operating_system: detectOperatingSystem(ua, maxTouchPoints), browser_name: detectBrowser(ua) };
}
