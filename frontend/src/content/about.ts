import type { AboutContent } from './types.js';
import { company } from './company.js';
import aboutTeam from '../assets/images/about-team.svg';

export const about: AboutContent = {
  intro: `${company.name} is a small IT services company on Murree Road, Rawalpindi. We build custom software, apps and websites, manage social media and advertising, and handle design, printing, video and cyber security for businesses in Pakistan and abroad.`,
  story: [
    'We started in 2020 with two developers, one rented room and a handful of clients from our own neighbourhood: a pharmacy that needed a billing system, a tuition academy that needed a website and a caterer who wanted more orders from Facebook. The lockdown months taught many local businesses that they needed to be online, and we were there to help them do it without big-city agency prices.',
    'Word of mouth did the rest. Shopkeepers in Saddar and Raja Bazaar recommended us to their suppliers, academies recommended us to other academies, and overseas Pakistanis who saw our work started asking us to build for their own businesses in the UK, the Gulf and North America.',
    'Today we are a team of developers, designers and marketers working from Rawalpindi, with more than twenty delivered projects and over thirty-five active clients. We also teach short evening courses in digital marketing and graphic design, because many of the people who need these skills cannot leave their jobs to study full time.',
  ],
  howWeWork: [
    {
      title: '1. Listen',
      text: 'We visit you or call you, learn how your business works today and what is costing you time or money. There is no charge for this first conversation.',
    },
    {
      title: '2. Plan and quote',
      text: 'We send a written proposal with the scope, the price in PKR or your currency, the milestones and what we need from you. Work starts only when you agree.',
    },
    {
      title: '3. Build in small steps',
      text: 'You see working screens or draft designs every week or two and tell us what to change while changes are still cheap.',
    },
    {
      title: '4. Launch and support',
      text: 'We launch, train your staff, hand over all accounts and files, and stay available for fixes and improvements after go-live.',
    },
  ],
  future: [
    'Over the next few years we want to help more small and medium businesses in Rawalpindi, Islamabad and beyond replace paper and spreadsheets with simple, dependable software. We are developing ready-made systems for shops, schools and clinics that can be set up in days rather than months.',
    'We also want to grow our courses and our remote-careers programme, so that more skilled Pakistani professionals can build careers with international companies without leaving home.',
  ],
  coreValues: [
    {
      title: 'Honesty',
      text: 'We tell you what something will cost, how long it will take and when you do not need it at all.',
    },
    {
      title: 'Reliability',
      text: 'We meet the deadlines we agree to, and when something slips we tell you early and explain why.',
    },
    {
      title: 'Simplicity',
      text: 'We build tools your staff can learn in a day, not systems that need a manual and a consultant.',
    },
    {
      title: 'Respect for your money',
      text: 'We recommend what brings a return for a business of your size, and we start small before spending more.',
    },
    {
      title: 'Learning',
      text: 'We keep learning and we share what we learn through our courses, our blog and our knowledge center.',
    },
  ],
  image: {
    src: aboutTeam,
    width: 1200,
    height: 600,
    alt: 'Three team members working together around a table with a laptop, with hills in the background',
  },
};
