import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/** False in the server's HTML and while the browser hydrates it, true from the render after:
 * what only the browser should draw (or fetch) waits for it without a hydration mismatch. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
