import { ACCOUNT_FIELDS } from '@site/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { Field } from '../../../components/Field.js';
import { inputRules } from '../../../lib/input-rules.js';
import { companyDateTime } from '../company-time.js';
import { FormError } from '../FormError.js';
import { Section } from '../Section.js';
import { disableTotp, renewRecoveryCodes, startTotpSetup } from './account-api.js';
import type { TotpSetup, TwoFactorView } from '@site/contract';
import { AuthCodeField } from './AuthCodeField.js';
import { formTexts } from '../form-text.js';
import { RecoveryCodesPanel } from './RecoveryCodesPanel.js';
import { TotpSetupPanel } from './TotpSetupPanel.js';
import { useFormAction } from './useFormAction.js';

/** What the section shows besides the state: a set-up, a form, or new codes (shown once). */
type Stage =
  | { name: 'idle' }
  | { name: 'setup'; setup: TotpSetup }
  | { name: 'renew' }
  | { name: 'disable' }
  | { name: 'codes'; codes: string[] };

interface Props {
  twoFactor: TwoFactorView;
  username: string;
  /** Something changed: the account is read again. */
  onChange: () => void;
}

/** Two-factor authentication with an authenticator app (TOTP): set up, recovery codes, off. */
export function TwoFactorSection({ twoFactor, username, onChange }: Props) {
  const [stage, setStage] = useState<Stage>({ name: 'idle' });
  const { busy, problem, setProblem, run } = useFormAction();
  const state = useRef<HTMLParagraphElement>(null);
  /** Set when a step ends: focus goes back to the state it changed. */
  const refocus = useRef(false);

  useEffect(() => {
    if (stage.name !== 'idle' || !refocus.current) return;
    refocus.current = false;
    state.current?.focus();
  }, [stage]);

  function go(next: Stage) {
    setProblem(null);
    setStage(next);
  }

  function finish() {
    refocus.current = true;
    go({ name: 'idle' });
  }

  function showCodes(codes: string[]) {
    go({ name: 'codes', codes });
    onChange();
  }

  const startSetup = () =>
    run(async (call) => go({ name: 'setup', setup: await call(startTotpSetup) }));

  async function renew(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { code } = formTexts(event.currentTarget, ['code']);
    await run(async (call) =>
      showCodes((await call(() => renewRecoveryCodes({ code }))).recoveryCodes),
    );
  }

  async function disable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { password, code } = formTexts(event.currentTarget, ['password', 'code']);
    await run(async (call) => {
      await call(() => disableTotp({ password, code }));
      toast.success('Two-factor authentication is off.');
      finish();
      onChange();
    });
  }

  const cancel = (
    <button type="button" className="button button--ghost" onClick={finish}>
      Cancel
    </button>
  );

  if (stage.name === 'codes') {
    return (
      <Section id="two-factor-title" title="Two-factor authentication">
        <RecoveryCodesPanel codes={stage.codes} username={username} onDone={finish} />
      </Section>
    );
  }

  return (
    <Section id="two-factor-title" title="Two-factor authentication">
      {twoFactor.enabled ? (
        <>
          <p ref={state} tabIndex={-1} className="account-state">
            <strong>On</strong>
            {twoFactor.enabledAt && ` since ${companyDateTime(twoFactor.enabledAt)}`}. Each login
            asks for a code from your authenticator app after the password.
          </p>
          <p>
            Recovery codes left: <strong>{twoFactor.recoveryCodesLeft}</strong>
            {twoFactor.recoveryCodesLeft <= 2 && ' (make new ones before they run out)'}
          </p>
        </>
      ) : (
        <p ref={state} tabIndex={-1} className="account-state">
          <strong>Off.</strong> With it on, each login also asks for a code from an authenticator
          app on your phone, so that the password alone cannot log in.
        </p>
      )}
      {stage.name === 'idle' && <FormError problem={problem} />}
      {stage.name === 'idle' &&
        (twoFactor.enabled ? (
          <div className="account-actions">
            <button
              type="button"
              className="button button--ghost"
              onClick={() => go({ name: 'renew' })}
            >
              Make new recovery codes
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => go({ name: 'disable' })}
            >
              Turn off
            </button>
          </div>
        ) : (
          <div>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void startSetup()}
            >
              {busy ? 'Starting...' : 'Set up'}
            </button>
          </div>
        ))}
      {stage.name === 'setup' && (
        <TotpSetupPanel setup={stage.setup} onEnabled={showCodes} onCancel={finish} />
      )}
      {stage.name === 'renew' && (
        <form
          className="form account-form"
          aria-labelledby="renew-codes-title"
          onSubmit={(event) => void renew(event)}
        >
          <h3 id="renew-codes-title">Make new recovery codes</h3>
          <p>
            Enter a code from your authenticator app. The recovery codes you have now stop working.
          </p>
          <FormError problem={problem} />
          <AuthCodeField id="renew-codes-code" autoFocus />
          <div className="account-actions">
            <button type="submit" className="button" disabled={busy}>
              {busy ? 'Making...' : 'Make new codes'}
            </button>
            {cancel}
          </div>
        </form>
      )}
      {stage.name === 'disable' && (
        <form
          className="form account-form"
          aria-labelledby="totp-off-title"
          onSubmit={(event) => void disable(event)}
        >
          <h3 id="totp-off-title">Turn off two-factor authentication</h3>
          <p>Logging in will ask for the password only, and the recovery codes stop working.</p>
          <FormError problem={problem} />
          <Field id="totp-off-password" label="Password">
            <input
              id="totp-off-password"
              name="password"
              type="password"
              autoComplete="current-password"
              autoFocus
              {...inputRules(ACCOUNT_FIELDS.password)}
            />
          </Field>
          <AuthCodeField id="totp-off-code" kind="either" />
          <div className="account-actions">
            <button type="submit" className="button" disabled={busy}>
              {busy ? 'Turning off...' : 'Turn off'}
            </button>
            {cancel}
          </div>
        </form>
      )}
    </Section>
  );
}
