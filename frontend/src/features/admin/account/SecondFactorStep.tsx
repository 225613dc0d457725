import type { SecondFactorMethod } from '@site/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormError, type Problem } from '../FormError.js';
import { AuthCodeField, type CodeKind } from './AuthCodeField.js';
import { passkeysSupported } from './passkeys.js';

/** The second step asks for one kind of code at a time, switching between them. */
type StepCodeKind = Exclude<CodeKind, 'either'>;

const CODE_KINDS: readonly StepCodeKind[] = ['totp', 'recovery-code'];

const SWITCH_TO: Record<StepCodeKind, string> = {
  totp: 'Use the authenticator app',
  'recovery-code': 'Use a recovery code',
};

const INTRO: Record<StepCodeKind, string> = {
  totp: 'Enter the code your authenticator app shows for this site.',
  'recovery-code': 'Enter one of the recovery codes you saved. Each one works once.',
};

interface Props {
  /** What the server accepts for this login. */
  methods: readonly SecondFactorMethod[];
  /** What is under way: a code being checked, or the passkey prompt. */
  busy: 'code' | 'passkey' | null;
  problem: Problem;
  onCode: (code: string) => void;
  onPasskey: () => void;
  /** Back to the username and password. */
  onBack: () => void;
}

/** The login's second step, once the password was right: a code of the authenticator app, a
 * recovery code, or a passkey. */
export function SecondFactorStep({ methods, busy, problem, onCode, onPasskey, onBack }: Props) {
  const kinds = CODE_KINDS.filter((kind) => methods.includes(kind));
  const [kind, setKind] = useState<StepCodeKind | undefined>(kinds[0]);
  const [code, setCode] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const other = kinds.find((candidate) => candidate !== kind);
  const withPasskey = methods.includes('passkey') && passkeysSupported();

  // The field takes focus when the step appears, and when it switches to the other kind of code.
  useEffect(() => field.current?.focus(), [kind]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    onCode(code);
  }

  function switchTo(next: StepCodeKind) {
    setCode('');
    setKind(next);
  }

  return (
    <form className="form" onSubmit={submit} aria-labelledby="second-step-title">
      <h2 id="second-step-title">Two-step verification</h2>
      <p className="muted">{kind ? INTRO[kind] : 'Use your passkey to finish logging in.'}</p>
      <FormError problem={problem} />
      {kind && (
        <>
          <AuthCodeField
            key={kind}
            id="admin-code"
            kind={kind}
            value={code}
            onChange={setCode}
            inputRef={field}
          />
          <button type="submit" className="button" disabled={busy !== null}>
            {busy === 'code' ? 'Verifying...' : 'Verify'}
          </button>
        </>
      )}
      <div className="admin-login__others">
        {other && (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy !== null}
            onClick={() => switchTo(other)}
          >
            {SWITCH_TO[other]}
          </button>
        )}
        {withPasskey && (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy !== null}
            onClick={onPasskey}
          >
            {busy === 'passkey' ? 'Waiting for the passkey...' : 'Use a passkey'}
          </button>
        )}
        <button
          type="button"
          className="button button--ghost"
          disabled={busy !== null}
          onClick={onBack}
        >
          Back to username and password
        </button>
      </div>
    </form>
  );
}
