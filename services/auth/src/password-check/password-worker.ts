/**
 * The password check's worker process: loads the list of common passwords (about 35 MB once
 * built), answers one question and exits, so that memory never stays in the long-running bff.
 * Started by check-in-worker.ts; speaks through the IPC channel.
 */
import { isCommonPassword } from './common-passwords.js';

export interface PasswordQuestion {
  password: string;
  userInputs: string[];
}

process.once('message', ({ password, userInputs }: PasswordQuestion) => {
  process.send?.({ common: isCommonPassword(password, userInputs) }, () => process.disconnect());
});
