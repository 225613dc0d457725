import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { INBOX } from '@site/contract';

/** An internal note on a message; it goes when the message goes. */
@Entity({ name: 'message_notes' })
export class MessageNoteEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'message_id', type: 'uuid' })
  messageId!: string;

  @Column({ type: 'varchar', length: INBOX.noteMaxLength })
  text!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
