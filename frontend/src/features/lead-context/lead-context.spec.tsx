import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { LEAD_CONTEXT_LIMITS } from '@site/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { readLeadContext } from './lead-context.js';
import { useVisitTracker } from './useVisitTracker.js';
import { recordPage, VISIT_KEY } from './visit.js';

function Site() {
  useVisitTracker();
  return (
    <nav>
      <Link to="/web-development">web development</Link>
      <Link to="/contact?service=website-development">contact</Link>
    </nav>
  );
}

/** The visitor arrives at `path` from `referrer`, as the browser's address and document.referrer. */
function arrive(path: string, referrer = '') {
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Site />
    </MemoryRouter>,
  );
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  Object.defineProperty(document, 'referrer', { value: '', configurable: true });
});

describe('the visit tracker', () => {
  it('keeps the landing page, the external referrer and the UTM tags of the first page', () => {
    arrive(
      '/blog?utm_source=facebook&utm_medium=cpc&utm_campaign=spring&utm_term=web&utm_content=ad1&utm_other=x',
      'https://www.facebook.com/some/post',
    );
    expect(readLeadContext()).toEqual({
      landingPage:
        '/blog?utm_source=facebook&utm_medium=cpc&utm_campaign=spring&utm_term=web&utm_content=ad1&utm_other=x',
      referrer: 'https://www.facebook.com/some/post',
      utm: { source: 'facebook', medium: 'cpc', campaign: 'spring', term: 'web', content: 'ad1' },
    });
  });

  it('keeps the page the visitor came from on every route change, and the first page’s facts', async () => {
    const user = userEvent.setup();
    arrive('/?utm_source=google', 'https://www.google.com/');
    await user.click(screen.getByRole('link', { name: 'web development' }));
    expect(readLeadContext()?.page).toBe('/?utm_source=google');
    await user.click(screen.getByRole('link', { name: 'contact' }));
    expect(readLeadContext()).toEqual({
      page: '/web-development',
      landingPage: '/?utm_source=google',
      referrer: 'https://www.google.com/',
      utm: { source: 'google' },
    });
  });

  it('does not start the visit again on a later full page load, nor count a reload as a move', () => {
    arrive('/about?utm_source=newsletter', 'https://mail.example.net/');
    recordPage('/services', 'https://elsewhere.example.org/');
    recordPage('/services', '');
    expect(readLeadContext()).toEqual({
      page: '/about?utm_source=newsletter',
      landingPage: '/about?utm_source=newsletter',
      referrer: 'https://mail.example.net/',
      utm: { source: 'newsletter' },
    });
  });

  it('keeps no referrer from this site; a link followed before the app started is the landing page', () => {
    arrive('/contact', `${location.origin}/services/printing?utm_source=flyer`);
    expect(readLeadContext()).toEqual({
      page: '/services/printing?utm_source=flyer',
      landingPage: '/services/printing?utm_source=flyer',
      utm: { source: 'flyer' },
    });
  });

  it('records nothing but the landing page for a visitor who typed the address', () => {
    arrive('/contact');
    expect(readLeadContext()).toEqual({ landingPage: '/contact' });
    expect(JSON.parse(sessionStorage.getItem(VISIT_KEY)!)).toMatchObject({ current: '/contact' });
  });

  it('caps every value to LEAD_CONTEXT_LIMITS', async () => {
    const user = userEvent.setup();
    const longPath = `/blog/search?q=${'a'.repeat(LEAD_CONTEXT_LIMITS.path)}`;
    const longTag = 'b'.repeat(LEAD_CONTEXT_LIMITS.utm + 50);
    arrive(
      `${longPath}&utm_campaign=${longTag}`,
      `https://referrer.example.com/${'c'.repeat(LEAD_CONTEXT_LIMITS.referrer)}`,
    );
    await user.click(screen.getByRole('link', { name: 'web development' }));
    const context = readLeadContext()!;
    expect(context.landingPage).toHaveLength(LEAD_CONTEXT_LIMITS.path);
    expect(context.landingPage).toBe(longPath.slice(0, LEAD_CONTEXT_LIMITS.path));
    expect(context.page).toBe(context.landingPage);
    expect(context.referrer).toHaveLength(LEAD_CONTEXT_LIMITS.referrer);
    expect(context.utm?.campaign).toBe(longTag.slice(0, LEAD_CONTEXT_LIMITS.utm));
  });

  it('leaves out what the server would refuse, and puts a UTM tag on one line', () => {
    recordPage(
      '//evil.example/page?utm_source=news%0Aletter&utm_medium=%00bad&utm_term=%20%20',
      'android-app://com.google.android.gm/',
    );
    expect(readLeadContext()).toEqual({ utm: { source: 'news letter' } });
  });

  it('reads nothing when storage is empty or damaged', () => {
    expect(readLeadContext()).toBeUndefined();
    sessionStorage.setItem(VISIT_KEY, '{not json');
    expect(readLeadContext()).toBeUndefined();
  });
});
