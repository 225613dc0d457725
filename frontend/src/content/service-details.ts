import { services } from './services.js';
import type { Service, ServiceId } from './types.js';

/** The long texts of each service page. */
const details: Record<ServiceId, Pick<Service, 'description' | 'deliverables'>> = {
  'custom-software': {
    description: [
      'Many businesses in Rawalpindi and Islamabad run on a mix of registers, Excel sheets and WhatsApp groups. That works until orders are missed, stock does not match and month-end takes a week. We sit with you and your staff, write down how work actually flows, and build software that follows that flow instead of forcing a new one on you.',
      'Typical projects are inventory and billing systems for wholesalers and shops, fee and attendance systems for schools and academies, job-card systems for workshops and small ERP tools for distributors. We build for the web, so the system runs on the computers and phones you already have, and we can print receipts on ordinary thermal printers.',
      'Every project starts with a fixed written quote and a short list of milestones. You see working screens every week or two, your staff are trained in Urdu or English, and we stay on for support after launch.',
    ],
    deliverables: [
      'Requirements document written in plain language',
      'Web-based system that runs on office computers and phones',
      'Data import from your existing Excel sheets',
      'User accounts with roles for owners, managers and staff',
      'Staff training in Urdu or English',
      'Three months of free support and bug fixes after launch',
    ],
  },
  'app-development': {
    description: [
      'An app makes sense when your customers come back often: ordering again, booking again, checking fees or tracking a delivery. We help you decide first whether you need an app at all, or whether a fast mobile website would do the same job for less.',
      'When an app is the right choice, we build it for Android and iPhone from a single code base, connect it to your existing system or a new back end, and handle publishing on Google Play and the App Store under your own developer accounts. Most of our users are on mid-range Android phones and patchy mobile data, so we test on those, not only on the latest models.',
      'After launch we monitor crashes, release updates when Android and iOS change, and add features in small, planned rounds.',
    ],
    deliverables: [
      'Clickable design prototype before development starts',
      'Android and iPhone app from one code base',
      'Admin panel to manage content, users and orders',
      'Push notifications and SMS or WhatsApp alerts where needed',
      'Publishing on Google Play and the App Store in your name',
    ],
  },
  'website-development': {
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
  },
  'social-media': {
    description: [
      'A Facebook page that was last updated two years ago tells customers you may have closed. We plan a monthly content calendar with you, design the posts and short videos, write captions in English and Roman Urdu, and publish them on a steady schedule.',
      'We also watch your inbox and comments during working hours, answer common questions about prices, timings and location, and pass serious leads to you on WhatsApp straight away. Around Ramadan, Eid, 14 August and the wedding season we plan campaigns ahead of time rather than at the last minute.',
      'At the end of each month you get a short report: what was posted, how many people saw it, how many messages came in and what we will change next month.',
    ],
    deliverables: [
      'Monthly content calendar agreed in advance',
      '12 to 20 designed posts, reels or stories per month',
      'Captions in English and Roman Urdu',
      'Inbox and comment handling during working hours',
      'Monthly performance report with next steps',
    ],
  },
  'digital-marketing': {
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
  },
  printing: {
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
  },
  'cyber-security': {
    description: [
      'Small businesses are targeted because they are easy targets: shared passwords, old Windows machines, open Wi-Fi and no backups. A single hacked email or WhatsApp account can cost you clients and money. We start with an on-site or remote review of your computers, accounts, network and website.',
      'You receive a short report that lists the risks in order of importance and what each fix costs. We can then put the fixes in place: two-step verification on email and social accounts, a password manager, automatic backups, firewall and router settings, website hardening and SSL.',
      'Because most attacks begin with a convincing message, we also run a one-hour awareness session for your staff on fake bank calls, phishing links and WhatsApp account takeovers.',
    ],
    deliverables: [
      'Security review of computers, accounts, network and website',
      'Written report with risks ranked and costed',
      'Two-step verification and password manager set-up',
      'Automatic backup plan that is tested, not just configured',
      'Staff awareness session on phishing and scams',
    ],
  },
  'video-editing': {
    description: [
      'Video now brings more reach on Facebook, Instagram, TikTok and YouTube than any other kind of post. You can shoot on a phone and send us the clips; we cut them into tight, watchable videos with captions, music, your logo and a clear call to action.',
      'We edit reels and shorts, product and property walk-throughs, client testimonials, event and seminar highlights, and recorded lectures for academies. Captions can be in English or Urdu, which matters because many people watch with the sound off.',
      'Each video comes in the right sizes for each platform, and you get two rounds of changes included in the price.',
    ],
    deliverables: [
      'Edited video with music, titles and your branding',
      'English or Urdu captions',
      'Exports sized for reels, stories, YouTube and Facebook',
      'Thumbnail or cover image',
      'Two rounds of revisions',
    ],
  },
  'graphic-design': {
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
  },
};

/** A service with its page texts, or undefined for an unknown id. */
export function findService(id: string): Service | undefined {
  const summary = services.find((service) => service.id === id);
  return summary && { ...summary, ...details[summary.id] };
}
