import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { ACCOUNT, type SignInMethod } from '@site/contract';
import { AUTH_OPTIONS, type AuthModuleOptions } from '../auth.options.js';
import { SessionEntity } from './session.entity.js';
import { deviceOf } from './device.js';

/** Where a request came from. */
export interface ClientInfo {
  ipAddress: string | null;
  userAgent?: string;
}

/** A session that is open: its id and the admin's username. */
export interface OpenSession {
  sessionId: string;
  adminId: string;
  username: string;
}

/** Sessions ended or expired this long ago are forgotten. */
const FORGET_AFTER_DAYS = 30;

/** The admin's sessions in PostgreSQL, so every bff replica refuses an ended one at once. */
@Injectable()
export class AdminSessions {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(AUTH_OPTIONS) private readonly options: AuthModuleOptions,
  ) {}

  /** Opens a session lasting as long as a token (JWT_EXPIRES_IN). */
  async open(
    adminId: string,
    method: SignInMethod,
    client: ClientInfo,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<SessionEntity> {
    const [row] = await manager.query<{ id: string }[]>(
      `INSERT INTO admin_sessions (admin_id, method, device, ip_address, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))
       RETURNING id`,
      [
        adminId,
        method,
        deviceOf(client.userAgent),
        client.ipAddress,
        this.options.jwtExpiresInSeconds,
      ],
    );
    return manager.findOneByOrFail(SessionEntity, { id: row!.id });
  }

  /** The session if it is open and belongs to the admin; notes that it was seen (at most once a
   * minute, so a busy admin does not write on every request). */
  async current(sessionId: string, adminId: string): Promise<OpenSession | null> {
    const [row] = await this.dataSource.query<{ username: string; stale: boolean }[]>(
      `SELECT a.username, s.last_seen_at < now() - make_interval(secs => $3) AS stale
         FROM admin_sessions s JOIN admins a ON a.id = s.admin_id
        WHERE s.id = $1 AND s.admin_id = $2 AND s.ended_at IS NULL AND s.expires_at > now()`,
      [sessionId, adminId, ACCOUNT.lastSeenEverySeconds],
    );
    if (!row) return null;
    if (row.stale) {
      await this.dataSource.query(`UPDATE admin_sessions SET last_seen_at = now() WHERE id = $1`, [
        sessionId,
      ]);
    }
    return { sessionId, adminId, username: row.username };
  }

  /** The admin's open sessions, newest first. */
  list(adminId: string): Promise<SessionEntity[]> {
    return this.dataSource
      .getRepository(SessionEntity)
      .createQueryBuilder('s')
      .where('s.admin_id = :adminId AND s.ended_at IS NULL AND s.expires_at > now()', { adminId })
      .orderBy('s.created_at', 'DESC')
      .addOrderBy('s.id', 'DESC')
      .getMany();
  }

  /** Ends one open session; false when there is none such. */
  async end(adminId: string, sessionId: string): Promise<boolean> {
    const [, affected] = await this.dataSource.query<[unknown, number]>(
      `UPDATE admin_sessions SET ended_at = now()
        WHERE id = $1 AND admin_id = $2 AND ended_at IS NULL AND expires_at > now()`,
      [sessionId, adminId],
    );
    return affected > 0;
  }

  /** Ends every open session of the admin but `keep` (all of them without it); answers how many. */
  async endAll(
    adminId: string,
    keep?: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<number> {
    const [, affected] = await manager.query<[unknown, number]>(
      `UPDATE admin_sessions SET ended_at = now()
        WHERE admin_id = $1 AND ended_at IS NULL AND expires_at > now()
          AND ($2::uuid IS NULL OR id <> $2::uuid)`,
      [adminId, keep ?? null],
    );
    return affected;
  }

  /** Forgets sessions that ended or expired a while ago. */
  async forgetOld(): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM admin_sessions
        WHERE coalesce(ended_at, expires_at) < now() - make_interval(days => $1)`,
      [FORGET_AFTER_DAYS],
    );
  }
}
