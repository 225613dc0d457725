import { Link } from 'react-router-dom';
import { LinkCard } from '../components/LinkCard.js';
import { careers } from '../content/careers.js';
import { type PageMeta } from '../lib/page-meta.js';
import { routes } from '../lib/routes.js';

export const meta: PageMeta = {
  title: 'Remote careers',
  description:
    'Work remotely in marketing, operations, sales and more. See the job categories, the minimum requirements, and book a call with our team in Rawalpindi.',
};

export default function CareersPage() {
  return (
    <div className="page careers">
      <section className="careers__intro" aria-labelledby="careers-title">
        <h1 id="careers-title">Remote careers</h1>
        <p className="lead">{careers.intro}</p>
        <Link className="button" to={routes.contact.link()}>
          Book a Call
        </Link>
      </section>

      <section className="careers__section" aria-labelledby="careers-categories">
        <h2 id="careers-categories">Job categories</h2>
        <div className="grid careers__grid">
          {careers.categories.map((category) => (
            <LinkCard
              key={category.id}
              to={routes.careerCategory.link(category.id)}
              title={category.title}
              headingLevel={3}
              hiddenSuffix=" jobs"
            >
              <p className="link-card__text">{category.summary}</p>
            </LinkCard>
          ))}
        </div>
      </section>

      <section className="careers__section" aria-labelledby="careers-requirements">
        <h2 id="careers-requirements">Minimum requirements</h2>
        <ul className="careers__requirements">
          {careers.requirements.map((requirement) => (
            <li key={requirement}>{requirement}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
