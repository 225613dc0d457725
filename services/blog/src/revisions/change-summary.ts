import { type PostSnapshot } from './post-revision.entity.js';

/** The words of HTML text: its tags dropped, entities as they are. */
function wordsOf(html: string): string[] {
  return html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '');
}

/** How many words `after` has that `before` lacks (counting repeats). */
function wordsAdded(before: string[], after: string[]): number {
  const left = new Map<string, number>();
  for (const word of before) left.set(word, (left.get(word) ?? 0) + 1);
  let added = 0;
  for (const word of after) {
    const count = left.get(word) ?? 0;
    if (count > 0) left.set(word, count - 1);
    else added += 1;
  }
  return added;
}

const FIELD_NAMES = {
  title: 'title',
  excerpt: 'excerpt',
  readTime: 'read time',
  tags: 'tags',
} as const satisfies Partial<Record<keyof PostSnapshot, string>>;

/**
 * A line saying what changed from `before` to `after`: the fields edited, the content's words
 * added and removed, a new slug, a new status or publish time. Null `before`: the first state.
 */
export function summariseChange(before: PostSnapshot | null, after: PostSnapshot): string {
  if (!before) return `Created as ${after.status}`;
  const parts: string[] = [];
  if (before.status !== after.status) parts.push(`${before.status} → ${after.status}`);
  else if (before.publishedAt !== after.publishedAt && after.status === 'scheduled') {
    parts.push('publish time changed');
  }
  const edited = (Object.keys(FIELD_NAMES) as (keyof typeof FIELD_NAMES)[]).filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
  if (edited.length > 0)
    parts.push(`${edited.map((field) => FIELD_NAMES[field]).join(', ')} edited`);
  if (before.slug !== after.slug) parts.push(`slug ${before.slug} → ${after.slug}`);
  if (before.content !== after.content) {
    const [old, now] = [wordsOf(before.content), wordsOf(after.content)];
    const added = wordsAdded(old, now);
    const removed = wordsAdded(now, old);
    parts.push(
      added === 0 && removed === 0
        ? 'content formatting changed'
        : `content +${added}/−${removed} words`,
    );
  }
  if (parts.length === 0) return 'No changes';
  const line = parts.join('; ');
  return line.charAt(0).toUpperCase() + line.slice(1);
}
