import { Route, Routes } from 'react-router-dom';
import { PageFrame } from '../components/PageFrame.js';
import { lazyPage } from './lazy-page.js';
import { pageRoutes } from './page-routes.js';
import { PublicLayout } from './PublicLayout.js';

const pages = pageRoutes.map(({ path, load }) => ({ path, Page: lazyPage(load) }));

// The admin area: its own chunks, never prerendered, no public header or footer.
const AdminRoutes = lazyPage(() => import('../pages/admin/AdminRoutes.js'));

/** The whole site's routes; the router around it is the browser's, or a static one at build time. */
export function App() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {pages.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Route>
      <Route
        path="/admin/*"
        element={
          <PageFrame>
            <AdminRoutes />
          </PageFrame>
        }
      />
    </Routes>
  );
}
