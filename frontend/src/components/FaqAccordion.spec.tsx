import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../test/render-page.js';
import FaqsPage from '../pages/FaqsPage.js';

const TITLES = ['Working with us', 'Courses', 'Careers and remote work'] as const;

const button = (name: string) => screen.getByRole('button', { name });

/** The panel a section button controls, found through its aria-controls. */
function panelOf(name: string): HTMLElement {
  const id = button(name).getAttribute('aria-controls');
  const panel = id ? document.getElementById(id) : null;
  if (!panel) throw new Error(`no panel for ${name}`);
  return panel;
}

function expectOpen(open: string | null) {
  for (const title of TITLES) {
    const expanded = title === open;
    expect(button(title)).toHaveAttribute('aria-expanded', String(expanded));
    if (expanded) expect(panelOf(title)).toBeVisible();
    else expect(panelOf(title)).not.toBeVisible();
  }
}

describe('FaqAccordion (on the FAQs page)', () => {
  it('has three sections, all closed at first', () => {
    renderPage(FaqsPage, '/faqs');
    expect(screen.getAllByRole('button')).toHaveLength(3);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      ...TITLES,
    ]);
    expectOpen(null);
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('opening a section shows its panel and its questions', async () => {
    const user = userEvent.setup();
    renderPage(FaqsPage, '/faqs');
    await user.click(button('Courses'));
    expectOpen('Courses');
    const panel = screen.getByRole('region', { name: 'Courses' });
    expect(panel).toBe(panelOf('Courses'));
    expect(within(panel).getByRole('heading', { name: 'Do I need a laptop?' })).toBeVisible();
    expect(within(panel).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('opening another section closes the first; clicking the open one closes it', async () => {
    const user = userEvent.setup();
    renderPage(FaqsPage, '/faqs');
    await user.click(button('Working with us'));
    expectOpen('Working with us');

    await user.click(button('Careers and remote work'));
    expectOpen('Careers and remote work');

    await user.click(button('Careers and remote work'));
    expectOpen(null);
  });

  it('works with the keyboard: Enter and Space on the focused button', async () => {
    const user = userEvent.setup();
    renderPage(FaqsPage, '/faqs');
    await user.tab();
    expect(button('Working with us')).toHaveFocus();
    await user.keyboard('{Enter}');
    expectOpen('Working with us');

    await user.tab();
    expect(button('Courses')).toHaveFocus();
    await user.keyboard(' ');
    expectOpen('Courses');

    await user.keyboard(' ');
    expectOpen(null);

    button('Careers and remote work').focus();
    await user.keyboard('{Enter}');
    expectOpen('Careers and remote work');
  });

  it('ties each button and its panel together with aria-controls and aria-labelledby', () => {
    renderPage(FaqsPage, '/faqs');
    const ids = new Set<string>();
    for (const title of TITLES) {
      const control = button(title);
      const panel = panelOf(title);
      expect(panel.id).toBeTruthy();
      expect(control.id).toBeTruthy();
      expect(panel).toHaveAttribute('aria-labelledby', control.id);
      expect(panel).toHaveAttribute('role', 'region');
      ids.add(panel.id);
    }
    expect(ids.size).toBe(3);
  });

  it('answers how long matching takes: 1 to 2 weeks', async () => {
    const user = userEvent.setup();
    renderPage(FaqsPage, '/faqs');
    const answer = screen.getByText(/1 to 2 weeks/);
    expect(answer).toHaveClass('faq__answer');
    expect(answer).not.toBeVisible();
    await user.click(button('Careers and remote work'));
    expect(answer).toBeVisible();
    expect(panelOf('Careers and remote work')).toContainElement(answer);
  });
});
