import './admin.css';
import 'react-toastify/dist/ReactToastify.css';
import { Navigate, NavLink, Outlet } from 'react-router-dom';
import { ToastContainer } from 'react-toastify/unstyled';
import { PageFrame } from '../../components/PageFrame.js';
import { MessagesNavLink } from '../../features/admin/inbox/MessagesNavLink.js';
import { useLogout } from '../../features/admin/useLogout.js';
import { adminRoutes } from '../../lib/routes.js';
import { clearToken, hasUsableToken } from '../../lib/session.js';

/** Every /admin page but the login: sidebar, no public header or footer, and a guard that sends
 * a visitor without a usable token to the login page. */
export default function AdminLayout() {
  const signOut = useLogout();
  if (!hasUsableToken()) {
    clearToken();
    return <Navigate to={adminRoutes.login.link()} replace />;
  }

  return (
    <div className="admin">
      <aside className="admin__sidebar">
        <p className="admin__brand">Admin</p>
        <nav aria-label="Admin">
          <ul>
            <li>
              <NavLink to={adminRoutes.dashboard.link()}>Dashboard</NavLink>
            </li>
            <li>
              <MessagesNavLink />
            </li>
            <li>
              <NavLink to={adminRoutes.security.link()}>Security</NavLink>
            </li>
            <li>
              <NavLink to={adminRoutes.audit.link()}>Audit log</NavLink>
            </li>
            <li>
              <button type="button" className="admin__logout" onClick={() => void signOut()}>
                Logout
              </button>
            </li>
          </ul>
        </nav>
      </aside>
      <main className="admin__main" id="main">
        <PageFrame>
          <Outlet />
        </PageFrame>
      </main>
      <ToastContainer position="top-right" autoClose={6000} newestOnTop />
    </div>
  );
}
