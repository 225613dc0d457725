import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { type SignInMethod } from '@site/contract';

/** One login: every token names its session, and a token of an ended session is refused. */
@Entity({ name: 'admin_sessions' })
export class SessionEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'admin_id', type: 'uuid' })
  adminId!: string;

  @Column({ type: 'varchar', length: 30 })
  method!: SignInMethod;

  /** Browser and system, read from the user agent ("Chrome 156 on Linux"). */
  @Column({ type: 'varchar', length: 200 })
  device!: string;

  @Column({ name: 'ip_address', type: 'varchar', length: 64, nullable: true })
  ipAddress!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz', default: () => 'now()' })
  lastSeenAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  /** When it was signed out (logout, revoked, a password change); null while open. */
  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt!: Date | null;
}
