import type { AdminPostPage } from '@site/contract';
import { useEffect, useState } from 'react';
import { listAdminPosts } from '../admin-api.js';
import { useAdminCall } from '../useAdminCall.js';
import type { DashboardView } from './dashboard-view.js';

interface Loaded {
  /** Which request this answers: the view and the reload count. */
  key: string;
  /** null when the list could not be read. */
  answer: AdminPostPage | null;
}

/** The dashboard's page for `view`: one request per view. `list` is undefined until the first
 * answer, then the latest (kept while the next one loads); null if it could not be read.
 * `reload()` asks again. */
export function useAdminPosts({ status, sort, q, page }: DashboardView) {
  const call = useAdminCall();
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);
  const [version, setVersion] = useState(0);
  const key = JSON.stringify([status, sort, q, page, version]);

  useEffect(() => {
    let current = true;
    const settle = (answer: AdminPostPage | null) => {
      if (current) setLoaded({ key: JSON.stringify([status, sort, q, page, version]), answer });
    };
    call(() => listAdminPosts({ status, sort, q, page })).then(settle, (error: unknown) => {
      console.error(error);
      settle(null);
    });
    return () => {
      current = false;
    };
  }, [call, status, sort, q, page, version]);

  return {
    list: loaded?.answer,
    loading: loaded?.key !== key,
    reload: () => setVersion((n) => n + 1),
  };
}
