/** The email settings (the bff's `mail` configuration: SMTP_URL, CONTACT_NOTIFY_TO, MAIL_FROM,
 * CONTACT_ACKNOWLEDGE and the delivery timings). */
export interface MailSettings {
  /** smtp:// or smtps:// with credentials; absent: nothing is sent, due emails become
   * `disabled`. */
  smtpUrl?: string;
  /** The company's addresses (required with smtpUrl). */
  notifyTo: string[];
  /** The From of every email, such as "Website <no-reply@www.example.com>". */
  from: string;
  /** Whether a visitor whose message is not spam gets the fixed acknowledgement. */
  acknowledge: boolean;
  delivery?: Partial<DeliveryTimings>;
}

export interface DeliveryTimings {
  /** The longest wait between two looks for due emails (wake() looks at once). */
  pollMs: number;
  /** The first retry's delay; each further retry doubles it, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** After this many failed attempts an email is `failed` (the admin can retry it). */
  maxAttempts: number;
  /** How long a claimed email is reserved for its sender; a send is cut off at half of it, so
   * no other replica can take an email that is still being sent. */
  leaseMs: number;
  /** Emails claimed at once. */
  batchSize: number;
  /** How long due emails may wait while the bff is busy answering requests (its event loop
   * more than half busy since the sender last looked); 0: they never wait. */
  busyDelayMs: number;
}

export const DEFAULT_DELIVERY: DeliveryTimings = {
  pollMs: 5_000,
  retryBaseMs: 10_000,
  retryMaxMs: 60 * 60_000,
  maxAttempts: 12,
  leaseMs: 2 * 60_000,
  batchSize: 10,
  busyDelayMs: 30_000,
};

/** The delay before retry number `attempt` (1 after the first failure): the base doubled per
 * attempt, capped, then drawn between half of it and all of it so retries do not bunch up. */
export function retryDelayMs(
  attempt: number,
  timings: Pick<DeliveryTimings, 'retryBaseMs' | 'retryMaxMs'>,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(timings.retryMaxMs, timings.retryBaseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
