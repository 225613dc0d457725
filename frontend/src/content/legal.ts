import { RETENTION } from '@site/contract';
import type { LegalPage } from './types.js';
import { company } from './company.js';

/** 730 → '2 years', 30 → '30 days'. */
const period = (days: number) =>
  days % 365 === 0
    ? `${days / 365} ${days === 365 ? 'year' : 'years'}`
    : `${days} ${days === 1 ? 'day' : 'days'}`;

export const privacyPolicy: LegalPage = {
  title: 'Privacy Policy',
  updated: '2026-11-24',
  intro: `This policy explains what information ${company.name} collects through this website, why we collect it, and what you can ask us to do with it. We have kept it short and in plain language. If anything is unclear, email us at ${company.email}.`,
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `This website is run by ${company.name}, an IT services company based at ${company.address}, Pakistan. We are responsible for the information you send us through this site.`,
      ],
    },
    {
      heading: 'What we collect',
      paragraphs: [
        'You can read every public page of this website without telling us who you are. The only personal information we collect is what you type into the contact form: your name, email address, company (optional), phone number (optional), the service you are asking about (optional), how you would like us to reply (optional) and your message, together with the date it was sent.',
        'With a message we also keep how you found us, so that we know which pages and campaigns bring enquiries: the page you were on before the contact form, the first page you opened on this site, the address of the website that linked you to us (if any), and the campaign tags in that first page’s address (utm_source, utm_medium, utm_campaign, utm_term, utm_content). Your browser holds these in its session storage only while the tab is open, and they reach us only if you send a message.',
        'Like most websites, our hosting server may briefly keep technical logs, such as IP addresses and the pages requested, to keep the site running and to protect it from abuse. We do not use these logs to identify or profile visitors.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'We store contact form messages in our database so that we can read and answer your enquiry, prepare a quote, or reply about a course or the careers programme. We do not add you to a mailing list, and we do not sell, rent or share your details with anyone for marketing.',
        `Each message is also emailed to ${company.name}’s own inbox, with the details above, so that someone answers it quickly. The website administrator can read, mark, annotate and delete messages in a private admin area.`,
        'To keep spam out, the form includes a field that people do not see and checks how quickly it was sent; this uses no third-party service. A message that looks like spam is kept apart and is not emailed.',
      ],
    },
    {
      heading: 'Cookies and local storage',
      paragraphs: [
        'This website does not use cookies for tracking or advertising, and it does not include third-party analytics or advertising scripts.',
        'When the administrator logs in to the admin area, a login token is kept in the browser’s local storage so that they stay signed in. Ordinary visitors never receive this token.',
        'While you browse, the pages you came from and the campaign tags described above are kept in your browser’s session storage, which is cleared when you close the tab.',
      ],
    },
    {
      heading: 'How long we keep it and how to ask for deletion',
      paragraphs: [
        `We keep contact messages, with the details above, for ${period(RETENTION.messageDays)} after they are sent, and messages set aside as spam for ${period(RETENTION.spamDays)}; after that they are deleted automatically. These are the site’s standard settings; if we change them, we will update this page.`,
        `You can ask us to show you, correct or delete the information you sent us at any time. Email ${company.email} from the address you used in the form, say what you would like us to do, and we will reply within a reasonable time, normally within 14 days.`,
      ],
    },
    {
      heading: 'Hosting and security',
      paragraphs: [
        'The website and its database are hosted on servers run by a hosting provider that we choose, and the connection to the site is encrypted with HTTPS. Access to the admin area is protected by a password, and we limit who knows it.',
        'No system is perfectly secure, so please do not send passwords, bank details or other sensitive information through the contact form.',
      ],
    },
    {
      heading: 'Links to other websites',
      paragraphs: [
        'Our pages link to social media profiles and to WhatsApp. When you follow those links, the other service’s own privacy policy applies, not this one.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'If we change how we handle your information, we will update this page and the date at the top.',
      ],
    },
  ],
};

export const terms: LegalPage = {
  title: 'Terms and Conditions',
  updated: '2026-11-22',
  intro: `These terms apply to your use of this website, which is run by ${company.name}. By using the site you accept them. If you do not agree, please do not use the site.`,
  sections: [
    {
      heading: 'Using this website',
      paragraphs: [
        'You may browse the site, read our articles and guides, and contact us for your own personal or business purposes. Please do not try to break into the admin area, interfere with the site’s operation, send spam or unlawful material through the contact form, or copy the site in bulk by automated means.',
      ],
    },
    {
      heading: 'Who owns the content',
      paragraphs: [
        `The text, illustrations, design and code of this website belong to ${company.name} unless stated otherwise. You may share links to our pages and quote short passages with a link back to the source. You may not republish our articles, guides or illustrations as your own, or use them commercially, without written permission.`,
      ],
    },
    {
      heading: 'Information on the site',
      paragraphs: [
        'We try to keep the information on this website accurate and current, but it is general information and not professional advice for your specific situation. Service descriptions, course outlines and examples may change over time.',
      ],
    },
    {
      heading: 'Quotes, services and courses',
      paragraphs: [
        'Nothing on this website is a binding offer. Prices, timelines and the scope of any project are agreed only in a written quote or agreement that both sides accept. The written agreement then governs that work.',
        'Course dates, fees, timings and seats are confirmed in writing when you enrol. We may change course content or reschedule a batch if there are not enough students, and we will tell enrolled students as early as possible if that happens.',
      ],
    },
    {
      heading: 'Links to other websites',
      paragraphs: [
        'The site links to social media platforms, WhatsApp and other external websites. We do not control them and are not responsible for their content, availability or privacy practices.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'We provide this website as it is, and we do not promise that it will always be available or free of errors. To the extent the law allows, we are not liable for any loss arising from your use of the site or from relying on its general information. Nothing in these terms limits any liability that cannot be limited under the law.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of Pakistan, and any dispute about them will be dealt with by the courts at Rawalpindi.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        `We may update these terms from time to time; the date at the top shows the latest version. If you have any questions about them, email ${company.email} or call ${company.phone}.`,
      ],
    },
  ],
};
