import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { company } from '../content/company.js';
import { ContactFacts } from './ContactFacts.js';
import { SocialLinks } from './SocialLinks.js';
import { routes } from '../lib/routes.js';

/** The footer's quick links, in order. */
export const QUICK_LINKS = [
  { to: routes.home.link(), label: 'Home' },
  { to: routes.about.link(), label: 'About Us' },
  { to: routes.hero.link('/web-development'), label: 'Web Development' },
  { to: routes.hero.link('/app-development'), label: 'App Development' },
  { to: routes.hero.link('/digital-marketing'), label: 'Digital Marketing' },
  { to: routes.hero.link('/graphic-design'), label: 'Graphic Design' },
  { to: routes.projects.link(), label: 'Projects' },
  { to: routes.blog.link(), label: 'Blog' },
  { to: routes.courses.link(), label: 'Courses' },
  { to: routes.contact.link(), label: 'Contact' },
  { to: routes.privacyPolicy.link(), label: 'Privacy Policy' },
  { to: routes.terms.link(), label: 'Terms & Conditions' },
] as const;

const BUILD_YEAR = new Date().getFullYear();
const subscribeNever = () => () => undefined;

/** The year of the visitor's clock. The prerendered HTML carries the build's year; after
 * hydration React switches to the current one without a mismatch. */
function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribeNever,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
}

export function Footer() {
  const year = useCurrentYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact us</h2>
          <ContactFacts />
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">Quick links</h2>
          <ul>
            {QUICK_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social">Follow us</h2>
          <SocialLinks />
        </section>
      </div>
      <div className="container site-footer__bottom">
        <p>
          © {year} {company.name}. All rights reserved.
        </p>
        <ul aria-label="Legal">
          <li>
            <Link to={routes.privacyPolicy.link()}>Privacy Policy</Link>
          </li>
          <li>
            <Link to={routes.terms.link()}>Terms &amp; Conditions</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
