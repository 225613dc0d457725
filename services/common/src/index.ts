export { DomainError, type DomainErrorCode } from './domain-error.js';
export {
  startEmbeddedPostgres,
  type EmbeddedPostgresOptions,
  type RunningPostgres,
} from './embedded-postgres.js';
