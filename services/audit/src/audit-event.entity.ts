import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { type AuditAction, type AuditOutcome } from '@site/contract';

/** One line of the audit log (append-only: migration AuditEvents1764500000100). */
@Entity({ name: 'audit_events' })
export class AuditEventEntity {
  /** bigint: TypeORM reads it as a string. */
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id!: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at!: Date;

  @Column({ type: 'varchar', length: 40 })
  action!: AuditAction;

  @Column({ type: 'varchar', length: 10 })
  outcome!: AuditOutcome;

  @Column({ name: 'ip_address', type: 'varchar', length: 64, nullable: true })
  ipAddress!: string | null;

  @Column({ name: 'session_id', type: 'uuid', nullable: true })
  sessionId!: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  subject!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  detail!: string | null;
}
