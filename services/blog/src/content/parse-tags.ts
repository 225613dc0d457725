/** "seo, , Marketing ,seo" → ["seo", "Marketing"]: trimmed, no empties, first spelling kept. */
export function parseTags(text: string | undefined): string[] {
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const raw of (text ?? '').split(',')) {
    const tag = raw.trim();
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}
