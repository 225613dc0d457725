import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { articles } from '../src/content/articles.js';
import { careers } from '../src/content/careers.js';
import { company } from '../src/content/company.js';
import { services } from '../src/content/services.js';
import { prerenderPaths } from '../src/lib/routes.js';
import { postPage } from './blog-fixtures.js';
import { renderRoute } from './render-route.js';
import { requests, server } from './server.js';

// Lazy page chunks can take a moment to arrive the first time under Jest.
const SLOW = { timeout: 10_000 };

const article = articles[0];
if (!article) throw new Error('the knowledge center has no articles');

const PATHS = [
  '/',
  '/about',
  '/services',
  '/services/custom-software',
  '/contact',
  '/careers',
  '/careers/marketing',
  '/careers/operations',
  '/careers/sales',
  '/careers/all-others',
  '/resources',
  '/knowledge-center',
  `/knowledge-center/${article.slug}`,
  '/faqs',
  '/pdf-guide',
  '/courses',
  '/projects',
  '/blog',
  '/web-development',
  '/app-development',
  '/digital-marketing',
  '/graphic-design',
  '/marketing',
  '/privacy-policy',
  '/terms-conditions',
];

beforeEach(() => {
  document.title = '';
  server.use(
    http.get('/api/blogs', () => HttpResponse.json(postPage([]))),
    http.get('/api/contact/form-token', () => HttpResponse.json({ token: 't' })),
  );
});

async function pageHeading(): Promise<HTMLElement> {
  return screen.findByRole('heading', { level: 1 }, SLOW);
}

describe('every route', () => {
  it('the route table prerenders these pages but the blog, every service and every article', () => {
    // The server renders the blog from the API (bff/src/blog-pages).
    const expected = [
      ...PATHS.filter(
        (path) => path !== '/blog' && !/^\/(services|knowledge-center)\/./.test(path),
      ),
      ...services.map((service) => `/services/${service.id}`),
      ...articles.map((entry) => `/knowledge-center/${entry.slug}`),
    ];
    expect(prerenderPaths({ services, careers, articles }).sort()).toEqual(expected.sort());
  });

  it.each(PATHS)('%s renders one h1 inside the header and footer', async (path) => {
    renderRoute(path);
    const heading = await pageHeading();
    if (path === '/blog') {
      expect(await screen.findByText('No posts yet. Please check back soon.')).toBeInTheDocument();
      expect(requests()).toEqual(['GET /api/blogs']);
    } else if (path === '/contact') {
      await waitFor(() => expect(requests()).toEqual(['GET /api/contact/form-token']));
    } else {
      expect(requests()).toEqual([]);
    }

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(heading.textContent?.trim()).not.toBe('');
    expect(heading).not.toHaveTextContent('Page not found');
    expect(heading).not.toHaveTextContent('This page could not load');
    expect(screen.getByRole('main')).toContainElement(heading);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(new RegExp(`.+ \\| ${company.name}$`)));
  });

  it("an unknown path shows 'Page not found' inside the header and footer", async () => {
    renderRoute('/no/such/page');
    const heading = await pageHeading();
    expect(heading).toHaveTextContent(/^Page not found$/);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(requests()).toEqual([]);
    await waitFor(() => expect(document.title).toBe(`Page not found | ${company.name}`));
  });

  it.each(['/careers/astronaut', '/knowledge-center/no-such-article'])(
    "%s (an unknown parameter) shows 'Page not found'",
    async (path) => {
      renderRoute(path);
      expect(await pageHeading()).toHaveTextContent(/^Page not found$/);
    },
  );
});

describe('page contents', () => {
  it("/careers has 'Book a Call' to /contact and the four category links", async () => {
    renderRoute('/careers');
    await pageHeading();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Book a Call' })).toHaveAttribute(
      'href',
      '/contact',
    );
    const categories = within(main)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.startsWith('/careers/'));
    expect(categories).toEqual([
      '/careers/marketing',
      '/careers/operations',
      '/careers/sales',
      '/careers/all-others',
    ]);
  });

  it('/resources links to the knowledge center, the FAQs and the guide', async () => {
    renderRoute('/resources');
    await pageHeading();
    const hrefs = within(screen.getByRole('main'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/knowledge-center', '/faqs', '/pdf-guide']);
  });

  it('/marketing links to WhatsApp with the configured number', async () => {
    renderRoute('/marketing');
    await pageHeading();
    expect(company.whatsapp).toMatch(/^\d+$/);
    const whatsapp = within(screen.getByRole('main'))
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('https://wa.me/'));
    expect(whatsapp).toHaveLength(1);
    const href = whatsapp[0]!.getAttribute('href')!;
    expect(href.startsWith(`https://wa.me/${company.whatsapp}`)).toBe(true);
    expect(href.slice(`https://wa.me/${company.whatsapp}`.length)).toMatch(/^(\?text=.+)?$/);
  });

  it('/courses shows the course lengths', async () => {
    renderRoute('/courses');
    await pageHeading();
    const main = screen.getByRole('main');
    expect(within(main).getAllByText('2 months')).toHaveLength(2);
    expect(within(main).getByText('3 months')).toBeInTheDocument();
  });

  it('/ shows the achievements', async () => {
    renderRoute('/');
    await pageHeading();
    const main = screen.getByRole('main');
    expect(within(main).getByText('20+')).toBeInTheDocument();
    expect(within(main).getAllByText('5+').length).toBeGreaterThanOrEqual(1);
    expect(within(main).getByText('35+')).toBeInTheDocument();
  });
});

describe('navigation', () => {
  it('following a menu link shows the new page and scrolls to the top', async () => {
    const user = userEvent.setup();
    renderRoute('/');
    await pageHeading();
    // window.scrollTo is setup.ts's jest.fn; forget the calls of the first render.
    const scrollTo = jest.spyOn(window, 'scrollTo');
    scrollTo.mockClear();

    const menu = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(menu).getByRole('link', { name: 'About' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About us' }, SLOW),
    ).toBeInTheDocument();
    expect(scrollTo.mock.calls).toContainEqual([expect.objectContaining({ top: 0 })]);
  });
});
