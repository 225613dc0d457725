/**
 * Every business failure a service can report. The bff maps each code to an HTTP answer in
 * one exhaustive switch, so adding a code here fails its build until the mapping exists.
 */
export type DomainErrorCode =
  | 'POST_NOT_FOUND'
  | 'POST_INVALID'
  | 'POST_EDITED_ELSEWHERE'
  | 'POST_IN_TRASH'
  | 'POST_NOT_IN_TRASH'
  | 'REVISION_NOT_FOUND'
  | 'PREVIEW_LINK_NOT_FOUND'
  | 'SLUG_TAKEN'
  | 'IMAGE_TYPE_NOT_ALLOWED'
  | 'IMAGE_TOO_LARGE'
  | 'IMAGE_TOO_MANY_PIXELS'
  | 'IMAGE_UNREADABLE'
  | 'STORAGE_UNAVAILABLE'
  | 'INVALID_CREDENTIALS'
  | 'LOGIN_LOCKED'
  | 'INVALID_TOKEN'
  | 'SECOND_FACTOR_REJECTED'
  | 'VERIFICATION_FAILED'
  | 'WRONG_PASSWORD'
  | 'PASSWORD_REJECTED'
  | 'TWO_FACTOR_STATE'
  | 'SESSION_NOT_FOUND'
  | 'PASSKEY_NOT_FOUND';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** Seconds until a locked-out action may be retried (LOGIN_LOCKED only). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
