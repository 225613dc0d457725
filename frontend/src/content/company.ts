/**
 * Company facts shown across the site. The defaults are obvious examples; the operator sets the
 * real ones at build time with VITE_* variables (see frontend/README.md).
 */
const env = import.meta.env;

const value = (name: string, fallback: string): string => {
  const set = (env as Record<string, string | undefined>)[name];
  return set && set.trim() ? set.trim() : fallback;
};

export const company = {
  name: value('VITE_COMPANY_NAME', 'Example IT Solutions'),
  email: value('VITE_COMPANY_EMAIL', 'hello@example.com'),
  /** As displayed and dialled. */
  phone: value('VITE_COMPANY_PHONE', '+92 300 0000000'),
  /** International format, digits only, for wa.me links. */
  whatsapp: value('VITE_COMPANY_WHATSAPP', '923000000000').replace(/\D/g, ''),
  address: value('VITE_COMPANY_ADDRESS', 'Office 4, Example Plaza, Murree Road, Rawalpindi'),
  /** Absolute origin for canonical links, Open Graph and the sitemap. */
  siteUrl: value('VITE_SITE_URL', 'http://localhost:5000').replace(/\/+$/, ''),
  social: [
    { name: 'Facebook', href: value('VITE_SOCIAL_FACEBOOK', 'https://www.facebook.com/example') },
    {
      name: 'Instagram',
      href: value('VITE_SOCIAL_INSTAGRAM', 'https://www.instagram.com/example'),
    },
    {
      name: 'LinkedIn',
      href: value('VITE_SOCIAL_LINKEDIN', 'https://www.linkedin.com/company/example'),
    },
    { name: 'YouTube', href: value('VITE_SOCIAL_YOUTUBE', 'https://www.youtube.com/@example') },
  ],
} as const;

export function whatsappLink(text?: string): string {
  const query = text ? `?text=${encodeURIComponent(text)}` : '';
  return `https://wa.me/${company.whatsapp}${query}`;
}

/** The phone number as a tel: link (digits and a leading +). */
export const telLink = `tel:${company.phone.replace(/[^\d+]/g, '')}`;
