// One Lighthouse audit and the figures taken from it, shared by `make bench-lighthouse`
// (bench/lighthouse.mjs) and `make bench-images` (bench/images.mjs). Lighthouse drives a
// Chromium that listens on a DevTools port (started by the caller).
import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Transferred bytes of every script the page loaded. */
function scriptBytes(lhr) {
  const summary = lhr.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  );
  if (summary) return summary.transferSize;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return requests
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/** The audits that cost a category points, heaviest first: 'id (score)'. */
export function shortfalls(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 1)
    .sort((a, b) => b.ref.weight * (1 - b.audit.score) - a.ref.weight * (1 - a.audit.score))
    .map(({ ref, audit }) => `${ref.id} (${audit.displayValue || Math.round(audit.score * 100)})`);
}

/** One Lighthouse run; a run Lighthouse itself reports as broken (e.g. NO_NAVSTART, a trace it
 * failed to record) is repeated, up to three attempts. */
export async function audit(url, port) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const error = result ? result.lhr.runtimeError : { message: 'no result' };
    if (!error) return result.lhr;
    if (attempt === 3) throw new Error(`${url}: ${error.message}`);
    console.warn(`${url}: ${error.code ?? ''} ${error.message} (attempt ${attempt}, again)`);
  }
}

/** The figures of one page; `below` lists the categories under `target` with what cost them. */
export function rowOf(route, lhr, target) {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round(lhr.categories[category].score * 100)]),
  );
  return {
    route,
    scores,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    js: scriptBytes(lhr),
    // What Lighthouse's unused-javascript audit would save (it lists only scripts wasting 20 KiB+).
    unusedJs: lhr.audits['unused-javascript']?.details?.overallSavingsBytes ?? 0,
    below: CATEGORIES.filter((category) => scores[category] < target).map(
      (category) => `${category}: ${shortfalls(lhr, category).slice(0, 4).join(', ')}`,
    ),
  };
}
