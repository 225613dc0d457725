import { LinkCard } from '../components/LinkCard.js';
import { resources } from '../content/resources.js';
import { type PageMeta } from '../lib/page-meta.js';

export const meta: PageMeta = {
  title: 'Resources',
  description:
    'Free resources from our team: knowledge-center articles on websites and marketing, answers to common questions, and a step-by-step guide to getting online.',
};

export default function ResourcesPage() {
  return (
    <div className="page resources">
      <h1>Resources</h1>
      <p className="lead">
        Read, ask and plan: articles from our team, answers to the questions clients ask most, and a
        guide you can print.
      </p>
      <div className="grid resources__grid">
        {resources.map((resource) => (
          <LinkCard key={resource.href} to={resource.href} title={resource.title} headingLevel={2}>
            <p className="link-card__text">{resource.text}</p>
          </LinkCard>
        ))}
      </div>
    </div>
  );
}
