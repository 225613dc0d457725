import { useEffect, useState } from 'react';
import { listPostSummaries, type PostSummaryPage } from '../admin-api.js';
import { useAdminCall } from '../useAdminCall.js';

interface Loaded {
  /** Which request this answers: page, search and reload count. */
  key: string;
  /** null when the list could not be read. */
  answer: PostSummaryPage | null;
}

/** The dashboard's list of `page` for the search `q`. `list` is undefined until the first
 * answer, then the latest (kept while the next one loads); null if it could not be read.
 * `reload()` asks again. */
export function usePostSummaries(page: number, q: string) {
  const call = useAdminCall();
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);
  const [version, setVersion] = useState(0);
  const key = `${page}\n${q}\n${version}`;

  useEffect(() => {
    let current = true;
    const settle = (answer: PostSummaryPage | null) => {
      if (current) setLoaded({ key: `${page}\n${q}\n${version}`, answer });
    };
    call(() => listPostSummaries({ page, q })).then(settle, (error: unknown) => {
      console.error(error);
      settle(null);
    });
    return () => {
      current = false;
    };
  }, [call, page, q, version]);

  return {
    list: loaded?.answer,
    loading: loaded?.key !== key,
    reload: () => setVersion((n) => n + 1),
  };
}
