import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { company } from '../content/company.js';
import { Footer, QUICK_LINKS } from './Footer.js';

function renderFooter() {
  return render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
}

describe('Footer', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it("shows © with the visitor's current year", () => {
    jest.useFakeTimers().setSystemTime(new Date('2031-03-04'));
    renderFooter();
    const copyright = screen.getByText(/©/);
    expect(copyright).toHaveTextContent('© 2031');
    expect(copyright).toHaveTextContent(`© 2031 ${company.name}. All rights reserved.`);
  });

  it('lists the twelve quick links in order', () => {
    renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Quick links' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/about',
      '/web-development',
      '/app-development',
      '/digital-marketing',
      '/graphic-design',
      '/projects',
      '/blog',
      '/courses',
      '/contact',
      '/privacy-policy',
      '/terms-conditions',
    ]);
    expect(links.map((link) => link.textContent)).toEqual(QUICK_LINKS.map(({ label }) => label));
  });

  it('links to the privacy policy and the terms in the bottom bar', () => {
    renderFooter();
    const legal = screen.getByRole('list', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(legal).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms-conditions',
    );
  });

  it('shows the contact details', () => {
    renderFooter();
    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(within(contact).getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    expect(within(contact).getByRole('link', { name: company.phone })).toHaveAttribute(
      'href',
      `tel:${company.phone.replace(/[^\d+]/g, '')}`,
    );
    expect(within(contact).getByText(company.address)).toBeInTheDocument();
  });

  it('has the four social links', () => {
    renderFooter();
    const social = screen.getByRole('region', { name: 'Follow us' });
    const links = within(social).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(
      company.social.map(({ name }) => `${company.name} on ${name}`),
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      company.social.map(({ href }) => href),
    );
    expect(within(social).getByRole('link', { name: /on Facebook/ })).toBeInTheDocument();
  });
});
