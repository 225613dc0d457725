// A blog of realistic size for `make bench`: posts of about 6 KB of HTML, ~20 tags spread as real
// blogs spread them (a few common, many rare; 1 to 3 a post), a day apart, some edited later.
// Rows go in with bulk INSERTs, written as PostsService writes them: content through the same
// sanitiser, tags parsed and their slugs in tag_slugs. The generator is seeded, so every run
// measures the same blog.
import pg from 'pg';
import { sanitizePostHtml } from '@site/blog';
import { slugify } from '@site/contract';

/** The tags, most used first; a post's tags are drawn with weight 1 / rank (Zipf). */
export const BENCH_TAGS = [
  'Web Development',
  'Small Business',
  'SEO',
  'Digital Marketing',
  'Security',
  'Social Media',
  'E-commerce',
  'App Development',
  'Graphic Design',
  'Hosting',
  'WordPress',
  'Google Ads',
  'Branding',
  'Email Marketing',
  'Performance',
  'Accessibility',
  'Video',
  'Printing',
  'Analytics',
  'Custom Software',
];

const WORDS = (
  'website customer business owner page search google phone order shop price quote design ' +
  'brand logo colour photo video post reader team office server backup password update plugin ' +
  'hosting domain email invoice payment checkout cart product service local map review ' +
  'campaign budget audience report traffic visitor speed image mobile tablet laptop screen ' +
  'font button form contact offer discount season launch plan week month year developer ' +
  'designer marketer printer printing card flyer banner leaflet catalogue app store release'
).split(' ');

/** Mulberry32: a small seeded generator, so the blog is the same in every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function makePost(index, next) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const sentence = (min, max) => {
    const length = min + Math.floor(next() * (max - min + 1));
    const words = Array.from({ length }, () => pick(WORDS));
    const text = words.join(' ');
    return `${text[0].toUpperCase()}${text.slice(1)}.`;
  };
  const paragraph = () =>
    Array.from({ length: 3 + Math.floor(next() * 3) }, () => sentence(8, 16)).join(' ');
  const totalWeight = BENCH_TAGS.reduce((sum, _, rank) => sum + 1 / (rank + 1), 0);
  const drawTag = () => {
    let at = next() * totalWeight;
    for (const [rank, tag] of BENCH_TAGS.entries()) {
      at -= 1 / (rank + 1);
      if (at <= 0) return tag;
    }
    return BENCH_TAGS.at(-1);
  };
  const tags = new Set();
  const wanted = 1 + Math.floor(next() * 3);
  while (tags.size < wanted) tags.add(drawTag());

  let content = '';
  for (let section = 1; content.length < 5500; section++) {
    content += `<h2>${sentence(3, 6).slice(0, -1)}</h2>`;
    content += `<p>${paragraph()} <strong>${sentence(4, 7)}</strong></p>`;
    content += `<p>${paragraph()} See <a href="https://example.com/guide/${index}-${section}">${sentence(2, 4).slice(0, -1)}</a>.</p>`;
    if (section % 2 === 0) {
      content += `<ul>${Array.from({ length: 4 }, () => `<li>${sentence(4, 9)}</li>`).join('')}</ul>`;
    }
  }
  const title = `${sentence(5, 9).slice(0, -1)} (${index})`;
  return {
    title,
    slug: `${slugify(title)}`,
    excerpt: sentence(18, 28),
    content,
    readTime: `${4 + Math.floor(next() * 6)} min read`,
    tags: [...tags].join(', '),
  };
}

/**
 * Replaces every post with `count` generated posts: the newest dated now, each older one a day
 * earlier; every fifth one edited three days after it was written.
 * @param {string} databaseUrl
 * @param {number} count
 * @returns {Promise<{ tagCounts: Map<string, number>, contentBytes: number }>}
 */
export async function seedBlog(databaseUrl, count) {
  const next = random(12);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const tagCounts = new Map();
  let contentBytes = 0;
  try {
    await client.query('TRUNCATE posts CASCADE');
    const now = Date.now();
    const batch = 100;
    for (let start = 0; start < count; start += batch) {
      const rows = [];
      for (let i = start; i < Math.min(count, start + batch); i++) {
        const form = makePost(i + 1, next);
        const tags = form.tags.split(',').map((tag) => tag.trim());
        const tagSlugs = [...new Set(tags.map(slugify).filter(Boolean))];
        for (const slug of tagSlugs) tagCounts.set(slug, (tagCounts.get(slug) ?? 0) + 1);
        const content = sanitizePostHtml(form.content);
        contentBytes += Buffer.byteLength(content);
        const createdAt = new Date(now - (count - 1 - i) * 86_400_000);
        const updatedAt = i % 5 === 0 ? new Date(createdAt.getTime() + 3 * 86_400_000) : createdAt;
        rows.push([
          form.title,
          form.slug,
          form.excerpt,
          content,
          form.readTime,
          tags,
          tagSlugs,
          createdAt,
          updatedAt,
          createdAt,
        ]);
      }
      const values = rows.map(
        (_, r) => `(${Array.from({ length: 10 }, (_, c) => `$${r * 10 + c + 1}`).join(', ')})`,
      );
      await client.query(
        `INSERT INTO posts (title, slug, excerpt, content, read_time, tags, tag_slugs, created_at, updated_at, published_at)
         VALUES ${values.join(', ')}`,
        rows.flat(),
      );
      process.stdout.write(`\rseeding posts: ${Math.min(count, start + batch)}/${count}`);
    }
    process.stdout.write('\n');
    // Vacuumed as autovacuum would soon do: otherwise its catch-up competes with the measured runs.
    await client.query('VACUUM ANALYZE posts');
  } finally {
    await client.end();
  }
  return { tagCounts, contentBytes };
}

/** Deletes every post but the `keep` newest. */
export async function keepNewest(databaseUrl, keep) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `DELETE FROM posts WHERE id NOT IN
         (SELECT id FROM posts ORDER BY published_at DESC, id DESC LIMIT $1)`,
      [keep],
    );
    // Vacuumed as autovacuum would soon do: otherwise its catch-up competes with the measured runs.
    await client.query('VACUUM ANALYZE posts');
  } finally {
    await client.end();
  }
}
