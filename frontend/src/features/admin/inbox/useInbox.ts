import { useEffect, useState } from 'react';
import { useAdminCall } from '../useAdminCall.js';
import { listInbox } from './inbox-api.js';
import type { InboxPage } from '@site/contract';
import { type InboxView, paramsOf } from './inbox-view.js';
import { setUnreadCount } from './unread-count.js';

interface Loaded {
  key: string;
  /** null when the list could not be read. */
  answer: InboxPage | null;
}

/** The inbox's page for `view`: one request per view. `list` is undefined until the first
 * answer, then the latest (kept while the next one loads); null if it could not be read. */
export function useInbox(view: InboxView) {
  const call = useAdminCall();
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);
  const key = JSON.stringify(paramsOf(view));

  useEffect(() => {
    let current = true;
    const settle = (answer: InboxPage | null) => {
      if (current) setLoaded({ key, answer });
    };
    call(() => listInbox(JSON.parse(key) as ReturnType<typeof paramsOf>)).then(
      (answer) => {
        setUnreadCount(answer.counts.new);
        settle(answer);
      },
      (error: unknown) => {
        console.error(error);
        settle(null);
      },
    );
    return () => {
      current = false;
    };
  }, [call, key]);

  return { list: loaded?.answer, loading: loaded?.key !== key };
}
