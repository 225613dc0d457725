import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { articleBodies, articles } from '../src/content/articles.js';
import { serviceDetails } from '../src/content/service-details.js';
import { services } from '../src/content/services.js';
import { renderRoute } from './render-route.js';

// Each article's and each service's long text is its own chunk, loaded by its page only.
describe('content loaded per page', () => {
  it('has exactly one body module per listed article, each with paragraphs', async () => {
    expect(Object.keys(articleBodies).sort()).toEqual(articles.map((a) => a.slug).sort());
    for (const load of Object.values(articleBodies)) {
      const { default: body } = await load();
      expect(body.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('has one detail module per service, with a description and deliverables', async () => {
    expect(Object.keys(serviceDetails).sort()).toEqual(services.map((s) => s.id).sort());
    for (const load of Object.values(serviceDetails)) {
      const { default: detail } = await load();
      expect(detail.description.length).toBeGreaterThan(0);
      expect(detail.deliverables.length).toBeGreaterThan(0);
    }
  });

  it("an article page shows that article's own body", async () => {
    const [first] = articles;
    const { default: body } = await articleBodies[first!.slug]!();
    renderRoute(`/knowledge-center/${first!.slug}`);
    expect(await screen.findByText(body[0]!, undefined, { timeout: 10_000 })).toBeInTheDocument();
  });

  it("a service page shows that service's deliverables", async () => {
    const { default: detail } = await serviceDetails.printing();
    renderRoute('/services/printing');
    expect(
      await screen.findByText(detail.deliverables[0]!, undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
