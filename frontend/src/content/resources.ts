import { routes } from '../lib/routes.js';
import type { ResourceCard } from './types.js';

export const resources: ResourceCard[] = [
  {
    title: 'Knowledge center',
    text: 'Practical articles on websites, apps, online marketing and keeping your business safe online, written by our team.',
    href: routes.knowledgeCenter.link(),
  },
  {
    title: 'Frequently asked questions',
    text: 'Answers about prices, timelines and payments, our evening courses and the remote careers programme.',
    href: routes.faqs.link(),
  },
  {
    title: 'Step-by-step guide',
    text: 'Getting your small business online: a free guide covering your domain, website, Google listing, social pages and first ads.',
    href: routes.pdfGuide.link(),
  },
];
