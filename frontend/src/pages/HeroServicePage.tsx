import { Link } from 'react-router-dom';
import { NotFoundContent } from '../components/NotFoundContent.js';
import { Picture } from '../components/Picture.js';
import { heroPage } from '../content/hero-pages.js';
import { services } from '../content/services.js';
import { describeForMeta, type PageMetaSource, type PageProps } from '../lib/page-meta.js';
import { contactLink } from '../features/contact/contact-link.js';
import { routes } from '../lib/routes.js';

/** The route table gives each hero page its own pattern; the pattern picks the text. */
export const meta: PageMetaSource = ({ pattern }) => {
  const page = heroPage(pattern ?? '');
  if (!page) throw new Error(`No hero page for the route ${pattern}`);
  return {
    title: page.title,
    description: describeForMeta(page.tagline, 'From our Rawalpindi team.'),
  };
};

/** A hero-only service page (routes.hero): the one its route's pattern names. */
export default function HeroServicePage({ pattern }: PageProps) {
  const page = heroPage(pattern ?? '');
  if (!page) return <NotFoundContent />;
  const service = services.find((candidate) => candidate.id === page.serviceId);

  return (
    <section className="hero-page" aria-labelledby="hero-page-title">
      <div className="container hero-page__inner">
        <div className="hero-page__text">
          <h1 id="hero-page-title">{page.title}</h1>
          <p className="lead hero-page__tagline">{page.tagline}</p>
          <div className="hero-page__actions">
            <Link className="button" to={routes.service.link(page.serviceId)}>
              Learn more about {service?.title ?? 'this service'}
            </Link>
            <Link className="button button--ghost" to={contactLink(page.serviceId)}>
              Get a free quote
            </Link>
          </div>
        </div>
        <Picture image={page.image} priority className="hero-page__image" />
      </div>
    </section>
  );
}
