import type { MessageCounts, InboxItem, AdminMessage, InboxPage } from '@site/contract';

/** Test data for the inbox's specs, typed as the API sends it. */

export const COUNTS: MessageCounts = { new: 2, read: 3, replied: 1, archived: 4, spam: 5 };

export const ITEM: InboxItem = {
  _id: 'm1',
  name: 'Ayesha Khan',
  email: 'ayesha@example.com',
  company: 'Khan Traders',
  phone: '+92 51 1234567',
  service: 'website-development',
  preferredChannel: 'whatsapp',
  status: 'new',
  date: '2026-03-05T10:00:00.000Z',
  excerpt: 'We need a website.',
  notification: 'sent',
};

export function inboxPage(items: InboxItem[], change: Partial<InboxPage> = {}): InboxPage {
  return {
    items,
    total: items.length,
    totalCapped: false,
    page: 1,
    pageSize: 25,
    counts: COUNTS,
    ...change,
  };
}

export const MESSAGE: AdminMessage = {
  _id: 'm1',
  name: 'Ayesha Khan',
  email: 'ayesha@example.com',
  company: 'Khan Traders',
  phone: '+92 (51) 123-4567',
  service: 'website-development',
  preferredChannel: 'whatsapp',
  status: 'read',
  date: '2026-03-05T10:00:00.000Z',
  message: 'We need a website for our shop.\nCan you call us?',
  context: {
    page: '/web-development',
    landingPage: '/?utm_source=google&utm_campaign=launch',
    referrer: 'https://www.google.com/',
    utm: { source: 'google', medium: null, campaign: 'launch', term: null, content: null },
  },
  spamReason: null,
  notes: [{ _id: 'n1', text: 'Called once, no answer.', date: '2026-03-05T11:00:00.000Z' }],
  notifications: [
    {
      kind: 'company',
      state: 'pending',
      attempts: 2,
      lastError: '421 Service not available',
      sentAt: null,
      nextAttemptAt: '2026-03-05T10:05:00.000Z',
      retryable: false,
    },
  ],
  emailPreview: null,
  readAt: '2026-03-05T10:30:00.000Z',
};
