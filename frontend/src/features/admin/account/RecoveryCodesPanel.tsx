import { TOTP } from '@site/contract';
import { useEffect, useRef, useState } from 'react';
import { companyDateTime } from '../company-time.js';
import { download } from '../inbox/export-csv.js';
import { copyText } from '../preview/copy-text.js';

export const RECOVERY_CODES_FILE = 'recovery-codes.txt';

/** The .txt file of a set of codes: what they are for, when it was saved, one code a line. */
export function recoveryCodesText(codes: readonly string[], username: string, savedAt: Date) {
  return [
    `Recovery codes of ${username} for ${TOTP.issuer}`,
    `Saved ${companyDateTime(savedAt.toISOString()) ?? ''}. Each code works once; a new set replaces this one.`,
    '',
    ...codes,
    '',
  ].join('\n');
}

interface Props {
  codes: readonly string[];
  username: string;
  /** The admin says the codes are kept: they are never shown again. */
  onDone: () => void;
}

/** A new set of recovery codes, shown this once: copied or downloaded, then put away. */
export function RecoveryCodesPanel({ codes, username, onDone }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [note, setNote] = useState('');

  // The codes replace the button that made them: focus goes to their heading.
  useEffect(() => heading.current?.focus(), []);

  async function copy() {
    const copied = await copyText(codes.join('\n'), null);
    setNote(copied ? 'Codes copied.' : 'Could not copy: select the codes and copy them yourself.');
  }

  function save() {
    const text = recoveryCodesText(codes, username, new Date());
    download(new Blob([text], { type: 'text/plain;charset=utf-8' }), RECOVERY_CODES_FILE);
    setNote(`Codes downloaded as ${RECOVERY_CODES_FILE}.`);
  }

  return (
    <div className="recovery-codes" role="group" aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title" ref={heading} tabIndex={-1}>
        Your recovery codes
      </h3>
      <p>
        If you lose your authenticator app, each of these codes logs you in once instead of its
        code. <strong>They are shown only now:</strong> copy or download them and keep them
        somewhere safe, away from this computer.
      </p>
      <ol className="recovery-codes__list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="account-actions">
        <button type="button" className="button button--ghost" onClick={() => void copy()}>
          Copy<span className="visually-hidden"> the recovery codes</span>
        </button>
        <button type="button" className="button button--ghost" onClick={save}>
          Download<span className="visually-hidden"> the recovery codes</span>
        </button>
      </div>
      <p className="muted" role="status">
        {note}
      </p>
      <div>
        <button type="button" className="button" onClick={onDone}>
          I have saved my recovery codes
        </button>
      </div>
    </div>
  );
}
