import { ACCOUNT_FIELDS, PASSWORD_RULES } from '@site/contract';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { Field } from '../../../components/Field.js';
import { inputRules } from '../../../lib/input-rules.js';
import { companyDateTime } from '../company-time.js';
import { FormError } from '../FormError.js';
import { Section } from '../Section.js';
import { changePassword } from './account-api.js';
import { formTexts } from '../form-text.js';
import { useFormAction } from './useFormAction.js';

export const PASSWORD_MISMATCH = 'The new password and its confirmation differ. Type it again.';

const NEW_PASSWORD_ATTRIBUTES = {
  ...inputRules(ACCOUNT_FIELDS.newPassword),
  minLength: PASSWORD_RULES.minLength,
  autoComplete: 'new-password',
  type: 'password',
} as const;

interface Props {
  changedAt: string;
  /** The password changed: every other session has ended. */
  onChanged: () => void;
}

/** A new password, after the current one; the browser checks the confirmation. */
export function PasswordSection({ changedAt, onChanged }: Props) {
  const { busy, problem, setProblem, run } = useFormAction();
  const [mismatch, setMismatch] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { currentPassword, newPassword, confirmPassword } = formTexts(form, [
      'currentPassword',
      'newPassword',
      'confirmPassword',
    ]);
    const differ = newPassword !== confirmPassword;
    setMismatch(differ);
    if (differ) {
      setProblem({ message: PASSWORD_MISMATCH });
      return;
    }
    await run(async (call) => {
      await call(() => changePassword({ currentPassword, newPassword }));
      form.reset();
      toast.success('Password changed. Every other session was signed out.');
      onChanged();
    });
  }

  return (
    <Section id="password-title" title="Password">
      <p className="muted">Last changed {companyDateTime(changedAt) ?? 'at an unknown time'}.</p>
      <form className="form account-form" onSubmit={(event) => void submit(event)}>
        <FormError problem={problem} />
        <Field id="current-password" label="Current password">
          <input
            id="current-password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            {...inputRules(ACCOUNT_FIELDS.currentPassword)}
          />
        </Field>
        <Field
          id="new-password"
          label="New password"
          hint={`${PASSWORD_RULES.minLength} to ${PASSWORD_RULES.maxLength} characters. A few unrelated words are long, easy to remember and hard to guess.`}
        >
          <input
            id="new-password"
            name="newPassword"
            aria-describedby="new-password-hint"
            {...NEW_PASSWORD_ATTRIBUTES}
          />
        </Field>
        <Field id="confirm-password" label="Confirm new password">
          <input
            id="confirm-password"
            name="confirmPassword"
            aria-invalid={mismatch || undefined}
            {...NEW_PASSWORD_ATTRIBUTES}
          />
        </Field>
        <div>
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Changing...' : 'Change password'}
          </button>
        </div>
      </form>
    </Section>
  );
}
