import { type ComponentType, lazy, type ReactNode } from 'react';

/** Renders a content module's value through `children`. */
export type ContentView<T> = ComponentType<{ children: (content: T) => ReactNode }>;

/**
 * One view per content module that is its own chunk (one service's or one article's text), so a
 * page ships only the text it shows. A view suspends like a lazy page until its module arrives:
 * the prerender waits for it, hydration keeps the prerendered HTML on screen meanwhile, and a
 * failed load reaches the page's error boundary. Made once, beside the loaders, so each keeps its
 * identity across renders.
 */
export function lazyContents<Key extends string, T>(
  loaders: Record<Key, () => Promise<{ default: T }>>,
): Record<Key, ContentView<T>> {
  const views = {} as Record<Key, ContentView<T>>;
  for (const key of Object.keys(loaders) as Key[]) {
    views[key] = lazy(async () => {
      const { default: content } = await loaders[key]();
      const View = ({ children }: { children: (value: T) => ReactNode }) => children(content);
      return { default: View };
    });
  }
  return views;
}
