import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { LOGIN_FIELDS } from '@site/contract';

/** The one administrator (the table allows a single row). */
@Entity({ name: 'admins' })
export class AdminEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: LOGIN_FIELDS.username.maxLength, unique: true })
  username!: string;

  /** argon2id hash; the password itself is never stored. */
  @Column({ name: 'password_hash', type: 'text' })
  passwordHash!: string;

  /** Part of every token; bumping it (logout, password change) revokes all issued tokens. */
  @Column({ name: 'token_version', type: 'integer', default: 0 })
  tokenVersion!: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
