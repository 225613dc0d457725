import { type ComponentType, lazy, type ReactNode } from 'react';

type Renderer<T> = ComponentType<{ render: (content: T) => ReactNode }>;
// Keyed by id, so each chunk's component keeps its identity across renders.
const loaded = new Map<string, unknown>();

/**
 * Renders a content module that is its own chunk (one service's or one article's text), so a
 * page ships only the text it shows. It suspends like a lazy page until the module arrives: the
 * prerender waits for it, hydration keeps the prerendered HTML on screen meanwhile, and a failed
 * load reaches the page's error boundary.
 */
export function LazyContent<T>({
  id,
  load,
  children,
}: {
  /** Names the module; the same id always renders the same (cached) chunk. */
  id: string;
  load: () => Promise<{ default: T }>;
  children: (content: T) => ReactNode;
}) {
  let Content = loaded.get(id) as Renderer<T> | undefined;
  if (!Content) {
    Content = lazy(async () => {
      const { default: content } = await load();
      return { default: ({ render }: { render: (content: T) => ReactNode }) => render(content) };
    });
    loaded.set(id, Content);
  }
  return <Content render={children} />;
}
