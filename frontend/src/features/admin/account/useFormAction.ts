import { useState } from 'react';
import { ApiError } from '../../../lib/api.js';
import { failureMessage } from '../failure-message.js';
import type { Problem } from '../FormError.js';
import { useAdminCall } from '../useAdminCall.js';
import { PasskeyPromptError } from './passkeys.js';

/** What to tell the admin when an account action fails: the server's words, or the passkey
 * prompt's. */
export const accountFailure = (error: unknown): string =>
  error instanceof PasskeyPromptError ? error.message : failureMessage(error);

/**
 * One account form's state: `run` performs an action (its calls through `call`, so a 401 ends
 * the session), `busy` while it runs, and `problem` with what went wrong.
 */
export function useFormAction() {
  const call = useAdminCall();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);

  async function run(action: (adminCall: typeof call) => Promise<void>): Promise<void> {
    setBusy(true);
    setProblem(null);
    try {
      await action(call);
    } catch (error) {
      // A refusal is told to the admin; anything else is a fault worth the console too.
      if (!(error instanceof ApiError || error instanceof PasskeyPromptError)) console.error(error);
      setProblem({ message: accountFailure(error) });
    } finally {
      setBusy(false);
    }
  }

  return { busy, problem, setProblem, run };
}
