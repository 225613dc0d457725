import { Link, useParams } from 'react-router-dom';
import { Picture } from '../components/Picture.js';
import { serviceDetails } from '../content/service-details.js';
import { services } from '../content/services.js';
import type { ServiceSummary } from '../content/types.js';
import { lazyContents } from '../lib/LazyContent.js';
import { describeForMeta, type PageMetaSource } from '../lib/page-meta.js';
import { contactLink } from '../features/contact/contact-link.js';
import { routes } from '../lib/routes.js';

const findService = (id: string) => services.find((service) => service.id === id);

export const meta: PageMetaSource = ({ params }) => {
  const service = findService(params.id ?? '');
  if (!service) {
    return {
      title: 'Service Not Found',
      description:
        'We do not offer a service at this address. See the full list of our software, web, marketing, design and security services from our Rawalpindi team.',
    };
  }
  return {
    title: service.title,
    description: describeForMeta(service.summary, 'Fixed quotes from our Rawalpindi team.'),
  };
};

export default function ServiceDetailPage() {
  const { id = '' } = useParams();
  const service = findService(id);

  if (!service) {
    return (
      <div className="page page--narrow">
        <h1>Service Not Found</h1>
        <p className="lead">
          We could not find the service you are looking for. The address may be mistyped, or the
          service may have moved.
        </p>
        <Link className="button" to={routes.services.link()}>
          See all our services
        </Link>
      </div>
    );
  }

  return <ServiceDetail service={service} />;
}

const details = lazyContents(serviceDetails);

function ServiceDetail({ service }: { service: ServiceSummary }) {
  const Detail = details[service.id];
  return (
    <Detail>
      {(detail) => (
        <article className="page page--narrow service-detail">
          <Picture image={service.banner} priority className="service-detail__banner" />
          <h1>{service.title}</h1>
          {detail.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <section aria-labelledby="service-deliverables" className="service-detail__section">
            <h2 id="service-deliverables">What you get</h2>
            <ul className="service-detail__list">
              {detail.deliverables.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="service-contact" className="service-detail__cta">
            <h2 id="service-contact">Start your project</h2>
            <p>
              Tell us what you need and we will reply with a plan and a quote within one working
              day.
            </p>
            <div className="service-detail__actions">
              <Link className="button" to={contactLink(service.id)}>
                Contact us about {service.title}
              </Link>
              <Link className="button button--ghost" to={routes.services.link()}>
                See all services
              </Link>
            </div>
          </section>
        </article>
      )}
    </Detail>
  );
}
