import type { ServiceDetail } from '../types.js';

const detail: ServiceDetail = {
  description: [
    'Your printed material should look like it belongs to the same business as your website and social media pages. We design it in-house and manage the printing through trusted presses we have worked with for years, so colours and paper quality stay consistent between orders.',
    'We handle business cards, letterheads, envelopes, invoice books, brochures, flyers, standees, panaflex banners, stickers and product boxes. Before anything goes to print you approve a final proof, and for larger runs we can show you a printed sample first.',
    'Orders can be collected from our office or delivered within Rawalpindi and Islamabad, and we keep your files so reprints are quick.',
  ],
  deliverables: [
    'Print-ready design files that match your brand',
    'Proof approval before every print run',
    'Choice of paper, finish and quantity with clear prices',
    'Delivery within Rawalpindi and Islamabad',
    'Stored files for quick reorders',
  ],
};

export default detail;
