/** Debian's Chromium (apt-get install chromium); CHROMIUM_PATH points elsewhere. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * How every suite and benchmark starts it: headless as root (no sandbox), and with no
 * background traffic, which a closed network would refuse many times a second.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launch options for playwright-core and @playwright/test. */
export function chromiumLaunchOptions(extraArgs: string[] = []): {
  executablePath: string;
  args: string[];
} {
  return { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] };
}
