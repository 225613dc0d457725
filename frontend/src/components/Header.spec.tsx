import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { company } from '../content/company.js';
import { Header } from './Header.js';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderHeader(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Header />
      <Where />
    </MemoryRouter>,
  );
}

const toggle = () => screen.getByRole('button', { name: 'Menu' });
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Header', () => {
  it('shows the configured email, phone and address in the contact bar', () => {
    renderHeader();
    const facts = screen.getByRole('list', { name: 'Contact details' });
    expect(within(facts).getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    const tel = within(facts).getByRole('link', { name: company.phone });
    expect(tel.getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    expect(tel.getAttribute('href')).toBe(`tel:${company.phone.replace(/[^\d+]/g, '')}`);
    expect(within(facts).getByText(company.address)).toBeInTheDocument();
  });

  it('draws the icon inside the page as SVG, hidden from assistive technology', () => {
    renderHeader();
    const home = screen.getByRole('link', { name: company.name });
    const icon = home.querySelector('.brand__icon');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon?.querySelector('svg')).not.toBeNull();
    // An <img> of SVG would build an SVG document of its own while the page parses.
    expect(home.querySelector('img')).toBeNull();
  });

  it('has four social links with accessible names, opening in a new tab', () => {
    renderHeader();
    const banner = screen.getByRole('banner');
    for (const network of ['Facebook', 'Instagram', 'LinkedIn', 'YouTube']) {
      const link = within(banner).getByRole('link', { name: new RegExp(`on ${network}$`) });
      const configured = company.social.find((social) => social.name === network);
      expect(link).toHaveAttribute('href', configured?.href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(within(banner).getAllByRole('link', { name: / on / })).toHaveLength(4);
  });

  it('has the six menu links with the right addresses', () => {
    renderHeader();
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Services', '/services'],
      ['Blog', '/blog'],
      ['Courses', '/courses'],
      ['Contact', '/contact'],
    ]);
  });

  it('marks the current page in the menu, Home only on /', () => {
    renderHeader('/services');
    expect(within(mainNav()).getByRole('link', { name: 'Services' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('opens and closes the menu with the Menu button', async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(mainNav()).not.toHaveClass('site-nav--open');

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(mainNav()).toHaveClass('site-nav', 'site-nav--open');

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(mainNav()).not.toHaveClass('site-nav--open');
  });

  it("draws the Menu button's icon as SVG, with no character from a fallback font", async () => {
    const user = userEvent.setup();
    renderHeader();
    const icon = () => toggle().querySelector('svg');
    expect(toggle().textContent).toBe('Menu');
    expect(icon()).toHaveAttribute('aria-hidden', 'true');
    const closed = icon()?.querySelector('path')?.getAttribute('d');
    await user.click(toggle());
    expect(toggle().textContent).toBe('Menu');
    // The open menu's icon is a cross, not the three bars.
    expect(icon()?.querySelector('path')?.getAttribute('d')).not.toBe(closed);
  });

  it('points aria-controls of the Menu button at the nav', () => {
    renderHeader();
    const id = toggle().getAttribute('aria-controls');
    expect(id).toBeTruthy();
    expect(mainNav()).toHaveAttribute('id', id);
    expect(document.getElementById(id!)).toBe(mainNav());
  });

  it('closes an open menu on Escape', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(mainNav()).not.toHaveClass('site-nav--open');
  });

  it('closes the menu when a menu link is followed', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(toggle());
    expect(mainNav()).toHaveClass('site-nav--open');

    await user.click(within(mainNav()).getByRole('link', { name: 'Blog' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/blog');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(mainNav()).not.toHaveClass('site-nav--open');
  });
});
