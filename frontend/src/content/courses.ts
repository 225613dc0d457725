import type { Course, TitledText } from './types.js';
import digitalMarketingBasicsImage from '../assets/images/course-digital-marketing-basics.svg';
import advancedDigitalMarketingImage from '../assets/images/course-advanced-digital-marketing.svg';
import graphicDesignImage from '../assets/images/course-graphic-design.svg';

export const courses: Course[] = [
  {
    id: 'digital-marketing-basics',
    title: 'Digital Marketing Basics',
    duration: '2 months',
    months: 2,
    summary:
      'Learn to plan content, run a business page and launch your first paid ads on Facebook and Instagram, with real practice on live pages.',
    audience:
      'Students, fresh graduates, small business owners and anyone who wants to start freelancing or handle their own business pages. No previous experience is needed.',
    modules: [
      'How digital marketing works and where it fits in a business',
      'Setting up Facebook, Instagram and Google Business profiles properly',
      'Planning a monthly content calendar',
      'Writing captions and hooks in English and Roman Urdu',
      'Making simple post designs and reels on a phone',
      'Introduction to Meta Ads Manager and boosting versus campaigns',
      'Reading insights: reach, engagement and messages',
      'Final project: a one-month plan for a real local business',
    ],
    image: {
      src: digitalMarketingBasicsImage,
      width: 800,
      height: 500,
      alt: 'A classroom screen showing a simple bar chart beside a social media post card',
    },
  },
  {
    id: 'advanced-digital-marketing',
    title: 'Advanced Digital Marketing',
    duration: '3 months',
    months: 3,
    summary:
      'Go beyond boosting posts: plan full-funnel campaigns, set up tracking, run Google and Meta ads and report results that clients understand.',
    audience:
      'People who already manage social media pages or have finished our basics course, working marketers, and freelancers who want to take on paid-ads clients.',
    modules: [
      'Marketing funnels and choosing the right campaign objective',
      'Meta Ads: audiences, lookalikes, retargeting and budgets',
      'Google Ads: search, display and YouTube campaigns',
      'Meta Pixel, Google Analytics 4 and conversion tracking',
      'Landing pages that turn clicks into enquiries',
      'Search engine optimisation for local businesses',
      'WhatsApp Business and email for following up leads',
      'A/B testing ad creatives and offers',
      'Reporting, pricing and managing clients as a freelancer',
      'Capstone: plan, run and report a live campaign',
    ],
    image: {
      src: advancedDigitalMarketingImage,
      width: 800,
      height: 500,
      alt: 'An analytics dashboard with summary figures, two trend lines and a sales funnel',
    },
  },
  {
    id: 'graphic-design',
    title: 'Graphic Design',
    duration: '2 months',
    months: 2,
    summary:
      'Learn the principles of layout, colour and type, and the tools used in the industry, by designing logos, social posts and print material.',
    audience:
      'Beginners with an interest in design, students planning to freelance on platforms such as Fiverr and Upwork, and business staff who prepare their own marketing material.',
    modules: [
      'Design principles: balance, contrast, alignment and hierarchy',
      'Colour theory and choosing brand colours',
      'Typography, including pairing English and Urdu fonts',
      'Adobe Photoshop for photo editing and social media posts',
      'Adobe Illustrator for logos and vector graphics',
      'Canva for fast everyday design work',
      'Designing for print: bleed, CMYK and working with a press',
      'Building a portfolio and presenting work to clients',
    ],
    image: {
      src: graphicDesignImage,
      width: 800,
      height: 500,
      alt: 'A drawing tablet with shapes and a curved pen path, a stylus and colour swatches',
    },
  },
];

export const courseBenefits: TitledText[] = [
  {
    title: 'Small classes',
    text: 'No more than 15 students in a batch, so the trainer can look at your work and answer your questions.',
  },
  {
    title: 'Practical projects',
    text: 'Every module ends with a task on real pages, real designs or a real business, not only slides and theory.',
  },
  {
    title: 'Evening and weekend timings',
    text: 'Classes run in the evening and on weekends at our Rawalpindi office, so you can attend alongside a job or university.',
  },
  {
    title: 'Taught by working professionals',
    text: 'Your trainers run client campaigns and design projects every day, and teach what works in the Pakistani market now.',
  },
  {
    title: 'Certificate of completion',
    text: 'Students who attend regularly and submit the final project receive a certificate and a portfolio piece to show employers or clients.',
  },
];
