import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The notification outbox (see NotificationEntity). Deleting a message deletes its emails. */
export class MessageNotifications1764300000100 implements MigrationInterface {
  name = 'MessageNotifications1764300000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE message_notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        message_id uuid NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
        kind varchar(20) NOT NULL CHECK (kind IN ('company', 'acknowledgement')),
        state varchar(20) NOT NULL DEFAULT 'pending'
          CHECK (state IN ('pending', 'sent', 'failed', 'disabled', 'suppressed')),
        email_message_id varchar(200) NOT NULL UNIQUE,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        locked_until timestamptz,
        last_error text,
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (message_id, kind)
      )`);
    // The sender's claim: due pending rows, oldest first.
    await queryRunner.query(`
      CREATE INDEX message_notifications_due_idx ON message_notifications (next_attempt_at)
        WHERE state = 'pending'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE message_notifications`);
  }
}
