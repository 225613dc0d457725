import type { ServiceDetail } from '../types.js';

const detail: ServiceDetail = {
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
};

export default detail;
