import { ConfigError } from '../config/app-config.js';

/** A refusal or failure to show the operator as it is (no stack): what happened, what to do. */
export class BackupError extends Error {}

/** What a command prints for an error before it exits with status 1. */
export function describeFailure(error: unknown): string {
  if (error instanceof BackupError || error instanceof ConfigError) return error.message;
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return `Unexpected error: ${text}`;
}
