import { ConfigurableModuleBuilder } from '@nestjs/common';
import { type MailSettings } from './notification/mail-settings.js';

export interface ContactModuleOptions {
  /** The site's public origin: the host part of every email Message-ID. */
  siteUrl: string;
  /** The form tokens' key is derived from it (JWT_SECRET in the bff, so every replica has the
   * same key); default: random, for one process. */
  formTokenSecret?: string;
  /** The email settings: with them the outbox's sender runs in this process, the visitor's
   * acknowledgement is queued when `mail.acknowledge` is on, and the inbox shows the company's
   * email as composed. */
  mail?: MailSettings;
  /** false: no email is queued for new messages (no outbox row; the inbox says "No
   * notification"). Default true. */
  notifications?: boolean;
  /** Days a message is kept (spam apart); 0 keeps messages for ever. Default RETENTION. */
  messageRetentionDays?: number;
  /** Days a spam message is kept; 0 keeps it for ever. Default RETENTION. */
  spamRetentionDays?: number;
  /** Between two runs of the retention job (default hourly; null: only when called, tests). */
  retentionIntervalMs?: number | null;
}

export const { ConfigurableModuleClass, MODULE_OPTIONS_TOKEN: CONTACT_OPTIONS } =
  new ConfigurableModuleBuilder<ContactModuleOptions>().setClassMethodName('forRoot').build();
