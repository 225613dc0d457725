import { ACCOUNT_FIELDS } from '@site/contract';
import { type FormEvent } from 'react';
import { toast } from 'react-toastify/unstyled';
import { Field } from '../../../components/Field.js';
import { companyDateTime } from '../company-time.js';
import { FormError } from '../FormError.js';
import { Section } from '../Section.js';
import { addPasskey, passkeyRegistrationOptions, removePasskey } from './account-api.js';
import type { PasskeyView } from '@site/contract';
import { formTexts } from '../form-text.js';
import { createPasskey, passkeysSupported } from './passkeys.js';
import { useFormAction } from './useFormAction.js';

interface Props {
  passkeys: PasskeyView[];
  /** Something changed: the account is read again. */
  onChange: () => void;
}

/** The admin's passkeys: listed, removed after a confirmation, added through the browser. */
export function PasskeysSection({ passkeys, onChange }: Props) {
  const list = useFormAction();
  const adding = useFormAction();

  const remove = (passkey: PasskeyView) => {
    if (!window.confirm(`Remove the passkey “${passkey.name}”? It will no longer log you in.`))
      return;
    return list.run(async (call) => {
      try {
        await call(() => removePasskey(passkey.id));
        toast.success(`Passkey “${passkey.name}” removed.`);
      } finally {
        onChange(); // a 404 means it was gone already: the list catches up either way
      }
    });
  };

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const name = formTexts(form, ['name']).name.trim();
    await adding.run(async (call) => {
      const options = await call(passkeyRegistrationOptions);
      const credential = await createPasskey(options);
      const passkey = await call(() =>
        addPasskey({ ceremony: options.ceremony, name, credential }),
      );
      form.reset();
      toast.success(`Passkey “${passkey.name}” added.`);
      onChange();
    });
  }

  return (
    <Section id="passkeys-title" title="Passkeys">
      <p className="muted">
        A passkey logs you in without the password or a code: your device checks that it is you (a
        fingerprint, your face or the screen lock).
      </p>
      <FormError problem={list.problem} />
      {passkeys.length === 0 ? (
        <p>No passkeys yet.</p>
      ) : (
        <ul className="passkeys" aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="passkeys__item">
              <div>
                <p className="passkeys__name">
                  <strong>{passkey.name}</strong>
                  {passkey.backedUp && (
                    <>
                      {' '}
                      <span className="admin-badge">synced</span>
                    </>
                  )}
                </p>
                <p className="muted passkeys__dates">
                  Added {companyDateTime(passkey.createdAt)}; last used{' '}
                  {companyDateTime(passkey.lastUsedAt) ?? 'never'}
                </p>
              </div>
              <button
                type="button"
                className="button button--ghost"
                disabled={list.busy}
                aria-label={`Remove the passkey ${passkey.name}`}
                onClick={() => void remove(passkey)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {passkeysSupported() ? (
        <form
          className="form account-form"
          aria-labelledby="passkey-add-title"
          onSubmit={(event) => void add(event)}
        >
          <h3 id="passkey-add-title">Add a passkey</h3>
          <FormError problem={adding.problem} />
          <Field
            id="passkey-name"
            label="Name"
            hint="So that you can tell your passkeys apart, such as “Laptop” or “Phone”."
          >
            <input
              id="passkey-name"
              name="name"
              required
              maxLength={ACCOUNT_FIELDS.passkeyName.maxLength}
              autoComplete="off"
              aria-describedby="passkey-name-hint"
            />
          </Field>
          <div>
            <button type="submit" className="button" disabled={adding.busy}>
              {adding.busy ? 'Waiting for the passkey...' : 'Add a passkey'}
            </button>
          </div>
        </form>
      ) : (
        <p>This browser cannot make passkeys: add one from a browser that can.</p>
      )}
    </Section>
  );
}
