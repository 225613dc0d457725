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

  @Column({ name: 'password_changed_at', type: 'timestamptz', default: () => 'now()' })
  passwordChangedAt!: Date;

  /** argon2id hash of the ADMIN_PASSWORD applied last (null: none was). */
  @Column({ name: 'provisioned_password_hash', type: 'text', nullable: true })
  provisionedPasswordHash!: string | null;

  /** The TOTP key (base32) once two-factor authentication is on. */
  @Column({ name: 'totp_secret', type: 'varchar', length: 64, nullable: true })
  totpSecret!: string | null;

  /** A key shown for set-up, waiting for its first code. */
  @Column({ name: 'totp_pending_secret', type: 'varchar', length: 64, nullable: true })
  totpPendingSecret!: string | null;

  @Column({ name: 'totp_enabled_at', type: 'timestamptz', nullable: true })
  totpEnabledAt!: Date | null;

  /** The newest time step a code was accepted for (bigint: read as a string). */
  @Column({ name: 'totp_last_step', type: 'bigint', default: 0 })
  totpLastStep!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
