/** Helpers of the notification fault tests: real bff processes, a real SMTP server, and the
 * outbox read straight from PostgreSQL. */
import { SPAM_RULES } from '@site/contract';
import { type RunningSmtp, VALID_MESSAGE } from '@site/testkit';
import { call, postJson, query } from './fault-kit.js';

/** The bff's environment for sending through `smtp`, with short delivery timings. */
export function mailEnv(smtp: RunningSmtp, timings: Record<string, string> = {}) {
  return {
    CONTACT_RATE_LIMIT: '0',
    SMTP_URL: smtp.url,
    CONTACT_NOTIFY_TO: 'sales@example.com',
    MAIL_POLL_MS: '500',
    MAIL_RETRY_BASE_MS: '500',
    MAIL_RETRY_MAX_MS: '4000',
    MAIL_MAX_ATTEMPTS: '100',
    MAIL_LEASE_MS: '6000',
    ...timings,
  };
}

/**
 * Form tokens for `count` messages, old enough to be sent: a message sent sooner than
 * SPAM_RULES.minFillSeconds after its token was issued is stored as spam (and never emailed).
 */
export async function readyTokens(base: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const answer = await call(`${base}/api/contact/form-token`);
    if (answer.status !== 200) throw new Error(`form token: ${JSON.stringify(answer)}`);
    tokens.push((answer.body as { token: string }).token);
  }
  await new Promise((resolve) => setTimeout(resolve, SPAM_RULES.minFillSeconds * 1000 + 300));
  return tokens;
}

/** Sends one enquiry (its own text, so none is a duplicate); throws unless it is accepted. */
export async function sendEnquiry(base: string, token: string, name: string): Promise<void> {
  const answer = await postJson(`${base}/api/contact`, {
    ...VALID_MESSAGE,
    name,
    message: `Enquiry from ${name}: we need a website for our shop.`,
    formToken: token,
  });
  if (answer.status !== 201) throw new Error(`${name}: ${JSON.stringify(answer)}`);
}

export interface OutboxRow {
  name: string;
  kind: string;
  state: string;
  email_message_id: string;
  attempts: number;
  last_error: string | null;
}

/** Every outbox row with its message's name. */
export function outbox(databaseUrl: string): Promise<OutboxRow[]> {
  return query<OutboxRow>(
    databaseUrl,
    `SELECT m.name, n.kind, n.state, n.email_message_id, n.attempts, n.last_error
       FROM message_notifications n JOIN messages m ON m.id = n.message_id
      ORDER BY m.name, n.kind`,
  );
}

/** How many times each Message-ID reached the SMTP server, answered (received) or not (stalled). */
export function deliveries(smtp: RunningSmtp): {
  received: Map<string, number>;
  stalled: Map<string, number>;
} {
  const count = (emails: { messageId: string }[]) => {
    const counts = new Map<string, number>();
    for (const { messageId } of emails) counts.set(messageId, (counts.get(messageId) ?? 0) + 1);
    return counts;
  };
  return { received: count(smtp.received), stalled: count(smtp.stalled) };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
