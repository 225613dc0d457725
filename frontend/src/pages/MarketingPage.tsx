import { company, whatsappLink } from '../content/company.js';
import { marketingOffer } from '../content/marketing.js';
import { type PageMeta } from '../lib/page-meta.js';

export const meta: PageMeta = {
  title: 'Billing system offer',
  description:
    'A ready-made billing and inventory system for your shop, set up in one week with staff training in Urdu. Message us on WhatsApp for a free demo and a price.',
};

export default function MarketingPage() {
  const message = `Hello ${company.name}, I would like to know more about your offer: ${marketingOffer.title}.`;
  return (
    <div className="page page--narrow marketing">
      <article className="card marketing__offer" aria-labelledby="marketing-title">
        <h1 id="marketing-title">{marketingOffer.title}</h1>
        <p className="lead">{marketingOffer.text}</p>
        <ul className="marketing__points">
          {marketingOffer.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p className="marketing__cta">{marketingOffer.callToAction}</p>
        <p>
          <a
            className="button marketing__whatsapp"
            href={whatsappLink(message)}
            target="_blank"
            rel="noopener noreferrer"
          >
            WhatsApp us on {company.phone}
            <span className="visually-hidden"> (opens WhatsApp in a new tab)</span>
          </a>
        </p>
      </article>
    </div>
  );
}
