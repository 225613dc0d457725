import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { SPAM_RULES, type SpamReason } from '@site/contract';
import { startTestModule, type TestModule } from '@site/common/testing';
import { ContactModule } from '../contact.module.js';
import { contactEntities, contactMigrations } from '../index.js';
import { MessagesService, type MessageInput } from '../messages.service.js';
import { NotificationSender } from '../notification/notification-sender.js';
import { FormTokens } from './form-tokens.js';

const SITE = 'https://www.example.com';
const SECRET = 'a-secret-of-at-least-thirty-two-characters!';
const MINUTE_AGO = () => new Date(Date.now() - 60_000);

let counter = 0;
/** A message every check accepts: a fresh text, a token issued a minute ago. */
function input(tokens: FormTokens, overrides: Partial<MessageInput> = {}): MessageInput {
  counter += 1;
  return {
    name: 'Ayesha Khan',
    email: 'ayesha@example.com',
    message: `We need a website for shop number ${counter}.`,
    formToken: tokens.issue(MINUTE_AGO()),
    ...overrides,
  };
}

interface NotificationRow {
  kind: string;
  state: string;
  email_message_id: string;
}

/** The contact module on a fresh database, with a stand-in sender that counts its wake-ups. */
async function startMessages(options: { acknowledge: boolean; notifications?: boolean }) {
  const wakes = { count: 0 };
  const testModule = await startTestModule({
    entities: contactEntities,
    migrations: contactMigrations,
    imports: [
      ContactModule.forRoot({
        siteUrl: SITE,
        formTokenSecret: SECRET,
        retentionIntervalMs: null,
        notifications: options.notifications,
        mail: {
          notifyTo: ['sales@example.com'],
          from: 'Website <w@example.com>',
          acknowledge: options.acknowledge,
        },
      }),
    ],
    // The sender's own work is not under test here: only that it is woken.
    override: (builder) =>
      builder.overrideProvider(NotificationSender).useValue({ wake: () => (wakes.count += 1) }),
  });
  return {
    testModule,
    messages: testModule.moduleRef.get(MessagesService),
    dataSource: testModule.dataSource,
    wakes,
  };
}

describe.each([
  ['without the acknowledgement', false],
  ['with the acknowledgement', true],
])('MessagesService: spam and the outbox (%s)', (_label, acknowledge) => {
  let testModule: TestModule;
  let messages: MessagesService;
  let dataSource: DataSource;
  const tokens = new FormTokens(SECRET);
  let wakes: { count: number };

  beforeAll(async () => {
    ({ testModule, messages, dataSource, wakes } = await startMessages({ acknowledge }));
  });

  afterAll(async () => {
    await testModule?.close();
  });

  beforeEach(async () => {
    await dataSource.query('DELETE FROM messages');
    await dataSource.query('DELETE FROM contact_form_nonces');
    wakes.count = 0;
  });

  async function notifications(messageId: string): Promise<NotificationRow[]> {
    return dataSource.query<NotificationRow[]>(
      `SELECT kind, state, email_message_id FROM message_notifications
        WHERE message_id = $1 ORDER BY kind DESC`,
      [messageId],
    );
  }

  async function stored(id: string) {
    const [row] = await dataSource.query<{ status: string; spam_reason: string | null }[]>(
      'SELECT status, spam_reason FROM messages WHERE id = $1',
      [id],
    );
    return row;
  }

  it('accepts a message with a valid token as new, queues its emails and wakes the sender', async () => {
    const created = await messages.create(input(tokens));

    expect(created).toMatchObject({ status: 'new', spamReason: null });
    expect(await stored(created.id)).toEqual({ status: 'new', spam_reason: null });
    const rows = await notifications(created.id);
    expect(rows.map(({ kind, state }) => ({ kind, state }))).toEqual([
      { kind: 'company', state: 'pending' },
      ...(acknowledge ? [{ kind: 'acknowledgement', state: 'pending' }] : []),
    ]);
    for (const row of rows)
      expect(row.email_message_id).toMatch(/^<[0-9a-f-]{36}@www\.example\.com>$/);
    expect(new Set(rows.map((row) => row.email_message_id)).size).toBe(rows.length);
    expect(wakes.count).toBe(1);
  });

  const spam: [string, (t: FormTokens) => Partial<MessageInput>, SpamReason][] = [
    ['the honeypot filled in', () => ({ website: 'https://spam.example' }), 'honeypot'],
    ['no token', () => ({ formToken: undefined }), 'tokenMissing'],
    ['a blank token', () => ({ formToken: '  ' }), 'tokenMissing'],
    ['a null token', () => ({ formToken: null }), 'tokenMissing'],
    ['a token that is not one', () => ({ formToken: 'hello' }), 'tokenInvalid'],
    [
      'a token signed with another key',
      () => ({
        formToken: new FormTokens('another-secret-of-thirty-two-chars!!').issue(MINUTE_AGO()),
      }),
      'tokenInvalid',
    ],
    [
      'a token whose time was changed',
      (t) => {
        const [, nonce, signature] = t.issue(MINUTE_AGO()).split('.');
        const earlier = (Date.now() - 3_600_000).toString(36);
        return { formToken: `${earlier}.${nonce}.${signature}` };
      },
      'tokenInvalid',
    ],
    [
      `a token older than ${SPAM_RULES.tokenMaxAgeHours} hours`,
      (t) => ({
        formToken: t.issue(new Date(Date.now() - SPAM_RULES.tokenMaxAgeHours * 3_600_000 - 1000)),
      }),
      'tokenExpired',
    ],
    [
      `a form sent within ${SPAM_RULES.minFillSeconds} seconds of its token`,
      (t) => ({ formToken: t.issue(new Date(Date.now() - 1000)) }),
      'tooFast',
    ],
    [
      `more than ${SPAM_RULES.maxLinks} links`,
      () => ({
        message: 'Cheap SEO https://a.example http://b.example and www.c.example today',
      }),
      'tooManyLinks',
    ],
    [
      'links in the name and company counted with the text',
      () => ({
        name: 'www.a.example',
        company: 'https://b.example',
        message: 'See https://c.example for more, and thank you',
      }),
      'tooManyLinks',
    ],
  ];

  it.each(spam)(
    'stores a message with %s as spam with its reason, its email suppressed, no acknowledgement',
    async (_case, change, reason) => {
      const created = await messages.create(input(tokens, change(tokens)));

      expect(created).toMatchObject({ status: 'spam', spamReason: reason });
      expect(await stored(created.id)).toEqual({ status: 'spam', spam_reason: reason });
      expect((await notifications(created.id)).map(({ kind, state }) => ({ kind, state }))).toEqual(
        [{ kind: 'company', state: 'suppressed' }],
      );
      expect(wakes.count).toBe(0);
    },
  );

  it(`accepts exactly ${SPAM_RULES.maxLinks} links`, async () => {
    const created = await messages.create(
      input(tokens, { message: 'Our sites: https://a.example and www.b.example, please look' }),
    );
    expect(created.status).toBe('new');
  });

  it('takes a token once: the same token again is spam (replayed), even with another text', async () => {
    const token = tokens.issue(MINUTE_AGO());
    const first = await messages.create(input(tokens, { formToken: token }));
    const second = await messages.create(input(tokens, { formToken: token }));

    expect(first.status).toBe('new');
    expect(second).toMatchObject({ status: 'spam', spamReason: 'tokenReplayed' });
    const nonces = await dataSource.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM contact_form_nonces',
    );
    expect(nonces[0]!.n).toBe(1);
  });

  it('takes a token once when two messages race with it: one is new, the other replayed', async () => {
    const token = tokens.issue(MINUTE_AGO());
    const both = await Promise.all([
      messages.create(input(tokens, { formToken: token })),
      messages.create(input(tokens, { formToken: token })),
    ]);
    expect(both.map((m) => m.spamReason).sort()).toEqual([null, 'tokenReplayed']);
  });

  it('stores the same text again within the window as spam (duplicate), whatever its case and spacing', async () => {
    const first = await messages.create(
      input(tokens, { message: 'Please call me about a website.' }),
    );
    const second = await messages.create(
      input(tokens, {
        message: '  PLEASE call   me\nabout a WEBSITE. ',
        email: 'other@example.org',
      }),
    );
    const other = await messages.create(input(tokens, { message: 'Please call me about an app.' }));

    expect(first.status).toBe('new');
    expect(second).toMatchObject({ status: 'spam', spamReason: 'duplicate' });
    expect(other.status).toBe('new');
  });

  it(`does not count a copy older than ${SPAM_RULES.duplicateWindowHours} hours`, async () => {
    const first = await messages.create(input(tokens, { message: 'An old enquiry, sent again.' }));
    await dataSource.query(
      `UPDATE messages SET created_at = now() - make_interval(hours => $2) - interval '1 minute'
        WHERE id = $1`,
      [first.id, SPAM_RULES.duplicateWindowHours],
    );
    const again = await messages.create(input(tokens, { message: 'An old enquiry, sent again.' }));
    expect(again.status).toBe('new');
  });

  it('stores the lead context, trimmed, with empty values as null', async () => {
    const created = await messages.create(
      input(tokens, {
        service: 'website-development',
        preferredChannel: 'whatsapp',
        context: {
          page: '/services/website-development',
          landingPage: ' /blog/choosing-a-hosting-plan?utm_source=newsletter ',
          referrer: '',
          utm: { source: 'newsletter', medium: ' email ', campaign: '', term: undefined },
        },
      }),
    );
    const [row] = await dataSource.query<Record<string, unknown>[]>(
      `SELECT service, preferred_channel, page_path, landing_page, referrer, utm
         FROM messages WHERE id = $1`,
      [created.id],
    );
    expect(row).toEqual({
      service: 'website-development',
      preferred_channel: 'whatsapp',
      page_path: '/services/website-development',
      landing_page: '/blog/choosing-a-hosting-plan?utm_source=newsletter',
      referrer: null,
      utm: { source: 'newsletter', medium: 'email' },
    });
    expect(created).toMatchObject({ service: 'website-development', utm: row!.utm });
  });

  it('writes nothing at all when the message is refused by the database', async () => {
    await expect(messages.create(input(tokens, { name: 'x'.repeat(101) }))).rejects.toThrow(
      /value too long/,
    );
    const [row] = await dataSource.query<{ m: number; n: number; t: number }[]>(
      `SELECT (SELECT count(*) FROM messages)::int AS m,
              (SELECT count(*) FROM message_notifications)::int AS n,
              (SELECT count(*) FROM contact_form_nonces)::int AS t`,
    );
    expect(row).toEqual({ m: 0, n: 0, t: 0 });
  });
});

describe('MessagesService with notifications switched off', () => {
  let testModule: TestModule;
  let messages: MessagesService;
  let dataSource: DataSource;
  const tokens = new FormTokens(SECRET);
  let wakes: { count: number };

  beforeAll(async () => {
    ({ testModule, messages, dataSource, wakes } = await startMessages({
      acknowledge: true,
      notifications: false,
    }));
  });

  afterAll(async () => {
    await testModule?.close();
  });

  it('stores the message, queues no email (not even the acknowledgement) and wakes nobody', async () => {
    const created = await messages.create(input(tokens));
    expect(created).toMatchObject({ status: 'new', spamReason: null });
    const [row] = await dataSource.query<{ m: number; n: number }[]>(
      `SELECT (SELECT count(*) FROM messages WHERE id = $1)::int AS m,
              (SELECT count(*) FROM message_notifications)::int AS n`,
      [created.id],
    );
    expect(row).toEqual({ m: 1, n: 0 });
    expect(wakes.count).toBe(0);
  });
});

describe('FormTokens', () => {
  const tokens = new FormTokens(SECRET);

  it('issues tokens that verify, each with its own nonce', () => {
    const a = tokens.verify(tokens.issue(MINUTE_AGO()));
    const b = tokens.verify(tokens.issue(MINUTE_AGO()));
    expect(a).toMatchObject({ ok: true, token: { tooFast: false } });
    expect(b.ok && a.ok && b.token.nonce !== a.token.nonce).toBe(true);
  });

  it('derives its key from the secret: the secret itself does not sign tokens', async () => {
    const { createHmac } = await import('node:crypto');
    const [issued, nonce] = tokens.issue(MINUTE_AGO()).split('.');
    const signedWithSecret = createHmac('sha256', SECRET)
      .update(`${issued}.${nonce}`)
      .digest('base64url');
    expect(tokens.verify(`${issued}.${nonce}.${signedWithSecret}`)).toEqual({
      ok: false,
      reason: 'tokenInvalid',
    });
  });

  it('is too fast just under the minimum and accepted at it', () => {
    const now = new Date();
    const at = (ms: number) => tokens.verify(tokens.issue(new Date(now.getTime() - ms)), now);
    expect(at(SPAM_RULES.minFillSeconds * 1000 - 1)).toMatchObject({ token: { tooFast: true } });
    expect(at(SPAM_RULES.minFillSeconds * 1000)).toMatchObject({ token: { tooFast: false } });
  });
});
