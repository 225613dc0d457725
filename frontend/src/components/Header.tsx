import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { company } from '../content/company.js';
import { ContactFacts } from './ContactFacts.js';
import { SocialLinks } from './SocialLinks.js';

const MENU = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/services', label: 'Services' },
  { to: '/blog', label: 'Blog' },
  { to: '/courses', label: 'Courses' },
  { to: '/contact', label: 'Contact' },
] as const;

export function Header() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();

  // The menu closes on navigation and on Escape.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
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
          <Link to="/" className="brand">
            <img src="/favicon.svg" width="32" height="32" alt="" />
            {company.name}
          </Link>
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((value) => !value)}
          >
            <span aria-hidden="true">{open ? '✕' : '☰'}</span>
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
                  <NavLink to={to} end={to === '/'}>
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
