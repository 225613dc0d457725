import { CONTACT_SERVICES, type ContactServiceId, type PreferredChannel } from '@site/contract';
import { companyDateTime } from '../company-time.js';

/** '5 Mar 2026, 15:00 (PKT)', or 'Date unavailable' for a missing or invalid date: the API
 * always sends one, but the inbox must not break on a row whose date cannot be read. */
export const messageDate = (value: string | null | undefined): string =>
  companyDateTime(value) ?? 'Date unavailable';

export const serviceLabel = (id: ContactServiceId | null | undefined): string | null =>
  CONTACT_SERVICES.find((service) => service.id === id)?.label ?? null;

export const CHANNEL_LABELS: Record<PreferredChannel, string> = {
  email: 'Email',
  phone: 'Phone',
  whatsapp: 'WhatsApp',
};

/** The subject a reply starts with. */
export const REPLY_SUBJECT = 'Re: your enquiry';

/** mailto: to the visitor with the reply's subject filled in. */
export const replyMailto = (email: string) =>
  `mailto:${email}?subject=${encodeURIComponent(REPLY_SUBJECT)}`;

/** tel: with the number as typed, spaces and brackets left out. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** WhatsApp's chat link: the number's digits only (international format expected). */
export const whatsappHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;
