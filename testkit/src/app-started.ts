import type { Page } from 'playwright-core';

/** The little of the page's DOM the check reads (the test kit is built without the DOM types). */
interface PageDocument {
  querySelector(css: string): object | null;
}

/**
 * Until React has taken over the page: #root (createRoot and hydrateRoot mark it) and the page's
 * own heading, inside the page's chunk, hydrated last. A prerendered page is its server HTML
 * until the visitor's first sign starts the app (frontend/src/main.tsx); the app shell starts
 * at once. `timeout` in ms (Playwright's default when absent).
 */
export async function reactTookOver(page: Page, timeout?: number): Promise<void> {
  await page.waitForFunction(
    () =>
      ['#root', 'main h1'].every((css) =>
        Object.keys(
          (globalThis as unknown as { document: PageDocument }).document.querySelector(css) ?? {},
        ).some((key) => key.startsWith('__react')),
      ),
    undefined,
    { timeout },
  );
}
