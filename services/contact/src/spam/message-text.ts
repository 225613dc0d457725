import { createHash } from 'node:crypto';

const LINK = /\bhttps?:\/\/|\bwww\./gi;

/** How many links (http://, https://, www.) the texts hold together. */
export function countLinks(...texts: (string | null | undefined)[]): number {
  return texts.reduce((sum, text) => sum + (text?.match(LINK)?.length ?? 0), 0);
}

/** The SHA-256 of a message's text with case, Unicode forms and white space evened out: two
 * copies of one text differ in none of these. */
export function messageHash(message: string): Buffer {
  const normalised = message.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
  return createHash('sha256').update(normalised).digest();
}
