/**
 * Every rule the API enforces on its input, defined once. The bff's validation decorators and
 * its OpenAPI document, the frontend's form attributes and the database migrations (by comment)
 * all read them from here. No dependencies: this file runs in Node and in the browser.
 */
import { IMAGE_ALT_MAX_LENGTH } from './images.js';
import { SLUG_MAX_LENGTH } from './post-list.js';

/** A text field of a request: its label in messages, its length cap, whether it is required. */
export interface TextRule {
  readonly label: string;
  readonly maxLength: number;
  readonly required: boolean;
  /** A stricter pattern than "no control characters" (which every text field has). */
  readonly pattern?: PatternRule;
  /** Checked as an email address. */
  readonly email?: true;
  /** Kept as typed (passwords): no trimming before the checks. */
  readonly keepSpaces?: true;
  /** One line: no line breaks inside (what goes into an email header, such as a name). */
  readonly singleLine?: true;
}

/** A pattern as a string (usable in RegExp, HTML `pattern` and JSON Schema alike) with the
 * message shown when it does not match. */
export interface PatternRule {
  readonly source: string;
  readonly message: string;
}

/** The control characters text may not contain (tab and line breaks excepted), as the body of
 * a character class. */
const CONTROL_CHARACTERS = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F';

/** NUL and other control characters (tab and line breaks excepted) have no place in text. */
export const NO_CONTROL_CHARACTERS: PatternRule = {
  source: `^[^${CONTROL_CHARACTERS}]*$`,
  message: 'contains characters that are not allowed.',
};

/** No line break inside (the text is trimmed first). */
export const ONE_LINE: PatternRule = {
  source: '^[^\\n\\r\\u2028\\u2029]*$',
  message: 'must be on one line.',
};

export const SLUG_PATTERN: PatternRule = {
  source: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
  message:
    'Slug may contain only lower-case letters, digits and single hyphens, such as my-first-post.',
};

export const PHONE_PATTERN: PatternRule = {
  // Parentheses escaped: an HTML `pattern` is compiled with the `v` flag, which requires it.
  source: '^[0-9 +\\-\\(\\)]*$',
  message: 'Phone may contain only digits, spaces and + - ( ).',
};

export const EMAIL_MESSAGE = 'Email must be a valid email address.';

/** A text field's rule. */
export const textRule = (
  label: string,
  maxLength: number,
  required: boolean,
  extra: Partial<TextRule> = {},
): TextRule => ({ label, maxLength, required, ...extra });

/**
 * The pattern a field's text must match as it is sent. Trimmed text may have white space around
 * it: the rule's own pattern inside it (as it is when the pattern takes spaces itself, so that
 * no two quantifiers compete for them), else no control characters, no line break inside for
 * one line, and, when required, not blank. Text checked as sent (passwords, email addresses): no
 * control characters.
 */
export function textPattern(rule: TextRule): string {
  const own = rule.pattern?.source;
  if (isCheckedAsSent(rule)) return own ?? NO_CONTROL_CHARACTERS.source;
  if (own) return new RegExp(own).test(' ') ? own : `^\\s*(?:${own.replace(/^\^|\$$/g, '')})\\s*$`;
  const visible = `[^\\s${CONTROL_CHARACTERS}]`;
  const inside = rule.singleLine ? `${CONTROL_CHARACTERS}\\n\\r\\u2028\\u2029` : CONTROL_CHARACTERS;
  const words = `${visible}(?:[^${inside}]*${visible})?\\s*`;
  return rule.required ? `^\\s*${words}$` : `^\\s*(?:${words})?$`;
}

/** Passwords keep their spaces; an email address is checked exactly as typed (as the
 * browser's type="email" and JSON Schema's `format: email` check it). */
export function isCheckedAsSent(rule: TextRule): boolean {
  return rule.keepSpaces === true || rule.email === true;
}

/** The admin's post form (multipart/form-data). */
export const POST_FIELDS = {
  title: textRule('Title', 200, true),
  slug: textRule('Slug', SLUG_MAX_LENGTH, true, { pattern: SLUG_PATTERN }),
  excerpt: textRule('Excerpt', 500, true),
  content: textRule('Content', 200_000, true),
  readTime: textRule('Read time', 50, true),
  tags: textRule('Tags', 1000, false),
  /** The cover image's description (its alt text). */
  imageAlt: textRule('Image description', IMAGE_ALT_MAX_LENGTH, false),
} as const satisfies Record<string, TextRule>;

/** The public contact form. */
export const MESSAGE_FIELDS = {
  name: textRule('Name', 100, true, { singleLine: true }),
  email: textRule('Email', 254, true, { email: true }),
  company: textRule('Company', 120, false, { singleLine: true }),
  phone: textRule('Phone', 30, false, { pattern: PHONE_PATTERN }),
  message: textRule('Message', 5000, true),
} as const satisfies Record<string, TextRule>;

/** The admin login. */
export const LOGIN_FIELDS = {
  username: textRule('Username', 100, true),
  password: textRule('Password', 200, true, { keepSpaces: true }),
} as const satisfies Record<string, TextRule>;

/** Raster types a post image may have, with the extension its storage key gets. SVG is not
 * here on purpose: it can carry script. */
export const IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
} as const;

export type ImageMime = keyof typeof IMAGE_TYPES;

export const IMAGE_MIME_TYPES = Object.keys(IMAGE_TYPES) as ImageMime[];

/** The `accept` attribute of the image input. */
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');

export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

export const IMAGE_TYPE_MESSAGE = 'Image must be a JPEG, PNG, WebP, GIF or AVIF file.';

export const IMAGE_TOO_LARGE_MESSAGE = 'Image is larger than 20 MB. Please choose a smaller file.';

/** A new cover image needs a description, or the admin's word that it is decorative. */
export const IMAGE_ALT_MESSAGE =
  'Please describe the image (what it shows, for people who cannot see it), or mark it as decorative.';

/** The fields of the account's requests (their values are checked further by the server:
 * PASSWORD_RULES and the common-password list in account.ts, codes against the key). */
export const ACCOUNT_FIELDS = {
  currentPassword: { ...LOGIN_FIELDS.password, label: 'Current password' },
  newPassword: { ...LOGIN_FIELDS.password, label: 'New password' },
  password: LOGIN_FIELDS.password,
  /** Six digits, or a recovery code. */
  code: textRule('Code', 40, true, { singleLine: true }),
  challenge: textRule('Challenge', 200, true, { singleLine: true }),
  passkeyName: textRule('Name', 60, true, { singleLine: true }),
} as const satisfies Record<string, TextRule>;
