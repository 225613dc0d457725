import './admin.css';
import { LOGIN_FIELDS } from '@site/contract';
import { type FormEvent, useState } from 'react';
import { Field } from '../../components/Field.js';
import { Navigate, useNavigate } from 'react-router-dom';
import type { SecondFactorChallenge } from '@site/contract';
import { passkeysSupported } from '../../features/admin/account/passkeys.js';
import { SecondFactorStep } from '../../features/admin/account/SecondFactorStep.js';
import { FormError, type Problem } from '../../features/admin/FormError.js';
import { login, loginSecondFactor, loginWithPasskey } from '../../features/admin/login.js';
import { inputRules } from '../../lib/input-rules.js';
import { type PageMeta } from '../../lib/page-meta.js';
import { adminRoutes } from '../../lib/routes.js';
import { hasUsableToken, saveToken } from '../../lib/session.js';

export const meta: PageMeta = {
  title: 'Admin login',
  description: 'Sign in to manage the blog and read messages.',
};

/** What is under way: the password, a code of the second step, or a passkey prompt. */
type Busy = 'password' | 'code' | 'passkey' | null;

export default function AdminLoginPage() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  /** The second step's challenge, once the password was right and a second factor is on. */
  const [secondStep, setSecondStep] = useState<SecondFactorChallenge | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [problem, setProblem] = useState<Problem>(null);

  if (hasUsableToken() && !busy) return <Navigate to={adminRoutes.dashboard.link()} replace />;

  /** Runs one call of the login; a token ends it (the page stays busy while it leaves). */
  async function attempt<T extends object>(
    what: NonNullable<Busy>,
    call: () => Promise<T | { token: string }>,
  ): Promise<T | null> {
    if (busy) return null;
    setBusy(what);
    setProblem(null);
    const result = await call();
    if ('token' in result) {
      saveToken(result.token);
      void navigate(adminRoutes.dashboard.link(), { replace: true });
      return null;
    }
    setBusy(null);
    return result;
  }

  function backToStart(message?: string) {
    setSecondStep(null);
    setPassword('');
    setProblem(message ? { message } : null);
  }

  async function submitPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await attempt('password', () => login(username, password));
    if (!result) return;
    if ('secondFactor' in result) setSecondStep(result.secondFactor);
    else setProblem({ message: result.error });
  }

  async function submitCode(challenge: string, code: string) {
    const result = await attempt('code', () => loginSecondFactor(challenge, code));
    if (!result) return;
    if (result.restart) backToStart(result.error);
    else setProblem({ message: result.error });
  }

  async function passkeyLogin() {
    const result = await attempt('passkey', loginWithPasskey);
    if (result) setProblem({ message: result.error });
  }

  return (
    <main className="admin-login">
      <div className="admin-login__card">
        <h1 id="admin-login-title">Admin Login</h1>
        {secondStep ? (
          <SecondFactorStep
            methods={secondStep.methods}
            busy={busy === 'code' || busy === 'passkey' ? busy : null}
            problem={problem}
            onCode={(code) => void submitCode(secondStep.challenge, code)}
            onPasskey={() => void passkeyLogin()}
            onBack={() => backToStart()}
          />
        ) : (
          <form
            className="form"
            onSubmit={(event) => void submitPassword(event)}
            aria-labelledby="admin-login-title"
          >
            <FormError problem={problem} />
            <Field id="admin-username" label="Username">
              <input
                id="admin-username"
                name="username"
                autoComplete="username"
                {...inputRules(LOGIN_FIELDS.username)}
                value={username}
                onChange={(e) => setUsername(e.target.value)}
              />
            </Field>
            <Field id="admin-password" label="Password">
              <input
                id="admin-password"
                name="password"
                type="password"
                autoComplete="current-password"
                {...inputRules(LOGIN_FIELDS.password)}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </Field>
            <button type="submit" className="button" disabled={busy !== null}>
              {busy === 'password' ? 'Logging in...' : 'Login'}
            </button>
            {passkeysSupported() && (
              <button
                type="button"
                className="button button--ghost"
                disabled={busy !== null}
                onClick={() => void passkeyLogin()}
              >
                {busy === 'passkey' ? 'Waiting for the passkey...' : 'Log in with a passkey'}
              </button>
            )}
          </form>
        )}
      </div>
    </main>
  );
}
