import type { ServiceDetail } from '../types.js';

const detail: ServiceDetail = {
  description: [
    'Good design is how customers judge a business before they have met you. We design logos and simple brand guidelines, then apply them consistently to everything you use: visiting cards, shop boards, menus, social media posts, presentations and packaging.',
    'Each project starts with a short brief about your customers and competitors. You see two or three concepts, choose one, and we refine it with you. Where text is needed we can work in English and Urdu typefaces that sit well together.',
    'At the end you receive editable source files and exports for print and screen, so you are never locked in to us for small changes.',
  ],
  deliverables: [
    'Logo in full colour, single colour and icon versions',
    'Brand colours and fonts on a one-page guide',
    'Social media post and story templates',
    'Print designs such as cards, menus, flyers or brochures',
    'Editable source files and print-ready exports',
  ],
};

export default detail;
