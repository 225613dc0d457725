import { pdfGuide } from '../content/guide.js';
import { type PageMeta } from '../lib/page-meta.js';

export const meta: PageMeta = {
  title: 'Guide to getting online',
  description:
    'A free step-by-step guide for small businesses in Pakistan: secure your domain, get on Google Maps, build a fast website, set up WhatsApp Business and try ads.',
};

export default function PdfGuidePage() {
  return (
    <article className="page page--narrow guide">
      <h1>{pdfGuide.title}</h1>
      <p className="lead">{pdfGuide.intro}</p>
      <p className="guide__print">
        <button type="button" className="button button--ghost" onClick={() => window.print()}>
          Print this guide
        </button>
      </p>
      {pdfGuide.sections.map((section, index) => (
        <section
          key={section.heading}
          className="guide__section"
          aria-labelledby={`guide-section-${index}`}
        >
          <h2 id={`guide-section-${index}`}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.checklist && section.checklist.length > 0 && (
            <ul className="guide__checklist">
              {section.checklist.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
