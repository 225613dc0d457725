import {
  ACKNOWLEDGEMENT,
  COMPANY_TIME_ZONE,
  CONTACT_SERVICES,
  type PreferredChannel,
  UTM_TAGS,
  type UtmTag,
} from '@site/contract';
import { type MessageEntity } from '../message.entity.js';
import { type MailSettings } from './mail-settings.js';

/** A mailbox as nodemailer takes it: the name is encoded by nodemailer, never pasted into a
 * header. */
export interface EmailAddress {
  name: string;
  address: string;
}

export interface ComposedEmail {
  from: string;
  to: (string | EmailAddress)[];
  /** Absent when the visitor's address is unusable (it never is after the API's checks). */
  replyTo?: EmailAddress | string[];
  subject: string;
  text: string;
  headers: Record<string, string>;
}

/** The lead context a message may carry (the inbox's columns); absent fields are not shown. */
export interface LeadContextFields {
  service: string | null;
  preferredChannel: string | null;
  pagePath: string | null;
  landingPage: string | null;
  referrer: string | null;
  utm: Partial<Record<UtmTag, string>> | null;
}

export type ComposableMessage = Pick<
  MessageEntity,
  'id' | 'name' | 'email' | 'company' | 'phone' | 'message' | 'createdAt'
> &
  Partial<LeadContextFields>;

export type CompanyEmailSettings = Pick<MailSettings, 'notifyTo' | 'from'>;

const CHANNEL_LABELS: Record<PreferredChannel, string> = {
  email: 'Email',
  phone: 'Phone',
  whatsapp: 'WhatsApp',
};

const RECEIVED_FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMPANY_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** One address, no spaces, brackets or separators: anything else is not put in a header. */
const SINGLE_ADDRESS = /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+$/;

/**
 * The company's email about a message: to CONTACT_NOTIFY_TO, Reply-To the visitor, every field
 * and the lead context in plain text, and the message's address in the admin. Pure: the inbox
 * shows the same rendering as its preview.
 */
export function composeCompanyEmail(
  message: ComposableMessage,
  mail: CompanyEmailSettings,
  siteUrl: string,
): ComposedEmail {
  const name = oneLine(message.name);
  const email = oneLine(message.email);
  const service = serviceLabel(message.service);
  const usableAddress = SINGLE_ADDRESS.test(email);
  const notGiven = 'not given';
  const lines = [
    'New enquiry from the website contact form.',
    '',
    `Name: ${name}`,
    `Email: ${email}`,
    `Company: ${message.company ? oneLine(message.company) : notGiven}`,
    `Phone: ${message.phone ? oneLine(message.phone) : notGiven}`,
    '',
    'Message:',
    message.message,
    '',
    `Service: ${service ?? notGiven}`,
    `Preferred channel: ${channelLabel(message.preferredChannel) ?? notGiven}`,
    `Page: ${message.pagePath ? oneLine(message.pagePath) : notGiven}`,
    `Landing page: ${message.landingPage ? oneLine(message.landingPage) : notGiven}`,
    `Referrer: ${message.referrer ? oneLine(message.referrer) : 'none (direct visit)'}`,
    `UTM: ${utmLine(message.utm) ?? 'none'}`,
    `Received: ${receivedAt(message.createdAt)}`,
    '',
    `Open it in the admin: ${siteUrl}/admin/messages/${message.id}`,
    usableAddress
      ? `Reply to this email to answer ${name}.`
      : 'The sender’s email address cannot be used as a reply address.',
  ];
  return {
    from: mail.from,
    to: [...mail.notifyTo],
    ...(usableAddress ? { replyTo: { name, address: email } } : {}),
    subject: service ? `New enquiry: ${name} (${service})` : `New enquiry: ${name}`,
    text: `${lines.join('\n')}\n`,
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}

/**
 * The visitor's acknowledgement: the fixed text of ACKNOWLEDGEMENT, to the visitor's address
 * alone (not their name), answered to the company. Null when the address is unusable.
 */
export function composeAcknowledgement(
  message: Pick<ComposableMessage, 'email'>,
  mail: CompanyEmailSettings,
): ComposedEmail | null {
  const address = message.email.trim();
  if (!SINGLE_ADDRESS.test(address)) return null;
  return {
    from: mail.from,
    to: [{ name: '', address }],
    ...(mail.notifyTo.length > 0 ? { replyTo: [...mail.notifyTo] } : {}),
    subject: ACKNOWLEDGEMENT.subject,
    text: `${ACKNOWLEDGEMENT.text}\n`,
    headers: { 'Auto-Submitted': 'auto-replied' },
  };
}

/** The received time as the company reads it: "Mon 24 Nov 2025, 14:03 (Pakistan time)". */
export function receivedAt(date: Date): string {
  // From the parts: the punctuation of format() differs between ICU versions (Node 20, 24).
  const part = Object.fromEntries(
    RECEIVED_FORMAT.formatToParts(date).map(({ type, value }) => [type, value]),
  );
  return `${part.weekday} ${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} (Pakistan time)`;
}

function serviceLabel(id: string | null | undefined): string | undefined {
  if (!id) return undefined;
  return CONTACT_SERVICES.find((service) => service.id === id)?.label ?? oneLine(id);
}

function channelLabel(channel: string | null | undefined): string | undefined {
  if (!channel) return undefined;
  return CHANNEL_LABELS[channel as PreferredChannel] ?? oneLine(channel);
}

function utmLine(utm: Partial<Record<UtmTag, string>> | null | undefined): string | undefined {
  const tags = UTM_TAGS.filter((tag) => utm?.[tag]).map((tag) => `${tag}=${oneLine(utm![tag]!)}`);
  return tags.length > 0 ? tags.join(', ') : undefined;
}

/** Control characters (CR, LF, tabs...) become one space: a one-line value stays one line. */
function oneLine(value: string): string {
  return value.replace(/\p{Cc}+/gu, ' ').trim();
}
