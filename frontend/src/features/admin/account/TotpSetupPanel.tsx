import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormError } from '../FormError.js';
import { copyText } from '../preview/copy-text.js';
import { enableTotp } from './account-api.js';
import type { TotpSetup } from '@site/contract';
import { AuthCodeField } from './AuthCodeField.js';
import { formTexts } from '../form-text.js';
import { useFormAction } from './useFormAction.js';

/** The manual key in groups of four, as authenticator apps show and people read it. */
export const groupedKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

interface Props {
  setup: TotpSetup;
  /** The first code was right: two-factor authentication is on, with these recovery codes. */
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** The key to add to the authenticator app (a QR code, or typed by hand), then its first code. */
export function TotpSetupPanel({ setup, onEnabled, onCancel }: Props) {
  const { busy, problem, run } = useFormAction();
  const [note, setNote] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  async function copyKey() {
    const copied = await copyText(setup.secret, null);
    setNote(copied ? 'Key copied.' : 'Could not copy: select the key and copy it yourself.');
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { code } = formTexts(event.currentTarget, ['code']);
    await run(async (call) => {
      const { recoveryCodes } = await call(() => enableTotp({ code }));
      onEnabled(recoveryCodes);
    });
  }

  return (
    <div className="totp-setup" role="group" aria-labelledby="totp-setup-title">
      <h3 id="totp-setup-title" ref={heading} tabIndex={-1}>
        Add this site to your authenticator app
      </h3>
      <ol className="totp-setup__steps">
        <li>
          <p>
            In an authenticator app (such as Google Authenticator, Microsoft Authenticator or your
            password manager), add an account by scanning this QR code:
          </p>
          <img
            className="totp-setup__qr"
            src={setup.qrCode}
            alt="QR code of the key for your authenticator app"
            width={200}
            height={200}
          />
          <p>
            Or type this key in the app:{' '}
            <code className="totp-setup__key">{groupedKey(setup.secret)}</code>{' '}
            <button type="button" className="button button--ghost" onClick={() => void copyKey()}>
              Copy<span className="visually-hidden"> the key</span>
            </button>
          </p>
          <p className="muted" role="status">
            {note}
          </p>
          <p>
            <a href={setup.uri}>Open the key in an authenticator app on this device</a>
          </p>
        </li>
        <li>
          <form className="form account-form" onSubmit={(event) => void submit(event)}>
            <p>Enter the code the app now shows for this site.</p>
            <FormError problem={problem} />
            <AuthCodeField id="totp-enable-code" />
            <div className="account-actions">
              <button type="submit" className="button" disabled={busy}>
                {busy ? 'Turning on...' : 'Turn on'}
              </button>
              <button type="button" className="button button--ghost" onClick={onCancel}>
                Cancel
              </button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}
