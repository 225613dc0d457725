import { Link, useParams } from 'react-router-dom';
import { NotFoundContent } from '../components/NotFoundContent.js';
import { careers, findCareerCategory } from '../content/careers.js';
import { describeForMeta, type PageMetaSource } from '../lib/page-meta.js';
import { routes } from '../lib/routes.js';

export const meta: PageMetaSource = ({ params }) => {
  const category = findCareerCategory(params.category ?? '');
  if (!category) {
    return {
      title: 'Page not found',
      description:
        'This career category does not exist. See our remote job categories in marketing, operations, sales and more, and the minimum requirements to apply.',
    };
  }
  return {
    title: `${category.title} careers`,
    description: describeForMeta(category.summary, 'See example roles and how to apply.'),
  };
};

export default function CareerCategoryPage() {
  const { category: id = '' } = useParams();
  const category = findCareerCategory(id);
  if (!category) return <NotFoundContent />;

  return (
    <article className="page page--narrow career">
      <p className="career__back">
        <Link to={routes.careers.link()}>All career categories</Link>
      </p>
      <h1>{category.title}</h1>
      {category.description.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}

      <section className="career__section" aria-labelledby="career-roles">
        <h2 id="career-roles">Example roles</h2>
        <ul className="career__list">
          {category.roles.map((role) => (
            <li key={role}>{role}</li>
          ))}
        </ul>
      </section>

      <section className="career__section" aria-labelledby="career-requirements">
        <h2 id="career-requirements">Minimum requirements</h2>
        <ul className="career__list">
          {careers.requirements.map((requirement) => (
            <li key={requirement}>{requirement}</li>
          ))}
        </ul>
      </section>

      <section className="career__section career__apply" aria-labelledby="career-apply">
        <h2 id="career-apply">How to apply</h2>
        <p>Send us a short message about your experience and we will arrange a call.</p>
        <Link className="button" to={routes.contact.link()}>
          Apply for a {category.title} role
        </Link>
      </section>
    </article>
  );
}
