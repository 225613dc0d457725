import { useEffect, useState } from 'react';

/** The number of new messages, as the sidebar shows it: set by every answer that carries the
 * counts; null until the first. */
let unread: number | null = null;
const listeners = new Set<(count: number) => void>();

export function setUnreadCount(count: number): void {
  if (count === unread) return;
  unread = count;
  for (const listener of listeners) listener(count);
}

/** The count, kept in ordinary state (useSyncExternalStore would render the whole admin
 * synchronously at each change). */
export function useUnreadCount(): number | null {
  const [count, setCount] = useState(unread);
  useEffect(() => {
    listeners.add(setCount);
    return () => {
      listeners.delete(setCount);
    };
  }, []);
  return count;
}
