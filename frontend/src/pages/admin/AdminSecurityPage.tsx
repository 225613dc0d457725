import '../../features/admin/account/account.css';
import { listSessions, readAccount } from '../../features/admin/account/account-api.js';
import { PasskeysSection } from '../../features/admin/account/PasskeysSection.js';
import { PasswordSection } from '../../features/admin/account/PasswordSection.js';
import { SessionsSection } from '../../features/admin/account/SessionsSection.js';
import { TwoFactorSection } from '../../features/admin/account/TwoFactorSection.js';
import { useLoaded } from '../../features/admin/account/useLoaded.js';
import { type PageMeta } from '../../lib/page-meta.js';

export const meta: PageMeta = {
  title: 'Security',
  description: 'The admin password, two-factor authentication, passkeys and sessions.',
};

export default function AdminSecurityPage() {
  const account = useLoaded(readAccount);
  const sessions = useLoaded(listSessions);

  return (
    <section className="account" aria-labelledby="security-title">
      <h1 id="security-title">Security</h1>
      {account.value === undefined ? (
        <p role="status">Loading your account...</p>
      ) : account.value === null ? (
        <p role="status">Your account could not be loaded. Please try again.</p>
      ) : (
        <>
          <p className="muted">Logged in as {account.value.username}.</p>
          <PasswordSection
            changedAt={account.value.passwordChangedAt}
            onChanged={() => {
              void account.reload();
              void sessions.reload(); // the other sessions have ended
            }}
          />
          <TwoFactorSection
            twoFactor={account.value.twoFactor}
            username={account.value.username}
            onChange={() => void account.reload()}
          />
          <PasskeysSection
            passkeys={account.value.passkeys}
            onChange={() => void account.reload()}
          />
        </>
      )}
      <SessionsSection sessions={sessions.value} onChange={() => void sessions.reload()} />
    </section>
  );
}
