import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { type NotificationState } from '@site/contract';

/** Who an email goes to: the company (`CONTACT_NOTIFY_TO`) or, when switched on, the visitor's
 * acknowledgement. */
export type NotificationKind = 'company' | 'acknowledgement';

/**
 * The transactional outbox: one row per email a message causes, written in the same statement
 * as the message. A worker claims due rows (FOR UPDATE SKIP LOCKED, with a lease), sends them
 * and records the outcome; a row whose lease ran out (its sender crashed) is due again.
 */
@Entity({ name: 'message_notifications' })
export class NotificationEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'message_id', type: 'uuid' })
  messageId!: string;

  @Column({ type: 'varchar', length: 20 })
  kind!: NotificationKind;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  state!: NotificationState;

  /** The email's Message-ID, fixed when the row is written: every retry sends the same one. */
  @Column({ name: 'email_message_id', type: 'varchar', length: 200 })
  emailMessageId!: string;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  /** When the row is next due (a retry waits here, with exponential backoff). */
  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt!: Date;

  /** Set by the sender that claimed the row; past it, the row may be claimed again. */
  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true })
  lockedUntil!: Date | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
