import type { ContactServiceId, NewMessage, PreferredChannel, UtmTag } from '@site/contract';

/** POST /api/contact's body: the spec's five fields, the lead context and the spam defence's
 * fields. */
export interface ContactBody extends NewMessage {
  service?: ContactServiceId;
  preferredChannel?: PreferredChannel;
  context?: {
    page?: string;
    landingPage?: string;
    referrer?: string;
    utm?: Partial<Record<UtmTag, string>>;
  };
  /** The timing token of GET /api/contact/form-token. */
  formToken?: string;
  /** The honeypot (SPAM_RULES.honeypotField): empty when a person sends the form. */
  website?: string;
}
