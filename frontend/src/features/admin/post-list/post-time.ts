import { COMPANY_TIME_ZONE, PUBLISHING, type AdminPostSummary } from '@site/contract';

const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: COMPANY_TIME_ZONE,
});
const CLOCK = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: COMPANY_TIME_ZONE,
});

/** The zone's usual abbreviation: English CLDR data has none for Pakistan ('GMT+5'). */
const ZONE_ABBREVIATIONS: Record<string, string> = { 'Asia/Karachi': 'PKT' };
const ZONE =
  ZONE_ABBREVIATIONS[COMPANY_TIME_ZONE] ??
  new Intl.DateTimeFormat('en-GB', { timeZone: COMPANY_TIME_ZONE, timeZoneName: 'short' })
    .formatToParts(0)
    .find((part) => part.type === 'timeZoneName')?.value;

function dateOf(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '24 Nov 2026' in the company's time zone, or null for a missing or invalid date. */
export function companyDay(value: string | null | undefined): string | null {
  const date = dateOf(value);
  return date && DAY.format(date);
}

/** '1 Dec 2026, 09:00 (PKT)' in the company's time zone, or null for a missing or invalid date. */
export function companyDateTime(value: string | null | undefined): string | null {
  const date = dateOf(value);
  return date && `${DAY.format(date)}, ${CLOCK.format(date)}${ZONE ? ` (${ZONE})` : ''}`;
}

/** The time that matters for a post in the dashboard: when it was trashed, goes public, went
 * public or (a draft) was last edited; 'Date unavailable' when that time is missing. */
export function postTimeLabel(
  post: Pick<AdminPostSummary, 'status' | 'publishedAt' | 'updatedAt' | 'deletedAt'>,
): string {
  const says = (prefix: string, time: string | null, suffix = '') =>
    time ? `${prefix} ${time}${suffix}` : 'Date unavailable';
  if (post.deletedAt !== null) {
    return says(
      'Trashed',
      companyDay(post.deletedAt),
      ` · purged after ${PUBLISHING.trashDays} days`,
    );
  }
  switch (post.status) {
    case 'scheduled':
      return says('Scheduled for', companyDateTime(post.publishedAt));
    case 'published':
      return says('Published', companyDay(post.publishedAt));
    case 'draft':
      return says('Last edited', companyDateTime(post.updatedAt));
  }
}

/** The badge's words for a post's state. */
export function statusLabel(post: Pick<AdminPostSummary, 'status' | 'deletedAt'>): string {
  if (post.deletedAt !== null) return 'In trash';
  switch (post.status) {
    case 'draft':
      return 'Draft';
    case 'scheduled':
      return 'Scheduled';
    case 'published':
      return 'Published';
  }
}
