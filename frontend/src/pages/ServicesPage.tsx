import { ServiceCard } from '../components/ServiceCard.js';
import { services } from '../content/services.js';
import { type PageMeta } from '../lib/page-meta.js';

export const meta: PageMeta = {
  title: 'Our services',
  description:
    'Custom software, apps, websites, social media, digital marketing, printing, cyber security, video editing and graphic design from one team in Rawalpindi.',
};

export default function ServicesPage() {
  return (
    <div className="page services-page">
      <h1>Our services</h1>
      <p className="lead">
        Nine services from one team in Rawalpindi, so your software, website, marketing and design
        work together. Choose a service to see what it includes.
      </p>
      <div className="grid services-grid">
        {services.map((service, index) => (
          <ServiceCard key={service.id} service={service} headingLevel={2} priority={index === 0} />
        ))}
      </div>
    </div>
  );
}
