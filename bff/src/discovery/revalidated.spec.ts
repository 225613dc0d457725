import { describe, expect, it } from '@jest/globals';
import { Revalidated } from './revalidated.js';

describe('Revalidated', () => {
  const counting = () => {
    let builds = 0;
    return {
      builds: () => builds,
      build:
        (value: string, complete = true) =>
        () => {
          builds++;
          return Promise.resolve({ value: `${value}#${builds}`, complete });
        },
    };
  };

  it('builds once per version, and shares a build under way', async () => {
    const cache = new Revalidated<string>();
    const { builds, build } = counting();
    const [first, second] = await Promise.all([
      cache.get('v1', build('a')),
      cache.get('v1', build('a')),
    ]);
    expect([first, second, builds()]).toEqual(['a#1', 'a#1', 1]);
    expect(await cache.get('v1', build('a'))).toBe('a#1');
    expect(await cache.get('v2', build('b'))).toBe('b#2');
    expect(await cache.get('v1', build('a'))).toBe('a#3');
  });

  it('keeps neither a failed nor an incomplete build', async () => {
    const cache = new Revalidated<string>();
    const { builds, build } = counting();
    await expect(cache.get('v1', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.get('v1', build('a', false))).toBe('a#1');
    expect(await cache.get('v1', build('a'))).toBe('a#2');
    expect(await cache.get('v1', build('a'))).toBe('a#2');
    expect(builds()).toBe(2);
  });
});
