import '@testing-library/jest-dom/jest-globals';
import { afterAll, afterEach, beforeAll, jest } from '@jest/globals';
import { cleanup } from '@testing-library/react';
import { connectVisitLog } from '../src/features/lead-context/visit-log.js';
import { visitLog } from '../src/features/lead-context/visit.js';
import { forgetRequests, server } from './server.js';

// As src/main.tsx hands the page's visit record to the app when it starts it.
connectVisitLog(visitLog);

// A request no handler answers is an error for the code that made it and fails the test, even
// when the page under test shows its own error state for it.
const unanswered: string[] = [];
beforeAll(() => {
  server.listen({
    onUnhandledRequest(request, print) {
      unanswered.push(`${request.method} ${request.url}`);
      print.error();
    },
  });
});
afterAll(() => server.close());

// jsdom has no layout: scrolling and media queries are stubs the app may call. Specs that run
// under Node (`@jest-environment node`, the server renderer) have no window at all.
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'scrollTo', { value: jest.fn(), writable: true });
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });

  // jsdom has no object URLs (image previews); every browser does.
  Object.defineProperty(URL, 'createObjectURL', { writable: true, value: () => 'blob:preview' });
  Object.defineProperty(URL, 'revokeObjectURL', { writable: true, value: () => undefined });
}

afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
  server.resetHandlers();
  forgetRequests();
  const unexpected = unanswered.splice(0);
  if (unexpected.length > 0) throw new Error(`No handler for: ${unexpected.join(', ')}`);
});
