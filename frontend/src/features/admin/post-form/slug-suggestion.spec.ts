import { describe, expect, it } from '@jest/globals';
import { slugify } from '@site/contract';

describe('the slug suggested from a title (slugify)', () => {
  it.each([
    ['Five Security Basics: 2026!', 'five-security-basics-2026'],
    ['  Café — Résumé  ', 'cafe-resume'],
    ['already-a-slug', 'already-a-slug'],
    ['!!!', ''],
    ['a'.repeat(250), 'a'.repeat(200)],
  ])('%p → %p', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});
