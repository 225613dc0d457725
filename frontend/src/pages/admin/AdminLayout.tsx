import './admin.css';
import 'react-toastify/dist/ReactToastify.css';
import { Navigate, NavLink, Outlet, useNavigate } from 'react-router-dom';
import { ToastContainer } from 'react-toastify/unstyled';
import { PageFrame } from '../../components/PageFrame.js';
import { clearPreviewCookie, logout } from '../../features/admin/admin-api.js';
import { MessagesNavLink } from '../../features/admin/inbox/MessagesNavLink.js';
import { adminRoutes } from '../../lib/routes.js';
import { clearToken, hasUsableToken } from '../../lib/session.js';

/** Every /admin page but the login: sidebar, no public header or footer, and a guard that sends
 * a visitor without a usable token to the login page. */
export default function AdminLayout() {
  const navigate = useNavigate();
  if (!hasUsableToken()) {
    clearToken();
    return <Navigate to={adminRoutes.login.link()} replace />;
  }

  async function signOut() {
    try {
      await clearPreviewCookie().catch(() => undefined); // logout revokes what it holds anyway
      await logout();
    } catch (error) {
      console.error(error); // logging out locally matters more than the server's answer
    }
    clearToken();
    void navigate(adminRoutes.login.link(), { replace: true });
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
