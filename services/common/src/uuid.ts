const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids. Checking before a query keeps other text away from PostgreSQL's uuid parser,
 * which answers it with an error rather than "no row". */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
