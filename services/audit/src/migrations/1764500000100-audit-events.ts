import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The audit log: append-only, each event dated by the database's clock. Every role, the owner included, is refused an UPDATE, a TRUNCATE
 * and the DELETE of a row younger than AUDIT.minRetentionDays (30); the bff's role is not even
 * granted DELETE (bff/src/database/runtime-role.ts), so purge_audit_events(), owned by the table's
 * owner, is its one way to delete, and only rows past the retention it is given (30 days or more).
 */
export class AuditEvents1764500000100 implements MigrationInterface {
  name = 'AuditEvents1764500000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE audit_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        action varchar(40) NOT NULL,
        outcome varchar(10) NOT NULL CONSTRAINT audit_events_outcome_check
          CHECK (outcome IN ('success', 'failure')),
        ip_address varchar(64),
        session_id uuid,
        subject varchar(300),
        detail varchar(500)
      )`);
    await queryRunner.query(`CREATE INDEX audit_events_at_idx ON audit_events (at DESC, id DESC)`);
    await queryRunner.query(
      `CREATE INDEX audit_events_action_at_idx ON audit_events (action, at DESC, id DESC)`,
    );
    await queryRunner.query(`
      CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          NEW.at := now(); -- the database's clock: an event cannot be dated back
          RETURN NEW;
        END IF;
        IF TG_OP = 'DELETE' AND OLD.at < now() - interval '30 days' THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION 'the audit log is append-only: % refused', TG_OP
          USING ERRCODE = 'insufficient_privilege';
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER audit_events_append_only BEFORE INSERT OR UPDATE OR DELETE ON audit_events
        FOR EACH ROW EXECUTE FUNCTION audit_events_append_only()`);
    await queryRunner.query(`
      CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
        FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only()`);
    await queryRunner.query(`
      CREATE FUNCTION purge_audit_events(retention_days integer) RETURNS integer
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
      DECLARE
        deleted integer;
      BEGIN
        IF retention_days IS NULL OR retention_days < 30 THEN
          RAISE EXCEPTION 'audit events are kept at least 30 days, not %', retention_days
            USING ERRCODE = 'invalid_parameter_value';
        END IF;
        DELETE FROM public.audit_events WHERE at < now() - make_interval(days => retention_days);
        GET DIAGNOSTICS deleted = ROW_COUNT;
        RETURN deleted;
      END
      $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION purge_audit_events(integer)`);
    await queryRunner.query(`DROP TABLE audit_events`);
    await queryRunner.query(`DROP FUNCTION audit_events_append_only()`);
  }
}
