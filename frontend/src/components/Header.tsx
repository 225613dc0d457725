import iconSvg from '../../public/favicon.svg?raw';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { company } from '../content/company.js';
import { ContactFacts } from './ContactFacts.js';
import { SocialLinks } from './SocialLinks.js';
import { routes } from '../lib/routes.js';

/** The site's icon as inline SVG: no request before the first paint, and no SVG document of its
 * own (an <img> of SVG, even a data: URI, builds one on the main thread while the page parses). */
const ICON = { __html: iconSvg.trim() };

/** The menu button's icon as strokes, not the ☰ and ✕ characters: those come from a fallback
 * font whose late arrival changed the button's width (a layout shift on /blog). */
const MENU_ICON = 'M2 4h12M2 8h12M2 12h12';
const CLOSE_ICON = 'M3 3l10 10M13 3L3 13';

const MENU = [
  { to: routes.home.link(), label: 'Home' },
  { to: routes.about.link(), label: 'About' },
  { to: routes.services.link(), label: 'Services' },
  { to: routes.blog.link(), label: 'Blog' },
  { to: routes.courses.link(), label: 'Courses' },
  { to: routes.contact.link(), label: 'Contact' },
] as const;

export function Header() {
  const menuId = useId();
  const { pathname } = useLocation();
  // The menu stays open on the page it was opened on: navigating closes it, as does Escape.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header>
      <div className="contact-bar">
        <div className="container contact-bar__inner">
          <ContactFacts className="contact-bar__facts" label="Contact details" />
          <SocialLinks />
        </div>
      </div>
      <div className="site-header">
        <div className="container site-header__inner">
          <Link to={routes.home.link()} className="brand">
            <span className="brand__icon" aria-hidden="true" dangerouslySetInnerHTML={ICON} />
            {company.name}
          </Link>
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            <svg className="menu-toggle__icon" aria-hidden="true" viewBox="0 0 16 16">
              <path d={open ? CLOSE_ICON : MENU_ICON} />
            </svg>
            Menu
          </button>
          <nav
            id={menuId}
            className={open ? 'site-nav site-nav--open' : 'site-nav'}
            aria-label="Main"
          >
            <ul>
              {MENU.map(({ to, label }) => (
                <li key={to}>
                  <NavLink to={to} end={to === routes.home.link()}>
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </header>
  );
}
