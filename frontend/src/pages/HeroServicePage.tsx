import { Link, useLocation } from 'react-router-dom';
import { NotFoundContent } from '../components/NotFoundContent.js';
import { Picture } from '../components/Picture.js';
import { heroPage } from '../content/hero-pages.js';
import { services } from '../content/services.js';
import { type HeroPage } from '../content/types.js';
import { describeForMeta, type PageMeta } from '../lib/page-meta.js';

/**
 * The head of one hero page. A route's `meta` only sees params, never the path, so each hero
 * path has its own tiny module in pages/hero/ that exports `heroMeta(path)` and renders
 * <HeroServicePage path=...>.
 */
export function heroMeta(path: HeroPage['path']): PageMeta {
  const page = heroPage(path);
  return {
    title: page.title,
    description: describeForMeta(page.tagline, 'From our Rawalpindi team.'),
  };
}

/** A hero-only service page (/web-development, /app-development, /digital-marketing,
 * /graphic-design). Without `path` it reads the current location. */
export default function HeroServicePage({ path }: { path?: HeroPage['path'] }) {
  const { pathname } = useLocation();
  const page = heroPage(path ?? pathname);
  if (!page) return <NotFoundContent />;
  const service = services.find((candidate) => candidate.id === page.serviceId);

  return (
    <section className="hero-page" aria-labelledby="hero-page-title">
      <div className="container hero-page__inner">
        <div className="hero-page__text">
          <h1 id="hero-page-title">{page.title}</h1>
          <p className="lead hero-page__tagline">{page.tagline}</p>
          <div className="hero-page__actions">
            <Link className="button" to={`/services/${page.serviceId}`}>
              Learn more about {service?.title ?? 'this service'}
            </Link>
            <Link className="button button--ghost" to="/contact">
              Get a free quote
            </Link>
          </div>
        </div>
        <Picture image={page.image} priority className="hero-page__image" />
      </div>
    </section>
  );
}
