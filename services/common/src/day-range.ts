/** A filter's first and last day (YYYY-MM-DD, inclusive), as days in a time zone. */
export interface DayRange {
  from?: string;
  to?: string;
}

/**
 * The SQL conditions keeping `column` (a timestamptz) within the days of `range` in `timeZone`;
 * `value` adds a parameter and answers its placeholder. None when the range is open on both ends.
 */
export function dayRangeClauses(
  column: string,
  { from, to }: DayRange,
  timeZone: string,
  value: (param: unknown) => string,
): string[] {
  if (from === undefined && to === undefined) return [];
  const zone = value(timeZone);
  const clauses: string[] = [];
  if (from !== undefined) {
    clauses.push(`${column} >= (${value(from)}::date::timestamp AT TIME ZONE ${zone})`);
  }
  if (to !== undefined) {
    clauses.push(`${column} < ((${value(to)}::date + 1)::timestamp AT TIME ZONE ${zone})`);
  }
  return clauses;
}
