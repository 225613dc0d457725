import type { HomeContent } from './types.js';
import { company } from './company.js';
import heroHome from '../assets/images/hero-home.svg';
import ayeshaPhoto from '../assets/images/team-ayesha.svg';
import bilalPhoto from '../assets/images/team-bilal.svg';
import sanaPhoto from '../assets/images/team-sana.svg';

export const home: HomeContent = {
  hero: {
    title: 'Software, websites and marketing for growing businesses',
    subtitle: `${company.name} is a Rawalpindi team that builds the software, apps and websites your business runs on, and then helps you get customers through them. One team, clear quotes, and support in Urdu or English.`,
    image: {
      src: heroHome,
      width: 1200,
      height: 600,
      alt: 'A laptop showing a sales dashboard next to a phone showing a mobile app',
    },
  },
  reasons: [
    {
      title: 'One team for the whole job',
      text: 'Software, website, design, printing and marketing under one roof, so you do not have to manage four vendors who blame each other.',
    },
    {
      title: 'Fixed, written quotes',
      text: 'You know the price and the timeline before work starts. If the scope changes, we agree the cost in writing first.',
    },
    {
      title: 'Built for Pakistani businesses',
      text: 'We design for mid-range phones, slow connections, Cash on Delivery, JazzCash, Easypaisa and customers who switch between Urdu and English.',
    },
    {
      title: 'You see progress every week',
      text: 'Short updates and working screens every week or two, not silence for months followed by a surprise.',
    },
    {
      title: 'Support after launch',
      text: 'Every project includes a free support period, and we remain a phone call or WhatsApp message away after that.',
    },
    {
      title: 'You own what you pay for',
      text: 'Domains, ad accounts, source code and design files are registered in your name and handed over at the end.',
    },
  ],
  achievements: [
    { value: '20+', label: 'Projects delivered' },
    { value: '5+', label: 'Countries served' },
    { value: '35+', label: 'Active clients' },
    { value: '5+', label: 'Years in business' },
  ],
  testimonials: [
    {
      quote:
        'We used to track stock in three registers and still ran out of popular items. The billing and inventory system shows us every evening what sold and what to reorder, and the staff learnt it in two days.',
      name: 'Imran Chaudhry',
      role: 'Owner',
      company: 'A furniture showroom in Saddar',
    },
    {
      quote:
        'They redesigned our website and took over our Facebook and Instagram pages. Admission enquiries now come in every week on WhatsApp, and the monthly report tells us exactly where they came from.',
      name: 'Nadia Hassan',
      role: 'Administrator',
      company: 'A private tuition academy in Satellite Town',
    },
    {
      quote:
        'Our online store and ads are run from Rawalpindi while our customers are in the UK. Replies are quick, prices were agreed upfront and nothing was added later.',
      name: 'Faisal Mirza',
      role: 'Co-founder',
      company: 'A small clothing brand in Manchester',
    },
  ],
  team: [
    {
      name: 'Ayesha Malik',
      role: 'Founder and Project Lead',
      bio: 'Ayesha worked for eight years as a software engineer in Islamabad before starting the company. She meets every new client, writes the quotes and keeps projects on schedule.',
      photo: {
        src: ayeshaPhoto,
        width: 240,
        height: 240,
        alt: 'Illustrated portrait of Ayesha Malik',
      },
    },
    {
      name: 'Bilal Hussain',
      role: 'Lead Developer',
      bio: 'Bilal leads our web and app development. He has built billing systems, school portals and online shops, and he looks after hosting, backups and security for our clients.',
      photo: {
        src: bilalPhoto,
        width: 240,
        height: 240,
        alt: 'Illustrated portrait of Bilal Hussain',
      },
    },
    {
      name: 'Sana Qureshi',
      role: 'Design and Marketing Lead',
      bio: 'Sana runs branding, social media and ad campaigns, and teaches our digital marketing and graphic design courses. She has managed campaigns for retailers, clinics and academies.',
      photo: {
        src: sanaPhoto,
        width: 240,
        height: 240,
        alt: 'Illustrated portrait of Sana Qureshi',
      },
    },
  ],
};
