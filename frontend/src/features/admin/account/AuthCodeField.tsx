import { ACCOUNT_FIELDS, TOTP_CODE_PATTERN } from '@site/contract';
import { type Ref } from 'react';
import { Field } from '../../../components/Field.js';

/** A code of the second factor: the authenticator app's, a recovery code, or either (where
 * the server takes both, as to turn two-factor authentication off). */
export type CodeKind = 'totp' | 'recovery-code' | 'either';

const LABELS: Record<CodeKind, string> = {
  totp: 'Authentication code',
  'recovery-code': 'Recovery code',
  either: 'Authentication or recovery code',
};

const HINTS: Record<CodeKind, string> = {
  totp: 'The 6-digit code your authenticator app shows now.',
  'recovery-code': 'One of the recovery codes you saved, such as abcde-12345.',
  either: 'The 6-digit code your authenticator app shows now, or one of your recovery codes.',
};

interface Props {
  id: string;
  kind?: CodeKind;
  /** Given for a controlled field; left out, the form reads the field named "code". */
  value?: string;
  onChange?: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}

/** The code field: for the app's code the phone's number pad and its one-time-code autofill,
 * and the browser checks the six digits before sending. */
export function AuthCodeField({ id, kind = 'totp', value, onChange, inputRef, autoFocus }: Props) {
  const totp = kind === 'totp';
  return (
    <Field id={id} label={LABELS[kind]} hint={HINTS[kind]}>
      <input
        id={id}
        ref={inputRef}
        autoFocus={autoFocus}
        name="code"
        required={ACCOUNT_FIELDS.code.required}
        maxLength={ACCOUNT_FIELDS.code.maxLength}
        autoComplete={kind === 'recovery-code' ? 'off' : 'one-time-code'}
        inputMode={totp ? 'numeric' : 'text'}
        pattern={totp ? TOTP_CODE_PATTERN : undefined}
        autoCapitalize="off"
        spellCheck={false}
        aria-describedby={`${id}-hint`}
        value={value}
        onChange={onChange && ((event) => onChange(event.target.value))}
      />
    </Field>
  );
}
