import { Route, Routes } from 'react-router-dom';
import { PageFrame } from '../components/PageFrame.js';
import { ADMIN_BASE, type PublicRouteName, routes } from '../lib/routes.js';
import { lazyPage } from './lazy-page.js';
import { pages } from './pages.js';
import { PublicLayout } from './PublicLayout.js';

// One lazy component per page module: the hero pages share theirs.
export const publicRoutes = (Object.keys(pages) as PublicRouteName[]).flatMap((name) => {
  const Page = lazyPage(pages[name]);
  return routes[name].patterns.map((pattern) => ({ name, pattern, Page }));
});

const AdminRoutes = lazyPage(() => import('./AdminRoutes.js'));

/** The whole site's routes; the router around it is the browser's, or a static one at build time. */
export function App() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {publicRoutes.map(({ pattern, Page }) => (
          <Route key={pattern} path={pattern} element={<Page pattern={pattern} />} />
        ))}
      </Route>
      <Route
        path={`${ADMIN_BASE}/*`}
        element={
          <PageFrame>
            <AdminRoutes />
          </PageFrame>
        }
      />
    </Routes>
  );
}
