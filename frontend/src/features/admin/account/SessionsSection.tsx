import type { SignInMethod } from '@site/contract';
import { toast } from 'react-toastify/unstyled';
import { companyDateTime } from '../company-time.js';
import { FormError } from '../FormError.js';
import { ScrollTable } from '../ScrollTable.js';
import { Section } from '../Section.js';
import { useLogout } from '../useLogout.js';
import { signOutOtherSessions, signOutSession } from './account-api.js';
import type { SessionView } from '@site/contract';
import { useFormAction } from './useFormAction.js';

export const SIGN_IN_WORDS: Record<SignInMethod, string> = {
  password: 'Password',
  'password+totp': 'Password and authenticator code',
  'password+recovery-code': 'Password and recovery code',
  passkey: 'Passkey',
};

interface Props {
  /** undefined while loading, null when they could not be read. */
  sessions: SessionView[] | null | undefined;
  /** Something changed: the sessions are read again. */
  onChange: () => void;
}

/** Where the admin is logged in: each session signed out on its own, or all the others at once;
 * signing out this device's session is a logout. */
export function SessionsSection({ sessions, onChange }: Props) {
  const { busy, problem, run } = useFormAction();
  const signOutHere = useLogout();

  const signOut = (session: SessionView) =>
    session.current
      ? signOutHere(() => signOutSession(session.id))
      : run(async (call) => {
          try {
            await call(() => signOutSession(session.id));
            toast.success(`Signed out: ${session.device}.`);
          } finally {
            onChange(); // a 404 means it had ended already: the list catches up either way
          }
        });

  const signOutOthers = () =>
    run(async (call) => {
      const { signedOut } = await call(signOutOtherSessions);
      toast.success(
        `${signedOut} other ${signedOut === 1 ? 'session was' : 'sessions were'} signed out.`,
      );
      onChange();
    });

  const others = sessions?.filter((session) => !session.current).length ?? 0;

  return (
    <Section id="sessions-title" title="Sessions">
      <p className="muted">
        Where you are logged in now, newest first. Sign out a session you do not recognise, then
        change the password.
      </p>
      <FormError problem={problem} />
      {sessions === undefined ? (
        <p role="status">Loading sessions...</p>
      ) : sessions === null ? (
        <p role="status">The sessions could not be loaded. Please try again.</p>
      ) : (
        <>
          <ScrollTable caption="Your sessions, newest first">
            <thead>
              <tr>
                <th scope="col">Device</th>
                <th scope="col">Address</th>
                <th scope="col">Signed in</th>
                <th scope="col">Last seen</th>
                <th scope="col">How</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((session) => (
                <tr key={session.id}>
                  <th scope="row">
                    {session.device}
                    {session.current && (
                      <>
                        {' '}
                        <span className="admin-badge">This device</span>
                      </>
                    )}
                  </th>
                  <td>{session.ipAddress || '—'}</td>
                  <td>{companyDateTime(session.createdAt) ?? '—'}</td>
                  <td>{companyDateTime(session.lastSeenAt) ?? '—'}</td>
                  <td>{SIGN_IN_WORDS[session.signedInWith] ?? session.signedInWith}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--ghost"
                      disabled={busy}
                      aria-label={
                        session.current
                          ? 'Sign out this device'
                          : `Sign out ${session.device}, signed in ${companyDateTime(session.createdAt) ?? ''}`
                      }
                      onClick={() => void signOut(session)}
                    >
                      Sign out
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          {others > 0 && (
            <div>
              <button
                type="button"
                className="button button--ghost"
                disabled={busy}
                onClick={() => void signOutOthers()}
              >
                Sign out all other sessions
              </button>
            </div>
          )}
        </>
      )}
    </Section>
  );
}
