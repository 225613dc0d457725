import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The lead inbox: a message's status and spam reason, the visitor's context, full-text search,
 * the indexes of the inbox's pages, internal notes, and the form tokens already used.
 * The value lists are those of @site/contract's leads.ts when this migration was written.
 */
export class LeadInbox1764300000200 implements MigrationInterface {
  name = 'LeadInbox1764300000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE messages
        ADD COLUMN status varchar(20) NOT NULL DEFAULT 'new'
          CHECK (status IN ('new', 'read', 'replied', 'archived', 'spam')),
        ADD COLUMN spam_reason varchar(30)
          CHECK (spam_reason IN ('honeypot', 'tokenMissing', 'tokenInvalid', 'tokenReplayed',
                                 'tooFast', 'tokenExpired', 'tooManyLinks', 'duplicate')),
        ADD COLUMN service varchar(40), -- CONTACT_SERVICE_IDS (checked by the API)
        ADD COLUMN preferred_channel varchar(20)
          CHECK (preferred_channel IN ('email', 'phone', 'whatsapp')),
        ADD COLUMN page_path varchar(300), -- LEAD_CONTEXT_LIMITS.path
        ADD COLUMN landing_page varchar(300), -- LEAD_CONTEXT_LIMITS.path
        ADD COLUMN referrer varchar(500), -- LEAD_CONTEXT_LIMITS.referrer
        ADD COLUMN utm jsonb, -- {source, medium, campaign, term, content}, each optional
        ADD COLUMN read_at timestamptz,
        -- SHA-256 of the normalised text: the same message again is a duplicate.
        ADD COLUMN message_hash bytea,
        ADD CONSTRAINT messages_spam_reason_only_for_spam
          CHECK (spam_reason IS NULL OR status = 'spam')`);
    // Name, company and both forms of the address (whole, and its domain, which the parser reads
    // as a host) weigh more than the text. 'english' maps addresses and hosts to themselves.
    await queryRunner.query(`
      ALTER TABLE messages ADD COLUMN search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english',
          name || ' ' || email || ' ' || split_part(email, '@', 2) || ' ' || coalesce(company, '')
        ), 'A') || to_tsvector('english', message)
      ) STORED`);
    await queryRunner.query(
      `CREATE INDEX messages_search_idx ON messages USING gin (search) WITH (fastupdate = off)`,
    );
    // The inbox's order, newest first: with every status, and with one.
    await queryRunner.query(`DROP INDEX messages_created_at_idx`);
    await queryRunner.query(
      `CREATE INDEX messages_created_at_idx ON messages (created_at DESC, id DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX messages_status_created_at_idx ON messages (status, created_at DESC, id DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX messages_hash_idx ON messages (message_hash, created_at)
         WHERE message_hash IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE message_notes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        message_id uuid NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
        text varchar(2000) NOT NULL, -- INBOX.noteMaxLength
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX message_notes_message_idx ON message_notes (message_id, created_at)`,
    );
    // A form token's nonce, kept while the token could still be accepted.
    await queryRunner.query(`
      CREATE TABLE contact_form_nonces (
        nonce varchar(64) PRIMARY KEY,
        issued_at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX contact_form_nonces_issued_at_idx ON contact_form_nonces (issued_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE contact_form_nonces`);
    await queryRunner.query(`DROP TABLE message_notes`);
    await queryRunner.query(`DROP INDEX messages_hash_idx`);
    await queryRunner.query(`DROP INDEX messages_status_created_at_idx`);
    await queryRunner.query(`DROP INDEX messages_created_at_idx`);
    await queryRunner.query(`CREATE INDEX messages_created_at_idx ON messages (created_at DESC)`);
    await queryRunner.query(`DROP INDEX messages_search_idx`);
    await queryRunner.query(`
      ALTER TABLE messages
        DROP COLUMN search, DROP COLUMN message_hash, DROP COLUMN read_at, DROP COLUMN utm,
        DROP COLUMN referrer, DROP COLUMN landing_page, DROP COLUMN page_path,
        DROP COLUMN preferred_channel, DROP COLUMN service, DROP COLUMN spam_reason,
        DROP COLUMN status`);
  }
}
