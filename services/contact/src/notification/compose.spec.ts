import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import nodemailer from 'nodemailer';
import { ACKNOWLEDGEMENT } from '@site/contract';
import { type RunningSmtp, startSmtp } from '@site/testkit';
import { type ComposableMessage, composeAcknowledgement, composeCompanyEmail } from './compose.js';

const SITE = 'https://www.example.com';
const MAIL = {
  notifyTo: ['sales@example.com', 'owner@example.com'],
  from: 'Website <no-reply@www.example.com>',
};

function message(overrides: Partial<ComposableMessage> = {}): ComposableMessage {
  return {
    id: '3f7c2a10-5b8e-4c1d-9a2f-0e6b7d8c9a01',
    name: 'Ayesha Khan',
    email: 'ayesha@example.com',
    company: 'Khan Traders',
    phone: '+92 51 1234567',
    message: 'We need a new website.\n\nWith a shop.',
    // 09:05 UTC is 14:05 in Karachi (UTC+5, no daylight saving).
    createdAt: new Date('2025-11-24T09:05:00Z'),
    ...overrides,
  };
}

const CONTEXT = {
  service: 'website-development',
  preferredChannel: 'whatsapp',
  pagePath: '/services/website-development',
  landingPage: '/?utm_source=google&utm_medium=cpc',
  referrer: 'https://www.google.com/',
  utm: { source: 'google', medium: 'cpc', campaign: 'winter sale' },
} as const;

describe('composeCompanyEmail', () => {
  it('addresses the company, answers to the visitor by name and address', () => {
    const email = composeCompanyEmail(message(), MAIL, SITE);
    expect(email.from).toBe(MAIL.from);
    expect(email.to).toEqual(['sales@example.com', 'owner@example.com']);
    expect(email.replyTo).toEqual({ name: 'Ayesha Khan', address: 'ayesha@example.com' });
    expect(email.subject).toBe('New enquiry: Ayesha Khan');
  });

  it('writes every field, the received time in Karachi and the link to the admin', () => {
    const { text } = composeCompanyEmail(message(), MAIL, SITE);
    expect(text).toContain('Name: Ayesha Khan\n');
    expect(text).toContain('Email: ayesha@example.com\n');
    expect(text).toContain('Company: Khan Traders\n');
    expect(text).toContain('Phone: +92 51 1234567\n');
    expect(text).toContain('Message:\nWe need a new website.\n\nWith a shop.\n');
    expect(text).toContain('Received: Mon 24 Nov 2025, 14:05 (Pakistan time)\n');
    expect(text).toContain(
      'Open it in the admin: https://www.example.com/admin/messages/3f7c2a10-5b8e-4c1d-9a2f-0e6b7d8c9a01\n',
    );
  });

  it('says which optional fields were not given', () => {
    const { text } = composeCompanyEmail(message({ company: null, phone: null }), MAIL, SITE);
    expect(text).toContain('Company: not given\n');
    expect(text).toContain('Phone: not given\n');
    expect(text).toContain('Service: not given\n');
    expect(text).toContain('Referrer: none (direct visit)\n');
    expect(text).toContain('UTM: none\n');
  });

  it('adds the lead context: service in the subject, channel, pages, referrer and UTM tags', () => {
    const email = composeCompanyEmail(message(CONTEXT), MAIL, SITE);
    expect(email.subject).toBe('New enquiry: Ayesha Khan (Website Development)');
    expect(email.text).toContain('Service: Website Development\n');
    expect(email.text).toContain('Preferred channel: WhatsApp\n');
    expect(email.text).toContain('Page: /services/website-development\n');
    expect(email.text).toContain('Landing page: /?utm_source=google&utm_medium=cpc\n');
    expect(email.text).toContain('Referrer: https://www.google.com/\n');
    expect(email.text).toContain('UTM: source=google, medium=cpc, campaign=winter sale\n');
  });

  it('keeps a name with CR/LF on one line in the subject and the Reply-To', () => {
    const email = composeCompanyEmail(
      message({ name: 'Eve\r\nBcc: victim@example.com' }),
      MAIL,
      SITE,
    );
    expect(email.subject).toBe('New enquiry: Eve Bcc: victim@example.com');
    expect(email.replyTo).toEqual({
      name: 'Eve Bcc: victim@example.com',
      address: 'ayesha@example.com',
    });
  });

  it('sets no Reply-To from an address that is not one plain address', () => {
    for (const bad of ['a@example.com\r\nBcc: v@example.com', 'a@example.com, b@example.com']) {
      const email = composeCompanyEmail(message({ email: bad }), MAIL, SITE);
      expect(email).not.toHaveProperty('replyTo');
      expect(email.text).toContain('cannot be used as a reply address');
    }
  });
});

describe('composeAcknowledgement', () => {
  it('is the fixed text to the bare address, answered to the company', () => {
    const email = composeAcknowledgement(message(), MAIL);
    expect(email).toEqual({
      from: MAIL.from,
      to: [{ name: '', address: 'ayesha@example.com' }],
      replyTo: MAIL.notifyTo,
      subject: ACKNOWLEDGEMENT.subject,
      text: `${ACKNOWLEDGEMENT.text}\n`,
      headers: { 'Auto-Submitted': 'auto-replied' },
    });
  });

  it('is not composed for an address that is not one plain address', () => {
    expect(composeAcknowledgement(message({ email: 'a@x.com\nBcc: b@y.com' }), MAIL)).toBeNull();
  });
});

describe('The composed email through nodemailer to a real SMTP server', () => {
  let smtp: RunningSmtp;
  let transport: ReturnType<typeof nodemailer.createTransport>;

  beforeAll(async () => {
    smtp = await startSmtp();
    transport = nodemailer.createTransport({ url: smtp.url });
  });

  afterAll(async () => {
    transport?.close();
    await smtp?.stop();
  });

  it('arrives with its headers and text intact, non-ASCII included', async () => {
    const name = 'عائشہ خان';
    const email = composeCompanyEmail(
      message({ ...CONTEXT, name, message: 'سلام\n.\nA line with only a dot above.' }),
      MAIL,
      SITE,
    );
    await transport.sendMail({ ...email, messageId: '<fixed-1@www.example.com>' });

    const [received] = smtp.received.slice(-1);
    expect(received!.messageId).toBe('<fixed-1@www.example.com>');
    expect(received!.envelope).toEqual({
      from: 'no-reply@www.example.com',
      to: ['sales@example.com', 'owner@example.com'],
    });
    expect(received!.parsed.subject).toBe(`New enquiry: ${name} (Website Development)`);
    expect(received!.parsed.replyTo?.value).toEqual([{ name, address: 'ayesha@example.com' }]);
    expect(received!.parsed.text).toBe(email.text);
    expect(received!.parsed.headers.get('auto-submitted')).toBe('auto-generated');
  });

  it('carries a name with CR/LF as one encoded header: no header is added', async () => {
    const email = composeCompanyEmail(
      message({ name: 'Eve\r\nBcc: victim@example.com\r\nX-Injected: yes' }),
      MAIL,
      SITE,
    );
    await transport.sendMail({ ...email, messageId: '<fixed-2@www.example.com>' });

    const [received] = smtp.received.slice(-1);
    expect(received!.envelope.to).toEqual(['sales@example.com', 'owner@example.com']);
    expect(received!.parsed.headers.has('bcc')).toBe(false);
    expect(received!.parsed.headers.has('x-injected')).toBe(false);
    const headerBlock = received!.raw.split(/\r?\n\r?\n/)[0]!;
    expect(headerBlock).not.toMatch(/^(Bcc|X-Injected):/im);
    expect(received!.parsed.subject).toBe(
      'New enquiry: Eve Bcc: victim@example.com X-Injected: yes',
    );
  });
});
