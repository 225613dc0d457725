import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A WebAuthn credential the admin registered: it logs in alone. */
@Entity({ name: 'passkeys' })
export class PasskeyEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'admin_id', type: 'uuid' })
  adminId!: string;

  /** The credential's id (base64url), as the authenticator names it. */
  @Column({ name: 'credential_id', type: 'varchar', length: 1400, unique: true })
  credentialId!: string;

  /** The COSE public key its assertions are verified with. */
  @Column({ name: 'public_key', type: 'bytea' })
  publicKey!: Buffer;

  /** The authenticator's signature counter (bigint: read as a string); 0 for synced passkeys. */
  @Column({ name: 'sign_count', type: 'bigint', default: 0 })
  signCount!: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  transports!: string[];

  /** Synced to other devices (a cloud keychain) rather than bound to one. */
  @Column({ name: 'backed_up', type: 'boolean', default: false })
  backedUp!: boolean;

  @Column({ type: 'varchar', length: 60 })
  name!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt!: Date | null;
}
