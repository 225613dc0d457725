import type { ServiceSummary } from './types.js';
import customSoftwareBanner from '../assets/images/service-custom-software.svg';
import appDevelopmentBanner from '../assets/images/service-app-development.svg';
import websiteDevelopmentBanner from '../assets/images/service-website-development.svg';
import socialMediaBanner from '../assets/images/service-social-media.svg';
import digitalMarketingBanner from '../assets/images/service-digital-marketing.svg';
import printingBanner from '../assets/images/service-printing.svg';
import cyberSecurityBanner from '../assets/images/service-cyber-security.svg';
import videoEditingBanner from '../assets/images/service-video-editing.svg';
import graphicDesignBanner from '../assets/images/service-graphic-design.svg';

/** The nine services as cards show them, in the order of the home page and /services. Their
 * long texts live in service-details.ts, so pages that only list services stay small. */
export const services: ServiceSummary[] = [
  {
    id: 'custom-software',
    title: 'Custom Software',
    summary:
      'Software built around the way your business already works: billing, stock, payroll, bookings or anything your spreadsheets can no longer keep up with.',
    banner: {
      src: customSoftwareBanner,
      width: 1200,
      height: 600,
      alt: 'A computer screen showing lines of code next to an amber gear',
    },
  },
  {
    id: 'app-development',
    title: 'App Development',
    summary:
      'Android and iPhone apps for customers, staff or students, built from one code base so they stay affordable to build and maintain.',
    banner: {
      src: appDevelopmentBanner,
      width: 1200,
      height: 600,
      alt: 'Two smartphones, one showing an app screen and one showing a grid of app icons',
    },
  },
  {
    id: 'website-development',
    title: 'Website Development',
    summary:
      'Fast, mobile-friendly websites that tell visitors what you do, where you are and how to reach you, and that you can update yourself.',
    banner: {
      src: websiteDevelopmentBanner,
      width: 1200,
      height: 600,
      alt: 'A browser window showing a web page with a header, a banner and three content cards',
    },
  },
  {
    id: 'social-media',
    title: 'Social Media Management',
    summary:
      'Regular, well-designed posts and quick replies on Facebook, Instagram, TikTok and LinkedIn, so your pages look alive and bring in enquiries.',
    banner: {
      src: socialMediaBanner,
      width: 1200,
      height: 600,
      alt: 'A phone showing a social media feed, surrounded by a chat bubble, a heart and a share icon',
    },
  },
  {
    id: 'digital-marketing',
    title: 'Digital Marketing',
    summary:
      'Paid ads on Facebook, Instagram and Google, set up and watched closely so your budget turns into calls, messages and sales.',
    banner: {
      src: digitalMarketingBanner,
      width: 1200,
      height: 600,
      alt: 'A bar chart with a rising trend arrow beside a megaphone',
    },
  },
  {
    id: 'printing',
    title: 'Printing',
    summary:
      'Business cards, letterheads, brochures, flyers, banners and packaging, designed and printed to match your brand.',
    banner: {
      src: printingBanner,
      width: 1200,
      height: 600,
      alt: 'A printer producing a printed page, with a stack of business cards beside it',
    },
  },
  {
    id: 'cyber-security',
    title: 'Cyber Security',
    summary:
      'Practical protection for small offices: safer accounts, backups that work, secure Wi-Fi and staff who can spot a scam.',
    banner: {
      src: cyberSecurityBanner,
      width: 1200,
      height: 600,
      alt: 'A blue shield with an amber padlock, connected to network points on both sides',
    },
  },
  {
    id: 'video-editing',
    title: 'Video Editing',
    summary:
      'Short reels, product videos, event highlights and course lectures, edited for the platform they will be watched on.',
    banner: {
      src: videoEditingBanner,
      width: 1200,
      height: 600,
      alt: 'A video preview screen with a play button above an editing timeline with several tracks',
    },
  },
  {
    id: 'graphic-design',
    title: 'Graphic Design',
    summary:
      'Logos, brand colours, social media templates, menus and brochures that make a small business look organised and trustworthy.',
    banner: {
      src: graphicDesignBanner,
      width: 1200,
      height: 600,
      alt: 'A design artboard with a circle, a triangle and a pen path, beside a pen and colour swatches',
    },
  },
];
