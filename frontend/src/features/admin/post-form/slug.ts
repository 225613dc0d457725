import { POST_FIELDS } from '@site/contract';

/** A URL-safe slug suggested from a title: 'Five Security Basics: 2026!' → 'five-security-basics-2026'. */
export function suggestSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, POST_FIELDS.slug.maxLength)
    .replace(/-+$/, '');
}
