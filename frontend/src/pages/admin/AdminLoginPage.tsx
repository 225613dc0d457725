import './admin.css';
import { LOGIN_FIELDS } from '@site/contract';
import { type FormEvent, useState } from 'react';
import { Field } from '../../components/Field.js';
import { Navigate, useNavigate } from 'react-router-dom';
import { login } from '../../features/admin/login.js';
import { inputRules } from '../../lib/input-rules.js';
import { type PageMeta } from '../../lib/page-meta.js';
import { adminRoutes } from '../../lib/routes.js';
import { hasUsableToken, saveToken } from '../../lib/session.js';

export const meta: PageMeta = {
  title: 'Admin login',
  description: 'Sign in to manage the blog and read messages.',
};

export default function AdminLoginPage() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (hasUsableToken() && !loading) return <Navigate to={adminRoutes.dashboard.link()} replace />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    setError(null);
    const result = await login(username, password);
    if ('token' in result) {
      saveToken(result.token);
      void navigate(adminRoutes.dashboard.link(), { replace: true });
      return;
    }
    setError(result.error);
    setLoading(false);
  }

  return (
    <main className="admin-login">
      <form
        className="form admin-login__card"
        onSubmit={(event) => void submit(event)}
        aria-labelledby="admin-login-title"
      >
        <h1 id="admin-login-title">Admin Login</h1>
        {error && (
          <p className="admin-error" role="alert">
            {error}
          </p>
        )}
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
        <button type="submit" className="button" disabled={loading}>
          {loading ? 'Logging in...' : 'Login'}
        </button>
      </form>
    </main>
  );
}
