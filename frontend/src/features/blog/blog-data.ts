import { createContext, useContext, useEffect, useState } from 'react';

/**
 * A blog page's data, fetched once wherever the page is first drawn. The server renders the page
 * with the data it fetched (ServerDataContext) and writes the same data into the HTML
 * (SERVER_DATA_ID), which the browser's first render reads, so hydration draws exactly what the
 * server drew. After that the page fetches its data from the API, and remembers the last answers
 * so that going back draws the previous page at once (and so restores its scroll position).
 */
export interface ServerData {
  /** The address the data is for: path and query, e.g. '/blog/search?q=seo'. */
  key: string;
  data: unknown;
}

export const SERVER_DATA_ID = 'blog-data';

export const ServerDataContext = createContext<ServerData | null>(null);

/** The data written into this HTML by the server, until the first page has used it. */
let embedded: ServerData | null | undefined;

function embeddedData(): ServerData | null {
  if (embedded === undefined) {
    const text =
      typeof document === 'undefined' ? null : document.getElementById(SERVER_DATA_ID)?.textContent;
    embedded = text ? (JSON.parse(text) as ServerData) : null;
  }
  return embedded;
}

const recent = new Map<string, unknown>();
const RECENT_MAX = 20;

function remember(key: string, data: unknown): void {
  recent.delete(key);
  recent.set(key, data);
  if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value!);
}

export type Loaded<T> =
  { state: 'loading' } | { state: 'loaded'; data: T } | { state: 'failed'; error: unknown };

interface Entry<T> {
  key: string;
  result: Loaded<T>;
}

/** The data for `key`, from the server's render, the page's HTML, the last answers or `load`. */
export function useBlogData<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const server = useContext(ServerDataContext);
  // The server's data or the HTML's; the last answers are read below, on every render.
  const [entry, setEntry] = useState<Entry<T> | null>(() => {
    const given = server ?? embeddedData();
    return given?.key === key ? { key, result: { state: 'loaded', data: given.data as T } } : null;
  });

  useEffect(() => {
    const fromHtml = embedded?.key === key;
    // The HTML's data serves the first render only; later visits fetch afresh.
    embedded = null;
    if (fromHtml) {
      if (entry?.result.state === 'loaded') remember(key, entry.result.data);
      return;
    }
    const controller = new AbortController();
    load(controller.signal)
      .then((data) => {
        remember(key, data);
        setEntry({ key, result: { state: 'loaded', data } });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error); // the page shows its empty or not-found state
        // A page shown from the last answers keeps them when a refresh fails.
        setEntry((current) =>
          (current?.key === key && current.result.state === 'loaded') || recent.has(key)
            ? current
            : { key, result: { state: 'failed', error } },
        );
      });
    return () => controller.abort();
    // `load` is a new function on every render; the key says what it fetches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (entry?.key === key) return entry.result;
  return recent.has(key) ? { state: 'loaded', data: recent.get(key) as T } : { state: 'loading' };
}
