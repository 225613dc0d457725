import { describe, expect, it } from '@jest/globals';
import { suggestSlug } from './slug.js';

describe('suggestSlug', () => {
  it.each([
    ['Five Security Basics: 2026!', 'five-security-basics-2026'],
    ['  Café — Résumé  ', 'cafe-resume'],
    ['already-a-slug', 'already-a-slug'],
    ['!!!', ''],
    ['a'.repeat(250), 'a'.repeat(200)],
  ])('%p → %p', (title, slug) => {
    expect(suggestSlug(title)).toBe(slug);
  });
});
