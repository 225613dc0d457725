import type { ServiceDetail } from '../types.js';

const detail: ServiceDetail = {
  description: [
    'Boosting a post is not a marketing plan. We start by agreeing what a good result looks like for you, whether that is WhatsApp enquiries, store visits, course admissions or online orders, and then set up campaigns that are measured against it.',
    'We run Meta (Facebook and Instagram) and Google Ads campaigns, set up tracking on your website, and test different images, offers and audiences. Budgets start small, often from PKR 15,000 a month in ad spend, and grow only when the numbers justify it.',
    'You keep ownership of your ad accounts and pages. We share weekly figures in plain terms: how much was spent, how many leads came in and what each lead cost.',
  ],
  deliverables: [
    'Marketing plan with clear monthly targets',
    'Meta and Google Ads campaign set-up',
    'Conversion tracking with Meta Pixel and Google Analytics',
    'Ad creatives and copy in English and Urdu',
    'Weekly figures and a monthly review call',
  ],
};

export default detail;
