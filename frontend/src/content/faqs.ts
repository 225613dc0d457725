import type { FaqSection } from './types.js';
import { company } from './company.js';

export const faqSections: FaqSection[] = [
  {
    id: 'working-with-us',
    title: 'Working with us',
    items: [
      {
        question: 'How much does a website or a software system cost?',
        answer:
          'It depends on what it has to do. A simple company website usually costs less than an online shop, and a billing system for one shop less than a system for several branches. After a short call we send a fixed written quote in PKR, or in your currency if you are abroad, with nothing added later unless you ask for changes.',
      },
      {
        question: 'How long does a typical project take?',
        answer:
          'A company website usually takes two to four weeks, a social media set-up about one week, and custom software or an app six to twelve weeks depending on its size. The proposal lists the milestones so you know what will be ready and when.',
      },
      {
        question: 'How do payments work?',
        answer:
          'For most projects we take an advance when work starts and the rest at agreed milestones, with the final payment at launch. Monthly services such as social media management and ad management are billed at the start of each month. We accept bank transfer, and clients abroad can pay by international transfer.',
      },
      {
        question: 'Do you work with clients outside Pakistan?',
        answer:
          'Yes. We work with clients in several countries, many of them overseas Pakistanis running businesses in the UK, the Gulf and North America. We use video calls, WhatsApp and email, and we adjust our working hours to overlap with yours.',
      },
      {
        question: 'What happens after my project is launched?',
        answer:
          'Every project includes a free support period for fixes. After that you can take a monthly maintenance plan or call us when you need something. All accounts, files and source code are handed over to you, so you are free to work with anyone.',
      },
    ],
  },
  {
    id: 'courses',
    title: 'Courses',
    items: [
      {
        question: 'Where and when are the classes held?',
        answer: `Classes are held in the evening and on weekends at our office: ${company.address}. Each batch meets two or three times a week, and the exact timings are shared when admissions open.`,
      },
      {
        question: 'Do I need a laptop?',
        answer:
          'A laptop is strongly recommended for the graphic design course, because you will practise in design software between classes. For the digital marketing courses a laptop is helpful, but many tasks can be done on a smartphone.',
      },
      {
        question: 'Will I get a certificate?',
        answer:
          'Yes. Students who attend regularly and complete the final project receive a certificate of completion. More useful than the certificate is the portfolio of real work you build during the course.',
      },
      {
        question: 'How do I enrol?',
        answer: `Send us a message through the contact page or on WhatsApp at ${company.phone} with the course you are interested in. We will confirm the next batch date, the fee and the seat in writing.`,
      },
    ],
  },
  {
    id: 'careers-remote-work',
    title: 'Careers and remote work',
    items: [
      {
        question: 'What is the remote careers programme?',
        answer:
          'We connect experienced Pakistani professionals with companies abroad that hire remotely. You work from home for an international employer, and we help with the matching, the interviews and the first weeks of the role.',
      },
      {
        question: 'How long does it take to be matched with a role?',
        answer:
          'After you sign up and your profile is reviewed, matching happens within 1 to 2 weeks. We will contact you with a suitable role and arrange the next steps, usually an interview with the employer.',
      },
      {
        question: 'Who can apply?',
        answer:
          'You need at least 3 years of work experience, a bachelor’s degree in a related field and fluency in English. Applicants are welcome from marketing, operations, sales and other professional fields.',
      },
      {
        question: 'What working hours should I expect?',
        answer:
          'That depends on the employer. Many roles overlap with business hours in the UK, Europe or North America, which can mean afternoon, evening or night shifts in Pakistan. The hours are stated before the interview, so you only go ahead with roles that suit you.',
      },
    ],
  },
];
