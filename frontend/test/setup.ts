import '@testing-library/jest-dom/jest-globals';
import { afterEach, jest } from '@jest/globals';
import { cleanup } from '@testing-library/react';

// jsdom has no layout: scrolling and media queries are stubs the app may call.
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

afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});
