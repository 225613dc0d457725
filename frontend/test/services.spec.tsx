import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderRoute } from './render-route.js';
import { requests } from './server.js';

const SERVICE_IDS = [
  'custom-software',
  'app-development',
  'website-development',
  'social-media',
  'digital-marketing',
  'printing',
  'cyber-security',
  'video-editing',
  'graphic-design',
];

// Lazy page chunks can take a moment to arrive the first time under Jest.
const SLOW = { timeout: 10_000 };

describe('service pages', () => {
  it('/services shows nine cards, each linking to /services/{id}', async () => {
    renderRoute('/services');
    await screen.findByRole('heading', { level: 1, name: 'Our services' }, SLOW);
    const main = screen.getByRole('main');
    const cards = within(main).getAllByRole('article');
    expect(cards).toHaveLength(9);
    const hrefs = cards.map((card) => within(card).getByRole('link').getAttribute('href'));
    expect(hrefs).toEqual(SERVICE_IDS.map((id) => `/services/${id}`));
    expect(requests()).toEqual([]);
  });

  it.each(SERVICE_IDS)('/services/%s shows that service', async (id) => {
    renderRoute(`/services/${id}`);
    const heading = await screen.findByRole('heading', { level: 1 }, SLOW);
    expect(heading).not.toHaveTextContent('Service Not Found');
    expect(screen.getByRole('link', { name: /^Contact us about / })).toHaveAttribute(
      'href',
      `/contact?service=${id}`,
    );
  });

  it("/services/not-a-service shows 'Service Not Found' with a way back", async () => {
    renderRoute('/services/not-a-service');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Service Not Found' }, SLOW),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'See all our services' }),
    ).toHaveAttribute('href', '/services');
  });
});
