import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useBlogData } from '../src/features/blog/blog-data.js';
import { apiRequest } from '../src/lib/api.js';

/** What the probe's API answers: GET /api/probe/<name>. */
export interface ProbeAnswer {
  text: string;
}

/** A page that loads its data through useBlogData, keyed by its address, as the blog's pages do;
 * it shows the state or the answer's text, and links to other addresses of the same page and to another page (/elsewhere). */
export function Probe() {
  const { pathname, search } = useLocation();
  const name = pathname.split('/').at(-1) ?? '';
  const result = useBlogData<ProbeAnswer>(pathname + search, (signal) =>
    apiRequest<ProbeAnswer>(`/api/probe/${name}`, { signal }),
  );
  return (
    <>
      <p data-testid="probe">{result.state === 'loaded' ? result.data.text : result.state}</p>
      {['one', 'two', 'three', 'four', 'five', 'six'].map((to) => (
        <Link key={to} to={`/probe/${to}`}>
          {to}
        </Link>
      ))}
      <Link to="/elsewhere">elsewhere</Link>
    </>
  );
}

/** Puts the server's data script into the page, as the server renders it. */
export function embedData(key: string, data: unknown): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'blog-data';
  script.textContent = JSON.stringify({ key, data }).replace(/</g, '\\u003c');
  document.body.append(script);
  return script;
}

/** The probe at /probe/:name, and another page at /elsewhere that links to /probe/five. */
export function ProbeRoutes({ path }: { path: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/probe/:name" element={<Probe />} />
        <Route path="/elsewhere" element={<Link to="/probe/five">five</Link>} />
      </Routes>
    </MemoryRouter>
  );
}
