import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { MESSAGE_FIELDS } from '@site/contract';

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
}
