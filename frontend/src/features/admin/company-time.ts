import { COMPANY_TIME_ZONE } from '@site/contract';

/** Times in the company's time zone (Asia/Karachi): as the admin area shows them, and as the
 * post form's date and time inputs hold them. */

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

/** '24 Nov 2026', or null for a missing or invalid date. */
export function companyDay(value: string | null | undefined): string | null {
  const date = dateOf(value);
  return date && DAY.format(date);
}

/** '09:00'. */
export function companyClock(instant: Date): string {
  return CLOCK.format(instant);
}

/** '1 Dec 2026, 09:00 (PKT)', or null for a missing or invalid date. */
export function companyDateTime(value: string | null | undefined): string | null {
  const date = dateOf(value);
  return date && `${DAY.format(date)}, ${CLOCK.format(date)}${ZONE ? ` (${ZONE})` : ''}`;
}

/** A publish time as the form's date and time inputs hold it, in the company's time zone. */
export interface CompanyInputs {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM', or 'HH:MM:SS' when the seconds are not zero */
  time: string;
}

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMPANY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

function partsOf(instant: Date): Record<Intl.DateTimeFormatPartTypes, string> {
  const parts = {} as Record<Intl.DateTimeFormatPartTypes, string>;
  for (const { type, value } of PARTS.formatToParts(instant)) parts[type] = value;
  return parts;
}

/** The zone's offset from UTC at `instant`, as ISO 8601 writes it: '+05:00'. */
export function companyOffset(instant: Date): string {
  const name = partsOf(instant).timeZoneName; // 'GMT+05:00', or 'GMT' for UTC itself
  const offset = name.replace(/^GMT/, '');
  return offset === '' ? '+00:00' : offset;
}

/** The inputs' date and time (company time) as ISO 8601 with the zone's offset,
 * e.g. '2026-12-01T09:00:00+05:00'; null while either is empty or malformed. */
export function companyIso({ date, time }: CompanyInputs): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}(:\d{2})?$/.test(time)) return null;
  const local = `${date}T${time.length === 5 ? `${time}:00` : time}`;
  // The offset at that wall time read as UTC: exact for a zone without daylight saving.
  const guess = new Date(`${local}Z`);
  if (Number.isNaN(guess.getTime())) return null;
  return `${local}${companyOffset(guess)}`;
}

/** An instant ('2026-12-01T04:00:00.000Z') as the inputs show it in company time. */
export function companyInputs(value: string | null): CompanyInputs {
  const instant = value ? new Date(value) : null;
  if (!instant || Number.isNaN(instant.getTime())) return { date: '', time: '' };
  const parts = partsOf(instant);
  const seconds = parts.second === '00' ? '' : `:${parts.second}`;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}${seconds}`,
  };
}
