/**
 * The lead inbox's rules: what a message carries beyond the spec's five fields, its statuses, the
 * spam defence, the notification and the retention. No dependencies: this file runs in Node and
 * in the browser.
 */

/** A message's status in the admin's inbox. A new message is `new`, or `spam` when suspected. */
export const MESSAGE_STATUSES = ['new', 'read', 'replied', 'archived', 'spam'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** The inbox's filters: a status, or (absent) the inbox itself: every message neither archived
 * nor spam. */
export const INBOX_DEFAULT_STATUSES = [
  'new',
  'read',
  'replied',
] as const satisfies readonly MessageStatus[];

/** What a visitor may ask about: the nine services in the order of /services, then the courses
 * and anything else. The contact form's Service select; a service page's call to action links
 * to /contact?service=<id>. */
export const CONTACT_SERVICES = [
  { id: 'custom-software', label: 'Custom Software' },
  { id: 'app-development', label: 'App Development' },
  { id: 'website-development', label: 'Website Development' },
  { id: 'social-media', label: 'Social Media Management' },
  { id: 'digital-marketing', label: 'Digital Marketing' },
  { id: 'printing', label: 'Printing' },
  { id: 'cyber-security', label: 'Cyber Security' },
  { id: 'video-editing', label: 'Video Editing' },
  { id: 'graphic-design', label: 'Graphic Design' },
  { id: 'short-courses', label: 'Short courses' },
  { id: 'other', label: 'Something else' },
] as const;
export type ContactServiceId = (typeof CONTACT_SERVICES)[number]['id'];
export const CONTACT_SERVICE_IDS = CONTACT_SERVICES.map((service) => service.id);

/** How the visitor would like to be answered. */
export const PREFERRED_CHANNELS = ['email', 'phone', 'whatsapp'] as const;
export type PreferredChannel = (typeof PREFERRED_CHANNELS)[number];

/** The UTM tags kept from the first page of the visit. */
export const UTM_TAGS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmTag = (typeof UTM_TAGS)[number];

/** The lead context's text caps (characters). Longer values are refused (400), not cut. */
export const LEAD_CONTEXT_LIMITS = {
  /** A path on this site, with its query: the page the visitor came from, the landing page. */
  path: 300,
  /** The visitor's referrer (an absolute URL from another site, or empty). */
  referrer: 500,
  /** One UTM tag's value. */
  utm: 100,
} as const;

/** A path on this site (the page the visitor came from, the landing page): starts with one "/",
 * then no white space or control characters. */
export const SITE_PATH_PATTERN = {
  source: '^/(?!/)[^\\s\\u0000-\\u001F\\u007F]*$',
  message: 'must be a path on this site, starting with "/".',
} as const;

/** A referrer: an http(s) address without white space or control characters. */
export const REFERRER_PATTERN = {
  source: '^https?://[^\\s\\u0000-\\u001F\\u007F]+$',
  message: 'must be an http(s) address.',
} as const;

/** The spam defence. Suspected spam is stored with the status `spam`, not notified, and the
 * visitor sees the same success as anyone. */
export const SPAM_RULES = {
  /** The honeypot: a field hidden from people; a bot that fills it is suspected. */
  honeypotField: 'website',
  /** A form sent sooner than this after its token was issued is suspected. */
  minFillSeconds: 3,
  /** A token older than this is no longer accepted (suspected). */
  tokenMaxAgeHours: 24,
  /** A message with more links (http(s)://, www.) than this is suspected. */
  maxLinks: 2,
  /** The same text from anyone within this time is suspected from its second copy. */
  duplicateWindowHours: 24,
} as const;

/** Why a message was put in spam, as the inbox shows it. */
export const SPAM_REASONS = {
  honeypot: 'The hidden field was filled in.',
  tokenMissing: 'The form was sent without its timing token.',
  tokenInvalid: 'The timing token was forged or damaged.',
  tokenReplayed: 'The timing token had already been used.',
  tooFast: `The form was sent less than ${SPAM_RULES.minFillSeconds} seconds after it was opened.`,
  tokenExpired: `The form was opened more than ${SPAM_RULES.tokenMaxAgeHours} hours before it was sent.`,
  tooManyLinks: `The message has more than ${SPAM_RULES.maxLinks} links.`,
  duplicate: 'The same message was already received.',
} as const;
export type SpamReason = keyof typeof SPAM_REASONS;

/** A message's email notification to the company. `disabled`: no SMTP server is configured (the
 * inbox shows the email that would have been sent); `suppressed`: the message is spam. */
export const NOTIFICATION_STATES = ['pending', 'sent', 'failed', 'disabled', 'suppressed'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

export const INBOX = {
  /** The inbox's page size. */
  pageSize: 25,
  /** An internal note's cap (characters). */
  noteMaxLength: 2000,
  /** The longest search text (characters). */
  searchMaxLength: 200,
  /** The highest page number asked for. */
  maxPage: 10_000,
  /** The characters of a message the inbox's list shows. */
  excerptLength: 160,
  /** A search or a date filter counts its matches up to this many: past it, the total is this
   * number and `totalCapped` says there are more (counting every match of a search that matches
   * nearly every message would cost each page a scan of them all). */
  countCap: 1000,
} as const;

/** The visitor's acknowledgement (when switched on): a fixed text that repeats nothing the
 * visitor typed, not even their name, so the form cannot send someone else an advert. */
export const ACKNOWLEDGEMENT = {
  subject: 'We received your message',
  text:
    'Thank you for contacting us. Your message has reached our team and we will answer it soon.\n\n' +
    'This is an automatic reply: there is no need to answer it. ' +
    'If you did not write to us, please ignore this email.',
} as const;

export const INBOX_MESSAGES = {
  notFound: 'Message not found',
  noteBlank: 'Note must not be blank.',
} as const;

/** How long messages are kept (the defaults of MESSAGE_RETENTION_DAYS and SPAM_RETENTION_DAYS);
 * the privacy page states them. */
export const RETENTION = {
  messageDays: 730,
  spamDays: 30,
} as const;
