import { Navigate, Route, Routes } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page.js';
import { PageFrame } from '../../components/PageFrame.js';

const AdminLogin = lazyPage(() => import('./AdminLoginPage.js'));
const AdminLayout = lazyPage(() => import('./AdminLayout.js'));
const AdminDashboard = lazyPage(() => import('./AdminDashboardPage.js'));
const AdminMessages = lazyPage(() => import('./AdminMessagesPage.js'));

/** Everything under /admin, in its own chunk so the public pages never load it. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route
        path="login"
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
        <Route index element={<Navigate to="/admin/dashboard" replace />} />
        <Route path="dashboard" element={<AdminDashboard />} />
        <Route path="messages" element={<AdminMessages />} />
        <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
      </Route>
    </Routes>
  );
}
