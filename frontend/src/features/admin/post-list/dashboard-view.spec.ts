import { describe, expect, it } from '@jest/globals';
import { searchOf, viewOf } from './dashboard-view.js';

describe('the dashboard view in the address', () => {
  it('reads every part', () => {
    expect(viewOf('?status=trash&sort=title&q=%20seo%20tips%20&page=3')).toEqual({
      status: 'trash',
      sort: 'title',
      q: 'seo tips',
      page: 3,
    });
  });

  it('takes the defaults for what is missing or unknown', () => {
    const defaults = { status: undefined, sort: 'updated', q: '', page: 1 };
    expect(viewOf('')).toEqual(defaults);
    expect(viewOf('?status=deleted&sort=random&page=0')).toEqual(defaults);
    expect(viewOf('?status=&sort=&page=two')).toEqual(defaults);
    expect(viewOf('?page=-2')).toEqual(defaults);
    expect(viewOf('?page=99999999')).toEqual(defaults);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(searchOf({ status: undefined, sort: 'updated', q: '', page: 1 })).toBe('?');
    const view = { status: 'draft', sort: 'published', q: 'a & b', page: 2 } as const;
    const search = searchOf(view);
    expect(search).toBe('?status=draft&sort=published&q=a+%26+b&page=2');
    expect(viewOf(search)).toEqual(view);
  });
});
