/** Hydrates the page (or renders the app shell afresh); main.tsx loads it once the page is painted. */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App.js';

/** The path this HTML was prerendered for (written by the build); null in the app shell. */
function prerenderedPath(): string | null {
  const data = document.getElementById('prerender-data')?.textContent;
  return data ? ((JSON.parse(data) as { url?: string }).url ?? null) : null;
}

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Hydrate only HTML made for this very path; the app shell (client-only routes) renders afresh.
// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// main thread for the whole page.
if (prerenderedPath() === window.location.pathname) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else createRoot(container).render(app);
