import { type ServiceSummary } from '../content/types.js';
import { LinkCard } from './LinkCard.js';
import { routes } from '../lib/routes.js';

interface ServiceCardProps {
  service: ServiceSummary;
  headingLevel: 2 | 3;
  priority?: boolean;
}

/** One service: banner, title (the link to /services/{id}) and summary. */
export function ServiceCard({ service, headingLevel, priority }: ServiceCardProps) {
  return (
    <LinkCard
      to={routes.service.link(service.id)}
      title={service.title}
      headingLevel={headingLevel}
      image={service.banner}
      priority={priority}
    >
      <p className="link-card__text">{service.summary}</p>
    </LinkCard>
  );
}
