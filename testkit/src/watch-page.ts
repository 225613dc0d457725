import type { Page } from 'playwright-core';

/** Reports every CSP violation in the page as a console error, which watchPage collects. */
const REPORT_CSP_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) => {
  console.error('CSP violation: ' + event.violatedDirective + ' blocked ' + event.blockedURI);
});`;

export interface WatchPageOptions {
  /** Answers of 400 and above from these addresses are expected, not problems. */
  allowStatus?: (url: string) => boolean;
}

/** What goes wrong on a page from now on: console errors, uncaught errors, failed requests,
 * answers of 400 and above, CSP violations. The returned list fills as they happen. */
export function watchPage(page: Page, { allowStatus }: WatchPageOptions = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium also logs every answer of 400 and above as a console error, naming its address.
    const refused = /^Failed to load resource: the server responded with a status of \d+/;
    if (refused.test(message.text()) && allowStatus?.(message.location().url)) return;
    problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? '?'})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400 && !allowStatus?.(response.url()))
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  void page.addInitScript({ content: REPORT_CSP_VIOLATIONS });
  return problems;
}
