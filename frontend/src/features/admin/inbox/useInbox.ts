import type { InboxListParams, InboxPage } from '@site/contract';
import { useListAnswer } from '../useListAnswer.js';
import { listInbox } from './inbox-api.js';
import { type InboxView, paramsOf } from './inbox-view.js';
import { setUnreadCount } from './unread-count.js';

/** A page of the inbox; the sidebar's unread count follows its counts. */
async function listAndCount(params: InboxListParams): Promise<InboxPage> {
  const answer = await listInbox(params);
  setUnreadCount(answer.counts.new);
  return answer;
}

/** The inbox's page for `view`: one request per view. `list` is undefined until the first
 * answer, then the latest (kept while the next one loads); null if it could not be read. */
export const useInbox = (view: InboxView) => useListAnswer(paramsOf(view), listAndCount);
