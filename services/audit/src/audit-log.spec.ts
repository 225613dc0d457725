import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { type DataSource } from 'typeorm';
import { startTestModule, type TestModule } from '@site/common/testing';
import { AuditModule } from './audit.module.js';
import { AuditLog } from './audit-log.js';
import { AuditRetention } from './audit-retention.js';
import { auditEntities, auditMigrations } from './index.js';

describe('The audit log against PostgreSQL', () => {
  let testModule: TestModule;
  let audit: AuditLog;
  let retention: AuditRetention;
  let db: DataSource;

  /** An event dated `days` ago, written as only a test may: with the triggers off. */
  async function oldEvent(days: number, action = 'logout'): Promise<void> {
    await db.transaction(async (manager) => {
      await manager.query(`SET LOCAL session_replication_role = replica`);
      await manager.query(
        `INSERT INTO audit_events (action, outcome, at) VALUES ($1, 'success', now() - make_interval(days => $2))`,
        [action, days],
      );
    });
  }

  beforeAll(async () => {
    testModule = await startTestModule({
      entities: auditEntities,
      migrations: auditMigrations,
      imports: [AuditModule.forRoot({ retentionDays: 90, retentionIntervalMs: null })],
    });
    audit = testModule.moduleRef.get(AuditLog);
    retention = testModule.moduleRef.get(AuditRetention);
    db = testModule.dataSource;
  });

  afterAll(async () => {
    await testModule?.close();
  });

  beforeEach(async () => {
    // The log refuses a TRUNCATE: the test empties it with the triggers off.
    await db.transaction(async (manager) => {
      await manager.query(`SET LOCAL session_replication_role = replica`);
      await manager.query(`DELETE FROM audit_events`);
    });
  });

  it('records an event with its context, dated by the database, and lists it newest first', async () => {
    await audit.record({
      action: 'login.password',
      outcome: 'failure',
      ipAddress: '192.0.2.1',
      subject: 'admin',
      detail: 'wrong password',
    });
    await audit.record({
      action: 'post.create',
      sessionId: '8d7f5c3e-0c1a-4a53-9d0e-7b1f8f3b2a10',
      subject: 'A post',
    });
    const page = await audit.page({ page: 1 });
    expect(page.total).toBe(2);
    expect(page.items.map((event) => event.action)).toEqual(['post.create', 'login.password']);
    expect(page.items[1]).toMatchObject({
      outcome: 'failure',
      ipAddress: '192.0.2.1',
      sessionId: null,
      subject: 'admin',
      detail: 'wrong password',
    });
    expect(page.items[0]!.outcome).toBe('success');
    expect(Math.abs(page.items[0]!.at.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('dates an event by the database clock even when the insert names another time', async () => {
    await db.query(
      `INSERT INTO audit_events (action, outcome, at) VALUES ('logout', 'success', '2001-01-01')`,
    );
    const [row] = await db.query<{ age: number }[]>(
      `SELECT extract(epoch FROM now() - at)::int AS age FROM audit_events`,
    );
    expect(row!.age).toBeLessThan(60);
  });

  it('caps a long subject and detail instead of failing', async () => {
    await audit.record({
      action: 'post.update',
      subject: 's'.repeat(1000),
      detail: 'd'.repeat(1000),
    });
    const [event] = (await audit.page({ page: 1 })).items;
    expect(event!.subject).toHaveLength(300);
    expect(event!.detail).toHaveLength(500);
    expect(event!.subject!.endsWith('…')).toBe(true);
  });

  it('filters by action, outcome and days in Pakistan, and pages', async () => {
    for (let i = 0; i < 7; i += 1)
      await audit.record({ action: 'login.password', outcome: i % 2 ? 'failure' : 'success' });
    await audit.record({ action: 'logout' });
    expect((await audit.page({ page: 1, action: 'logout' })).total).toBe(1);
    expect(
      (await audit.page({ page: 1, action: 'login.password', outcome: 'failure' })).total,
    ).toBe(3);
    const second = await audit.page({ page: 2, pageSize: 3 });
    expect(second.total).toBe(8);
    expect(second.items).toHaveLength(3);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());
    expect((await audit.page({ page: 1, from: today, to: today })).total).toBe(8);
    expect((await audit.page({ page: 1, to: '2020-01-01' })).total).toBe(0);
  });

  describe('append-only, for every role (the bff role is not even granted UPDATE or DELETE)', () => {
    it('refuses to change an event', async () => {
      await audit.record({ action: 'login.password', outcome: 'failure' });
      await expect(db.query(`UPDATE audit_events SET outcome = 'success'`)).rejects.toMatchObject({
        code: '42501',
        message: expect.stringContaining('append-only'),
      });
      expect((await audit.page({ page: 1 })).items[0]!.outcome).toBe('failure');
    });

    it('refuses to delete an event younger than 30 days, or to truncate the log', async () => {
      await audit.record({ action: 'login.password' });
      await oldEvent(29);
      await expect(db.query(`DELETE FROM audit_events`)).rejects.toMatchObject({ code: '42501' });
      await expect(db.query(`TRUNCATE audit_events`)).rejects.toMatchObject({ code: '42501' });
      expect((await audit.page({ page: 1 })).total).toBe(2);
    });
  });

  describe('the retention job', () => {
    it('deletes the events past the retention and keeps the rest', async () => {
      await oldEvent(120);
      await oldEvent(91);
      await oldEvent(89);
      await audit.record({ action: 'logout' });
      expect(await retention.run()).toBe(2);
      expect((await audit.page({ page: 1 })).total).toBe(2);
      expect(await retention.run()).toBe(0);
    });

    it('cannot be asked to keep events less than 30 days', async () => {
      await oldEvent(40);
      await expect(db.query(`SELECT purge_audit_events(10)`)).rejects.toMatchObject({
        message: expect.stringContaining('at least 30 days'),
      });
      expect(await db.query(`SELECT purge_audit_events(30) AS n`)).toEqual([{ n: 1 }]);
    });
  });
});
