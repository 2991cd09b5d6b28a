import { existsSync } from 'node:fs';

/** The flags every browser run uses on this kind of machine (closed network, root, no GPU). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Finds a Chromium: CHROMIUM_PATH, then Debian's /usr/bin/chromium, then Playwright's own browser.
 * Returns null when there is none.
 */
export async function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const path of candidates) if (path && existsSync(path)) return path;
  try {
    const { chromium } = await import('@playwright/test');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright has no browser of its own here.
  }
  return null;
}

export const NO_CHROMIUM_MESSAGE =
  'Browser tests need Chromium: install it (Debian: `apt-get install chromium`) or set CHROMIUM_PATH to a Chromium binary.';
