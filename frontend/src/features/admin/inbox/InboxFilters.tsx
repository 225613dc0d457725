import { INBOX_DEFAULT_STATUSES, type MessageCounts, type MessageStatus } from '@site/contract';
import { FilterLinks } from '../../../components/FilterLinks.js';

export const STATUS_LABELS: Record<MessageStatus, string> = {
  new: 'New',
  read: 'Read',
  replied: 'Replied',
  archived: 'Archived',
  spam: 'Spam',
};

const FILTERS: { status: MessageStatus | undefined; label: string }[] = [
  { status: undefined, label: 'Inbox' },
  { status: 'new', label: STATUS_LABELS.new },
  { status: 'read', label: STATUS_LABELS.read },
  { status: 'replied', label: STATUS_LABELS.replied },
  { status: 'archived', label: STATUS_LABELS.archived },
  { status: 'spam', label: STATUS_LABELS.spam },
];

interface Props {
  status: MessageStatus | undefined;
  counts: MessageCounts | undefined;
  linkTo: (status: MessageStatus | undefined) => string;
}

/** "Inbox (n) · New (n) · Read (n) · Replied (n) · Archived (n) · Spam (n)": the Inbox counts
 * every message neither archived nor spam. */
export function InboxFilters({ status, counts, linkTo }: Props) {
  const countOf = (filter: MessageStatus | undefined) =>
    counts &&
    (filter
      ? counts[filter]
      : INBOX_DEFAULT_STATUSES.reduce((sum, inboxStatus) => sum + counts[inboxStatus], 0));
  return (
    <FilterLinks
      name="Filter messages"
      filters={FILTERS.map(({ status: value, label }) => ({ value, label, count: countOf(value) }))}
      current={status}
      linkTo={linkTo}
    />
  );
}
