import type { GuideSection } from './types.js';
import { company } from './company.js';

interface GuideContent {
  title: string;
  intro: string;
  sections: GuideSection[];
}

export const pdfGuide: GuideContent = {
  title: 'Getting your small business online: a step-by-step guide',
  intro:
    'This guide is for shop owners, clinics, academies, workshops and service businesses in Pakistan that want more customers to find them online. Follow the steps in order; most of them cost little or nothing, and you can do many of them yourself in a week.',
  sections: [
    {
      heading: '1. Decide what you want customers to do',
      paragraphs: [
        'Before you create any page or account, decide on one main action you want from a new customer: call you, send a WhatsApp message, visit the shop, book an appointment or order online. Every step that follows should make that action easier.',
        'Also write down who your customers are and which areas they come from. A bakery in Chaklala serves a few nearby neighbourhoods; an online clothing brand may serve the whole country. This decides where you advertise and how you describe yourself.',
      ],
      checklist: [
        'One main action chosen (call, WhatsApp, visit, book or order)',
        'The areas or cities you serve written down',
        'Three reasons a customer should choose you over the shop next door',
      ],
    },
    {
      heading: '2. Secure your name: domain, email and social handles',
      paragraphs: [
        'Register a domain name that matches your business name, ideally a .pk or .com.pk if you serve Pakistan, or a .com if you also sell abroad. Keep it short and easy to spell over the phone. Make sure it is registered in your own name, with an email address you control.',
        'Use the same name for your Facebook page, Instagram account and TikTok or YouTube channel where possible. A business email such as info@yourbusiness.pk looks more trustworthy than a free address when you send quotes.',
      ],
      checklist: [
        'Domain registered in the owner’s name',
        'Business email address set up',
        'Matching handles reserved on Facebook, Instagram and other platforms you will use',
        'All passwords stored safely, with two-step verification turned on',
      ],
    },
    {
      heading: '3. Get on Google Maps',
      paragraphs: [
        'A free Google Business Profile is often the fastest way to get calls, because it appears when people search for your kind of business nearby. Claim or create your listing, place the pin on your exact location and complete every field.',
        'Add photos of your signboard, the inside of your premises and your products. Ask satisfied customers for reviews and reply to each one.',
      ],
      checklist: [
        'Profile created and verified',
        'Correct category, phone, WhatsApp, hours and website added',
        'At least ten real photos uploaded',
        'First five reviews requested from regular customers',
      ],
    },
    {
      heading: '4. Build a simple, fast website',
      paragraphs: [
        'Your website does not need to be large. For most small businesses five pages are enough: home, services or products, about, prices or packages, and contact. What matters is that it loads quickly on a phone and that your phone number and WhatsApp button are easy to find.',
        'Write the way you speak to customers. Mention the areas you serve, your timings, your prices or starting prices, and what happens after someone gets in touch. Good photos of your real work do more than any stock image.',
      ],
      checklist: [
        'Website opens in under three seconds on mobile data',
        'Phone number and WhatsApp button visible on every page',
        'Location map and working hours on the contact page',
        'Contact form tested and delivering messages',
      ],
    },
    {
      heading: '5. Set up WhatsApp Business',
      paragraphs: [
        'Install WhatsApp Business on a phone that stays with the business. Add your business profile, address, hours and a catalogue of your main products or services with prices.',
        'Create quick replies for common questions about prices, delivery and location, and a greeting message for new chats. Turn on two-step verification and never share a verification code with anyone who calls you.',
      ],
      checklist: [
        'Business profile and catalogue completed',
        'Greeting, away message and quick replies set up',
        'Two-step verification PIN turned on',
      ],
    },
    {
      heading: '6. Post regularly and try small ads',
      paragraphs: [
        'Plan three or four posts a week: your products or work, customer reviews, offers, and behind-the-scenes photos of your team. Short videos shot on a phone usually reach more people than still images.',
        'When your pages look active, test a small Facebook and Instagram campaign aimed at WhatsApp messages, for example PKR 500 to 1,000 a day for two weeks, limited to the areas you serve. Keep the ads that bring real enquiries and stop the rest.',
      ],
    },
    {
      heading: '7. Measure, improve and ask for help',
      paragraphs: [
        'Once a month, check how many calls, messages, website enquiries and direction requests you received, and ask new customers how they found you. Put more effort into what works and drop what does not.',
        `If you would like help with any of these steps, ${company.name} can do all or part of it for you. Call or WhatsApp us on ${company.phone}, or email ${company.email}.`,
      ],
    },
  ],
};
