import type { CareerCategory } from './types.js';
import { company } from './company.js';

interface CareersContent {
  intro: string;
  categories: CareerCategory[];
  /** The minimum requirements every applicant must meet. */
  requirements: string[];
}

export const careers: CareersContent = {
  intro: `${company.name} places experienced Pakistani professionals in remote roles with companies in the UK, Europe, the Gulf and North America. You work from home in Pakistan for an international employer, and we help you through matching, interviews and your first weeks in the job. Book a call to talk about your experience and the kind of role you are looking for.`,
  categories: [
    {
      id: 'marketing',
      title: 'Marketing',
      summary:
        'Remote roles in social media, paid advertising, content and email marketing for growing international brands.',
      description: [
        'Companies abroad increasingly hire marketers in Pakistan to run day-to-day campaigns, content and reporting. These roles suit people who have managed real budgets and can explain results in numbers, not only in likes.',
        'You will usually join a small in-house team or an agency, work in their tools such as Meta Ads Manager, Google Ads, HubSpot or Mailchimp, and report to a marketing manager in their time zone.',
      ],
      roles: [
        'Social Media Manager',
        'Paid Ads Specialist (Meta and Google)',
        'Content Writer and Editor',
        'Email Marketing Executive',
        'SEO Specialist',
      ],
    },
    {
      id: 'operations',
      title: 'Operations',
      summary:
        'Remote roles that keep businesses running: coordination, customer support, bookkeeping and executive assistance.',
      description: [
        'Operations roles are the backbone of many small international companies. You might coordinate orders and suppliers for an online store, manage a founder’s calendar and inbox, or keep the books up to date.',
        'These positions need people who are organised, write clear English, and are comfortable with tools such as Google Workspace, Slack, Trello, Shopify or QuickBooks. Many of them involve working hours that overlap with the employer’s business day.',
      ],
      roles: [
        'Executive or Virtual Assistant',
        'Operations Coordinator',
        'Customer Support Lead',
        'Bookkeeper',
        'E-commerce Store Manager',
        'Project Coordinator',
      ],
    },
    {
      id: 'sales',
      title: 'Sales',
      summary:
        'Remote roles finding and winning new customers by phone, email and LinkedIn for companies abroad.',
      description: [
        'Sales roles suit confident communicators with a track record of meeting targets. Employers look for people who can research prospects, write outreach that gets replies, hold a professional conversation with a decision-maker and keep the CRM up to date.',
        'Experience in B2B sales, software or services is an advantage. Pay often includes a fixed salary plus commission, and the hours follow the employer’s market.',
      ],
      roles: [
        'Sales Development Representative',
        'Business Development Executive',
        'Account Manager',
        'Lead Generation Specialist',
        'Inside Sales Representative',
      ],
    },
    {
      id: 'all-others',
      title: 'All Others',
      summary:
        'Experienced in another field? We also match professionals in HR, finance, design, IT and other areas.',
      description: [
        'Not every role fits neatly into marketing, operations or sales. We regularly receive requests for recruiters, accountants, designers, developers and technical support staff who can work remotely.',
        'If you meet the minimum requirements and have solid experience in your field, sign up and tell us what you do. We will let you know when a suitable role comes in.',
      ],
      roles: [
        'HR and Recruitment Coordinator',
        'Accountant',
        'Graphic Designer',
        'IT Support Specialist',
        'Web Developer',
        'Data Entry and Research Analyst',
      ],
    },
  ],
  requirements: [
    'At least 3 years of work experience',
    'A bachelor’s degree in a related field',
    'Fluency in spoken and written English',
  ],
};

export function findCareerCategory(id: string): CareerCategory | undefined {
  return careers.categories.find((category) => category.id === id);
}
