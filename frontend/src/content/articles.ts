import type { Article } from './types.js';

/** Knowledge-center articles as the list shows them: evergreen, practical reading for small
 * business owners. Each body is its own module (articles/<slug>.ts), loaded by its page only. */
export const articles: Article[] = [
  {
    slug: 'what-to-ask-before-hiring-a-web-developer',
    title: 'Questions to ask before you hire a web developer',
    author: 'Ayesha Malik',
    categories: ['Websites', 'Buying advice'],
    excerpt:
      'Most website problems start before a single line of code is written. These questions help you compare quotes and avoid the common traps.',
  },
  {
    slug: 'protect-your-business-whatsapp-from-takeover',
    title: 'How to protect your business WhatsApp from being taken over',
    author: 'Bilal Hussain',
    categories: ['Cyber Security', 'WhatsApp'],
    excerpt:
      'WhatsApp account takeovers are one of the most common scams in Pakistan. Two minutes of settings can stop most of them.',
  },
  {
    slug: 'facebook-ads-budget-for-small-businesses',
    title: 'How much should a small business spend on Facebook ads?',
    author: 'Sana Qureshi',
    categories: ['Digital Marketing', 'Social Media'],
    excerpt:
      'There is no magic number, but there is a sensible way to start small, measure results and decide when to spend more.',
  },
  {
    slug: 'google-business-profile-setup-guide',
    title: 'Getting your shop on Google Maps with a Google Business Profile',
    author: 'Sana Qureshi',
    categories: ['Local SEO', 'Digital Marketing'],
    excerpt:
      'When someone searches for a shop or service near them, Google shows a map with three businesses. This is how to be one of them.',
  },
  {
    slug: 'do-you-need-an-app-or-a-website',
    title: 'Do you need a mobile app, or is a website enough?',
    author: 'Bilal Hussain',
    categories: ['App Development', 'Websites', 'Buying advice'],
    excerpt:
      'Apps cost more to build and to keep running. Here is how to tell whether your customers will actually install and use one.',
  },
  {
    slug: 'backups-for-small-offices',
    title: 'A simple backup plan for small offices',
    author: 'Bilal Hussain',
    categories: ['Cyber Security', 'IT Basics'],
    excerpt:
      'Hard disks fail, laptops get stolen and ransomware locks files. A backup you have tested is the cheapest insurance a business can buy.',
  },
];

export function findArticle(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}

/** The paragraphs of each article. */
export const articleBodies: Record<string, () => Promise<{ default: string[] }>> = {
  'what-to-ask-before-hiring-a-web-developer': () =>
    import('./articles/what-to-ask-before-hiring-a-web-developer.js'),
  'protect-your-business-whatsapp-from-takeover': () =>
    import('./articles/protect-your-business-whatsapp-from-takeover.js'),
  'facebook-ads-budget-for-small-businesses': () =>
    import('./articles/facebook-ads-budget-for-small-businesses.js'),
  'google-business-profile-setup-guide': () =>
    import('./articles/google-business-profile-setup-guide.js'),
  'do-you-need-an-app-or-a-website': () => import('./articles/do-you-need-an-app-or-a-website.js'),
  'backups-for-small-offices': () => import('./articles/backups-for-small-offices.js'),
};
