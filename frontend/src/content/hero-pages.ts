import type { HeroPage } from './types.js';
import webDevelopmentHero from '../assets/images/hero-web-development.svg';
import appDevelopmentHero from '../assets/images/hero-app-development.svg';
import digitalMarketingHero from '../assets/images/hero-digital-marketing.svg';
import graphicDesignHero from '../assets/images/hero-graphic-design.svg';

export const heroPages: HeroPage[] = [
  {
    path: '/web-development',
    title: 'Websites that bring in enquiries',
    tagline:
      'Fast, mobile-friendly websites for Pakistani businesses, with WhatsApp, Google Maps and an admin panel you can use yourself.',
    serviceId: 'website-development',
    image: {
      src: webDevelopmentHero,
      width: 1200,
      height: 600,
      alt: 'Code brackets beside a laptop and a phone showing the same web page',
    },
  },
  {
    path: '/app-development',
    title: 'Apps your customers will keep using',
    tagline:
      'Android and iPhone apps for ordering, bookings, schools and field staff, built from one code base and published in your name.',
    serviceId: 'app-development',
    image: {
      src: appDevelopmentHero,
      width: 1200,
      height: 600,
      alt: 'A smartphone with a grid of app icons and a chart, with notification cards beside it',
    },
  },
  {
    path: '/digital-marketing',
    title: 'Marketing measured in customers, not likes',
    tagline:
      'Facebook, Instagram and Google campaigns with clear targets, careful budgets and weekly figures you can understand.',
    serviceId: 'digital-marketing',
    image: {
      src: digitalMarketingHero,
      width: 1200,
      height: 600,
      alt: 'A sales funnel beside a rising line chart and a target',
    },
  },
  {
    path: '/graphic-design',
    title: 'Design that makes a small business look established',
    tagline:
      'Logos, brand colours, social media templates and print designs, delivered with editable source files.',
    serviceId: 'graphic-design',
    image: {
      src: graphicDesignHero,
      width: 1200,
      height: 600,
      alt: 'An artboard with overlapping shapes and a selection box, next to a colour palette',
    },
  },
];

/** The hero page of a route pattern, or undefined when it is none of theirs. */
export function heroPage(path: string): HeroPage | undefined {
  return heroPages.find((candidate) => candidate.path === path);
}
