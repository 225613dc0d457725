export { DomainError, type DomainErrorCode } from './domain-error.js';
export { isUuid } from './uuid.js';
export { loadOnUse } from './load-on-use.js';
export { queryNamed, type NamedStatement } from './named-statement.js';
export {
  startEmbeddedPostgres,
  type EmbeddedPostgresOptions,
  type RunningPostgres,
} from './embedded-postgres.js';
export { dayRangeClauses, type DayRange } from './day-range.js';
export { PeriodicJob } from './periodic-job.js';
