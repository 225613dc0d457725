import { Link } from 'react-router-dom';
import { Picture } from '../components/Picture.js';
import { ServiceCard } from '../components/ServiceCard.js';
import { home } from '../content/home.js';
import { services } from '../content/services.js';
import { type PageMeta } from '../lib/page-meta.js';
import { routes } from '../lib/routes.js';

export const meta: PageMeta = {
  title: 'IT services in Rawalpindi',
  description:
    'Software, apps, websites, digital marketing, cyber security and design from one Rawalpindi team: 20+ projects delivered for 35+ active clients in 5+ countries.',
};

export default function HomePage() {
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-hero-title">
        <div className="container home-hero__inner">
          <div className="home-hero__text">
            <h1 id="home-hero-title">{home.hero.title}</h1>
            <p className="lead home-hero__subtitle">{home.hero.subtitle}</p>
            <div className="home-hero__actions">
              <Link className="button" to={routes.services.link()}>
                Explore our services
              </Link>
              <Link className="button button--ghost" to={routes.contact.link()}>
                Contact us
              </Link>
            </div>
          </div>
          <Picture image={home.hero.image} priority className="home-hero__image" />
        </div>
      </section>

      <section className="section section--pale" aria-labelledby="home-services-title">
        <div className="container">
          <h2 id="home-services-title">Our services</h2>
          <p className="lead">
            Everything a growing business needs to build, run and promote its digital side.
          </p>
          <div className="grid services-grid">
            {services.map((service) => (
              <ServiceCard key={service.id} service={service} headingLevel={3} />
            ))}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="home-reasons-title">
        <div className="container">
          <h2 id="home-reasons-title">Why choose us</h2>
          <ul className="grid home-reasons">
            {home.reasons.map((reason) => (
              <li key={reason.title} className="card home-reasons__item">
                <h3>{reason.title}</h3>
                <p>{reason.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section home-stats" aria-labelledby="home-stats-title">
        <div className="container">
          <h2 id="home-stats-title">Our achievements</h2>
          <ul className="home-stats__list">
            {home.achievements.map((achievement) => (
              <li key={achievement.label} className="home-stats__item">
                <span className="home-stats__value">{achievement.value}</span>{' '}
                <span className="home-stats__label">{achievement.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--pale" aria-labelledby="home-testimonials-title">
        <div className="container">
          <h2 id="home-testimonials-title">What our clients say</h2>
          <div className="grid home-testimonials">
            {home.testimonials.map((testimonial) => (
              <figure key={testimonial.name} className="card home-testimonials__item">
                <blockquote className="home-testimonials__quote">
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className="home-testimonials__caption">
                  <span className="home-testimonials__name">{testimonial.name}</span>
                  <span className="muted">
                    {testimonial.role}, {testimonial.company}
                  </span>
                </figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="home-team-title">
        <div className="container">
          <h2 id="home-team-title">Meet our team</h2>
          <ul className="grid home-team">
            {home.team.map((member) => (
              <li key={member.name} className="card home-team__member">
                <Picture image={member.photo} className="home-team__photo" />
                <h3 className="home-team__name">{member.name}</h3>
                <p className="home-team__role">{member.role}</p>
                <p>{member.bio}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}
