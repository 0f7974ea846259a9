import { describe, expect, it } from 'vitest';
import { BROWSER_NAMES, OPERATING_SYSTEMS } from './contract/schemas.js';
import { detectDevice } from './device.js';

/** Real user agents, as browsers send them. [description, user agent, OS, browser, maxTouchPoints?] */
const CASES: [string, string, string, string, number?][] = [
  [
    'Chrome on Windows 10',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Windows',
    'Chrome',
  ],
  [
    'Edge (Chromium) on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
    'Windows',
    'Edge',
  ],
  [
    'legacy Edge 18 on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582',
    'Windows',
    'Edge',
  ],
  [
    'Internet Explorer 11 on Windows 10',
    'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
    'Windows',
    'Internet Explorer',
  ],
  [
    'Internet Explorer 10 on Windows 7',
    'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)',
    'Windows',
    'Internet Explorer',
  ],
  [
    'Firefox on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    'Windows',
    'Firefox',
  ],
  [
    'Safari on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    'MacOS',
    'Safari',
  ],
  [
    'Chrome on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'MacOS',
    'Chrome',
  ],
  [
    'Firefox on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0',
    'MacOS',
    'Firefox',
  ],
  [
    'Edge on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
    'MacOS',
    'Edge',
  ],
  [
    'Safari on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    'iOS',
    'Safari',
  ],
  [
    'Chrome on iPhone (CriOS)',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
    'iOS',
    'Chrome',
  ],
  [
    'Firefox on iPhone (FxiOS)',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
    'iOS',
    'Firefox',
  ],
  [
    'Edge on iPhone (EdgiOS)',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/131.2903.68 Mobile/15E148 Safari/605.1.15',
    'iOS',
    'Edge',
  ],
  [
    'Safari on an older iPad (iPad token)',
    'Mozilla/5.0 (iPad; CPU OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
    'iOS',
    'Safari',
  ],
  [
    'Safari on iPadOS (desktop user agent, touch screen)',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15',
    'iOS',
    'Safari',
    5,
  ],
  [
    'Chrome on Android',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    'Android',
    'Chrome',
  ],
  [
    'Chrome on a Pixel',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Pro) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36',
    'Android',
    'Chrome',
  ],
  [
    'Firefox on Android',
    'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
    'Android',
    'Firefox',
  ],
  [
    'Edge on Android (EdgA)',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 EdgA/131.0.0.0',
    'Android',
    'Edge',
  ],
  [
    'Samsung Internet on Android',
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
    'Android',
    'Unknown Browser',
  ],
  [
    'an Android WebView',
    'Mozilla/5.0 (Linux; Android 13; SM-G991B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.6778.81 Mobile Safari/537.36',
    'Android',
    'Chrome',
  ],
  [
    'Firefox on Linux',
    'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    'Linux',
    'Firefox',
  ],
  [
    'Firefox on Ubuntu',
    'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    'Linux',
    'Firefox',
  ],
  [
    'Chrome on Linux',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Linux',
    'Chrome',
  ],
  [
    'Chrome on ChromeOS (reported as Linux)',
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Linux',
    'Chrome',
  ],
  [
    'Opera on Windows (no label of its own)',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
    'Windows',
    'Unknown Browser',
  ],
  [
    'Opera Presto on Windows',
    'Opera/9.80 (Windows NT 6.1; WOW64) Presto/2.12.388 Version/12.18',
    'Windows',
    'Unknown Browser',
  ],
  [
    'a Facebook in-app browser on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/489.0.0.43.107]',
    'iOS',
    'Unknown Browser',
  ],
  ['curl', 'curl/8.5.0', 'Unknown OS', 'Unknown Browser'],
  ['an empty user agent', '', 'Unknown OS', 'Unknown Browser'],
];

describe('detectDevice', () => {
  it('has at least 20 real user agents in its table', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(20);
  });

  it.each(CASES)('%s → %s / %s', (_, userAgent, os, browser, maxTouchPoints) => {
    expect(detectDevice(userAgent, maxTouchPoints)).toEqual({ operating_system: os, browser_name: browser });
  });

  it('reports a Mac without touch points as MacOS', () => {
    const mac = CASES.find(([name]) => name === 'Safari on macOS')?.[1] ?? '';
    expect(detectDevice(mac, 0).operating_system).toBe('MacOS');
    expect(detectDevice(mac).operating_system).toBe('MacOS');
  });

  it('uses only the labels of the spec', () => {
    for (const [, ua, , , touch] of CASES) {
      const device = detectDevice(ua, touch);
      expect(OPERATING_SYSTEMS).toContain(device.operating_system);
      expect(BROWSER_NAMES).toContain(device.browser_name);
    }
  });

  it('treats a missing user agent as unknown', () => {
    expect(detectDevice(undefined)).toEqual({
      operating_system: 'Unknown OS',
      browser_name: 'Unknown Browser',
    });
    expect(detectDevice(null)).toEqual({ operating_system: 'Unknown OS', browser_name: 'Unknown Browser' });
  });
});
