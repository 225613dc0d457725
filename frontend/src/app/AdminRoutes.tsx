import { Navigate, Route, Routes } from 'react-router-dom';
import { PageFrame } from '../components/PageFrame.js';
import { ADMIN_BASE, type AdminRouteName, adminRoutes } from '../lib/routes.js';
import { lazyPage } from './lazy-page.js';
import { type PageLoader } from './pages.js';

const adminPages: Record<AdminRouteName, PageLoader> = {
  login: () => import('../pages/admin/AdminLoginPage.js'),
  dashboard: () => import('../pages/admin/AdminDashboardPage.js'),
  messages: () => import('../pages/admin/AdminMessagesPage.js'),
  message: () => import('../pages/admin/AdminMessagePage.js'),
  security: () => import('../pages/admin/AdminSecurityPage.js'),
  audit: () => import('../pages/admin/AdminAuditPage.js'),
};

const AdminLogin = lazyPage(adminPages.login);
const AdminLayout = lazyPage(() => import('../pages/admin/AdminLayout.js'));
const AdminDashboard = lazyPage(adminPages.dashboard);
const AdminMessages = lazyPage(adminPages.messages);
const AdminMessage = lazyPage(adminPages.message);
const AdminSecurity = lazyPage(adminPages.security);
const AdminAudit = lazyPage(adminPages.audit);

/** A route's pattern below ADMIN_BASE, as this nested router matches it. */
const below = (name: AdminRouteName) => adminRoutes[name].patterns[0]!.slice(ADMIN_BASE.length + 1);

const toDashboard = <Navigate to={adminRoutes.dashboard.link()} replace />;

/** Everything under ADMIN_BASE, in its own chunk so the public pages never load it. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route
        path={below('login')}
        element={
          <PageFrame>
            <AdminLogin />
          </PageFrame>
        }
      />
      <Route
        element={
          <PageFrame>
            <AdminLayout />
          </PageFrame>
        }
      >
        <Route index element={toDashboard} />
        <Route path={below('dashboard')} element={<AdminDashboard />} />
        <Route path={below('messages')} element={<AdminMessages />} />
        <Route path={below('message')} element={<AdminMessage />} />
        <Route path={below('security')} element={<AdminSecurity />} />
        <Route path={below('audit')} element={<AdminAudit />} />
        <Route path="*" element={toDashboard} />
      </Route>
    </Routes>
  );
}
