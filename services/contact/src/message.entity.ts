import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import {
  LEAD_CONTEXT_LIMITS,
  MESSAGE_FIELDS,
  type MessageStatus,
  type PreferredChannel,
  type SpamReason,
  type UtmTag,
} from '@site/contract';

/** The UTM tags a message came with (only those the visitor's first page had). */
export type UtmValues = Partial<Record<UtmTag, string>>;

@Entity({ name: 'messages' })
export class MessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: MESSAGE_FIELDS.name.maxLength })
  name!: string;

  @Column({ type: 'varchar', length: MESSAGE_FIELDS.email.maxLength })
  email!: string;

  @Column({ type: 'varchar', length: MESSAGE_FIELDS.company.maxLength, nullable: true })
  company!: string | null;

  @Column({ type: 'varchar', length: MESSAGE_FIELDS.phone.maxLength, nullable: true })
  phone!: string | null;

  @Column({ type: 'varchar', length: MESSAGE_FIELDS.message.maxLength })
  message!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ type: 'varchar', length: 20, default: 'new' })
  status!: MessageStatus;

  @Column({ name: 'spam_reason', type: 'varchar', length: 30, nullable: true })
  spamReason!: SpamReason | null;

  /** A CONTACT_SERVICE_IDS entry. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  service!: string | null;

  @Column({ name: 'preferred_channel', type: 'varchar', length: 20, nullable: true })
  preferredChannel!: PreferredChannel | null;

  @Column({ name: 'page_path', type: 'varchar', length: LEAD_CONTEXT_LIMITS.path, nullable: true })
  pagePath!: string | null;

  @Column({
    name: 'landing_page',
    type: 'varchar',
    length: LEAD_CONTEXT_LIMITS.path,
    nullable: true,
  })
  landingPage!: string | null;

  @Column({ type: 'varchar', length: LEAD_CONTEXT_LIMITS.referrer, nullable: true })
  referrer!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  utm!: UtmValues | null;

  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt!: Date | null;
}
