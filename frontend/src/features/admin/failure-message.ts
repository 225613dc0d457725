import { ApiError } from '../../lib/api.js';

/** What to tell the admin when a call fails: the server's words where there are any. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Cannot reach the server. Please try again.';
}
