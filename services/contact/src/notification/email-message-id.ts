import { randomUUID } from 'node:crypto';

/** A new email Message-ID on the site's host, such as <6f1c…@example.com> (RFC 5322). */
export function emailMessageId(siteUrl: string): string {
  return `<${randomUUID()}@${new URL(siteUrl).hostname}>`;
}
