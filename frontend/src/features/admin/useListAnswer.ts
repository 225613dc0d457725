import { useEffect, useState } from 'react';
import { useAdminCall } from './useAdminCall.js';

interface Loaded<T> {
  /** Which parameters this answers. */
  key: string;
  /** null when the list could not be read. */
  answer: T | null;
}

/** A list's page for `params`: one request per parameters. `list` is undefined until the first
 * answer, then the latest (kept while the next one loads); null if it could not be read. `load`
 * must keep its identity (a module's function). */
export function useListAnswer<P, T>(params: P, load: (params: P) => Promise<T>) {
  const call = useAdminCall();
  const [loaded, setLoaded] = useState<Loaded<T> | undefined>(undefined);
  const key = JSON.stringify(params);

  useEffect(() => {
    let current = true;
    const settle = (answer: T | null) => {
      if (current) setLoaded({ key, answer });
    };
    call(() => load(JSON.parse(key) as P)).then(settle, (error: unknown) => {
      console.error(error);
      settle(null);
    });
    return () => {
      current = false;
    };
  }, [call, key, load]);

  return { list: loaded?.answer, loading: loaded?.key !== key };
}
