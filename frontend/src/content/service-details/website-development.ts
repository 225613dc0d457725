import type { ServiceDetail } from '../types.js';

const detail: ServiceDetail = {
  description: [
    'Most people will find your business on a phone, often on a slow connection. We build websites that load quickly, read well on small screens and put your phone number, WhatsApp button and location on Google Maps where people expect them.',
    'We make company profiles, service and product catalogues, online shops with Cash on Delivery, JazzCash or Easypaisa, and booking sites for clinics, salons and academies. Content can be in English, Urdu or both, and we set up a simple admin panel so you can change prices, photos and news without calling us.',
    'We also take care of the parts that are easy to forget: the domain, hosting, SSL certificate, business email, Google Business Profile and basic search engine set-up.',
  ],
  deliverables: [
    'Responsive design for phones, tablets and computers',
    'Content management panel for your own updates',
    'Domain, hosting, SSL certificate and business email set-up',
    'Contact form, WhatsApp button and Google Maps location',
    'Basic SEO and Google Search Console set-up',
    'Training session and a short written how-to guide',
  ],
};

export default detail;
