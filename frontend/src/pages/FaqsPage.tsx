import { Link } from 'react-router-dom';
import { FaqAccordion } from '../components/FaqAccordion.js';
import { faqSections } from '../content/faqs.js';
import { type PageMeta } from '../lib/page-meta.js';
import { routes } from '../lib/routes.js';

/** For the prerender step's structured data (see prerender.tsx). */
export { faqSections };

export const meta: PageMeta = {
  title: 'FAQs',
  description:
    'Answers to common questions about working with us, our evening courses and remote careers: prices, timelines, payments, class timings and job matching.',
};

export default function FaqsPage() {
  return (
    <div className="page page--narrow faqs">
      <h1>Frequently asked questions</h1>
      <p className="lead">Open a section to read the questions we are asked most often.</p>
      <FaqAccordion sections={faqSections} />
      <p className="faqs__more">
        Still have a question? <Link to={routes.contact.link()}>Send us a message</Link> and we will
        answer within one working day.
      </p>
    </div>
  );
}
