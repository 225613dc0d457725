import { type LegalPage } from '../content/types.js';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** An ISO date ('2026-01-15') as '15 January 2026', the same on the server and in the browser. */
function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** The privacy policy and the terms: title, last update, introduction and numbered sections. */
export function LegalPageView({ page }: { page: LegalPage }) {
  return (
    <article className="page page--narrow legal">
      <h1>{page.title}</h1>
      <p className="muted legal__updated">
        Last updated <time dateTime={page.updated}>{formatDate(page.updated)}</time>
      </p>
      <p className="lead">{page.intro}</p>
      {page.sections.map((section, index) => (
        <section
          key={section.heading}
          className="legal__section"
          aria-labelledby={`legal-section-${index}`}
        >
          <h2 id={`legal-section-${index}`}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
