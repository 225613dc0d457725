/** Hydrates the page (or renders the app shell afresh); main.tsx loads it and calls startApp. */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App.js';
import { connectVisitLog } from './features/lead-context/visit-log.js';
import { type VisitLog } from './features/lead-context/visit.js';

export interface AppStart {
  /** The HTML was made for this very path (prerendered or server-rendered): hydrate it. The app
   * shell (client-only routes) and the 404 page at another path render afresh. */
  hydrate: boolean;
  /** The visit's record, kept by main.tsx. */
  visits: VisitLog;
}

export function startApp({ hydrate, visits }: AppStart): void {
  connectVisitLog(visits);
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page.
  if (hydrate) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
}
