import { company, telLink } from '../content/company.js';

/** Email, phone and address, as the header's contact bar and the footer list them. */
export function ContactFacts({ className, label }: { className?: string; label?: string }) {
  return (
    <ul className={className} aria-label={label}>
      <li>
        <a href={`mailto:${company.email}`}>{company.email}</a>
      </li>
      <li>
        <a href={telLink}>{company.phone}</a>
      </li>
      <li>{company.address}</li>
    </ul>
  );
}
