import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { DataSource } from 'typeorm';
import { AuditLog, type AuditRecord } from '@site/audit';
import { DomainError, isUuid } from '@site/common';
import {
  ACCOUNT,
  ACCOUNT_MESSAGES,
  type SecondFactorMethod,
  type SignInMethod,
} from '@site/contract';
import { AdminEntity } from './admin.entity.js';
import { AUTH_OPTIONS, type AuthModuleOptions } from './auth.options.js';
import { AuthChallenges } from './challenges/auth-challenges.js';
import { LoginThrottleService, type ThrottleKey } from './login-throttle.service.js';
import {
  PasskeyRefused,
  type PasskeyPrompt,
  Passkeys,
  type PasskeyRefusal,
} from './passkeys/passkeys.js';
import { PasskeyEntity } from './passkeys/passkey.entity.js';
import {
  generatePassword,
  hashIsOutdated,
  hashPassword,
  passwordProblem,
  verifyPassword,
} from './passwords.js';
import { AdminSessions, type ClientInfo } from './sessions/admin-sessions.js';
import { SessionEntity } from './sessions/session.entity.js';
import { TwoFactor, type TotpSetup, type TwoFactorStatus } from './second-factor/two-factor.js';

/** What a token carries: the admin and the session it opened (`iat` and `exp` are added). */
export interface TokenPayload {
  sub: string;
  sid: string;
  iat?: number;
  exp?: number;
}

/** The admin behind a current token, and the session the token names. */
export interface AdminSession {
  adminId: string;
  username: string;
  sessionId: string;
}

/** The answer to a right username and password: a token, or the second step to take. */
export type LoginOutcome =
  | { token: string }
  | {
      secondFactor: { challenge: string; methods: SecondFactorMethod[]; expiresAt: Date };
    };

export interface AccountOverview {
  username: string;
  passwordChangedAt: Date;
  twoFactor: TwoFactorStatus;
  passkeys: PasskeyEntity[];
}

/** A session as the sessions list shows it. */
export interface SessionOverview extends SessionEntity {
  current: boolean;
}

const PASSKEY_MESSAGES: Record<PasskeyRefusal, string> = {
  failed: ACCOUNT_MESSAGES.passkeyFailed,
  unknown: ACCOUNT_MESSAGES.passkeyUnknown,
  expired: ACCOUNT_MESSAGES.passkeyExpired,
};

@Injectable()
export class AuthService implements OnModuleInit {
  /** Verified against when the username is unknown, so both failures cost the same time. */
  private dummyHash = '';

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(AUTH_OPTIONS) private readonly options: AuthModuleOptions,
    private readonly throttle: LoginThrottleService,
    private readonly jwt: JwtService,
    private readonly sessions: AdminSessions,
    private readonly challenges: AuthChallenges,
    private readonly twoFactor: TwoFactor,
    private readonly passkeys: Passkeys,
    private readonly audit: AuditLog,
  ) {}

  async onModuleInit(): Promise<void> {
    this.dummyHash = await hashPassword(generatePassword());
  }

  private get admins() {
    return this.dataSource.getRepository(AdminEntity);
  }

  // ---- logging in ----------------------------------------------------------------------------

  /**
   * The first step: username and password. Wrong username and wrong password fail alike; repeated
   * failures lock the username and the client address out for a while. With two-factor
   * authentication on, the right password opens a second step instead of a session, and the
   * failure counts stay until that step succeeds (so a known password does not reset the guessing
   * of codes).
   */
  async login(username: string, password: string, client: ClientInfo): Promise<LoginOutcome> {
    const keys = this.throttle.keysFor(username, client.ipAddress ?? 'unknown');
    await this.claimAttempts(keys, { ...this.contextOf(client), subject: username });
    const admin = await this.admins.findOneBy({ username });
    const valid = await verifyPassword(admin?.passwordHash ?? this.dummyHash, password);
    const event = {
      action: 'login.password',
      subject: username,
      ...this.contextOf(client),
    } as const;
    if (!admin || !valid) {
      await this.throttle.forgetStale();
      await this.audit.record({
        ...event,
        outcome: 'failure',
        detail: 'wrong username or password',
      });
      throw new DomainError('INVALID_CREDENTIALS', 'Invalid username or password');
    }
    if (hashIsOutdated(admin.passwordHash)) {
      // Unless the password changed meanwhile.
      await this.admins.update(
        { id: admin.id, passwordHash: admin.passwordHash },
        { passwordHash: await hashPassword(password) },
      );
    }
    if (admin.totpSecret) {
      const { token, expiresAt } = await this.challenges.openSecondStep(admin.id);
      const methods: SecondFactorMethod[] = ['totp', 'recovery-code'];
      if ((await this.passkeys.count(admin.id)) > 0) methods.push('passkey');
      await this.audit.record({ ...event, detail: 'password right; second step next' });
      return { secondFactor: { challenge: token, methods, expiresAt } };
    }
    await this.throttle.clear(keys.map((k) => k.key));
    const session = await this.sessions.open(admin.id, 'password', client);
    await this.audit.record({ ...event, sessionId: session.id });
    return { token: await this.tokenFor(admin.id, session.id) };
  }

  /** The second step: a TOTP code or a recovery code, within ACCOUNT.secondFactorSeconds of the
   * password. Wrong codes count toward the lockout as wrong passwords do. */
  async completeSecondStep(challenge: string, code: string, client: ClientInfo): Promise<string> {
    const event = { action: 'login.second-factor', ...this.contextOf(client) } as const;
    const expired = async () => {
      await this.audit.record({ ...event, outcome: 'failure', detail: 'second step expired' });
      return new DomainError('SECOND_FACTOR_REJECTED', ACCOUNT_MESSAGES.secondStepExpired);
    };
    const step = await this.challenges.secondStep(challenge);
    const admin = step ? await this.admins.findOneBy({ id: step.adminId }) : null;
    if (!step || !admin) throw await expired();
    const keys = this.throttle.keysFor(admin.username, client.ipAddress ?? 'unknown');
    await this.claimAttempts(keys, { ...this.contextOf(client), subject: admin.username });
    const result = await this.twoFactor.check(admin, code);
    if (result !== 'totp' && result !== 'recovery-code') {
      await this.audit.record({
        ...event,
        outcome: 'failure',
        subject: admin.username,
        detail: describeCheck(result),
      });
      throw new DomainError('SECOND_FACTOR_REJECTED', codeMessage(result));
    }
    if (!(await this.challenges.closeSecondStep(step.id))) throw await expired();
    await this.throttle.clear(keys.map((k) => k.key));
    const method: SignInMethod = result === 'totp' ? 'password+totp' : 'password+recovery-code';
    const session = await this.sessions.open(admin.id, method, client);
    await this.audit.record({
      ...event,
      sessionId: session.id,
      subject: admin.username,
      detail: result === 'totp' ? 'authenticator code' : 'recovery code',
    });
    return this.tokenFor(admin.id, session.id);
  }

  /** A passkey prompt for logging in (on the first step, or as the second). */
  passkeyLoginOptions(): Promise<PasskeyPrompt<PublicKeyCredentialRequestOptionsJSON>> {
    return this.passkeys.loginOptions();
  }

  /** Logs in with a passkey alone: it proves possession and (user verification) the person.
   * Failures count toward the client address's lockout. */
  async passkeyLogin(
    ceremony: string,
    credential: AuthenticationResponseJSON,
    client: ClientInfo,
  ): Promise<string> {
    const event = { action: 'login.passkey', ...this.contextOf(client) } as const;
    const addressKey = this.throttle.addressKeys(client.ipAddress ?? 'unknown');
    await this.claimAttempts(addressKey, this.contextOf(client));
    const passkey = await this.passkeyStep(event, 'SECOND_FACTOR_REJECTED', () =>
      this.passkeys.authenticate(ceremony, credential),
    );
    const admin = await this.admins.findOneByOrFail({ id: passkey.adminId });
    await this.throttle.clear(addressKey.map((k) => k.key));
    const session = await this.sessions.open(admin.id, 'passkey', client);
    await this.audit.record({
      ...event,
      sessionId: session.id,
      subject: admin.username,
      detail: passkey.name,
    });
    return this.tokenFor(admin.id, session.id);
  }

  // ---- tokens and sessions ---------------------------------------------------------------------

  /**
   * The session a verified token stands for, or INVALID_TOKEN: the token must name an admin and a
   * session, carry `iat` and `exp`, not be issued in the future (beyond ACCOUNT.clockSkewSeconds)
   * nor last longer than JWT_EXPIRES_IN, and its session must be open.
   */
  async resolveSession(payload: Partial<TokenPayload>): Promise<AdminSession> {
    const now = Math.floor(Date.now() / 1000);
    const { sub, sid, iat, exp } = payload;
    const wellFormed =
      typeof sub === 'string' &&
      isUuid(sub) &&
      typeof sid === 'string' &&
      isUuid(sid) &&
      Number.isInteger(iat) &&
      Number.isInteger(exp) &&
      iat! <= now + ACCOUNT.clockSkewSeconds &&
      exp! > now &&
      exp! - iat! <= this.options.jwtExpiresInSeconds;
    const open = wellFormed ? await this.sessions.current(sid, sub) : null;
    if (!open)
      throw new DomainError('INVALID_TOKEN', 'Your session has ended. Please log in again.');
    return open;
  }

  /** The session of a token as it is sent (a cookie): its HS256 signature and expiry checked as
   * the bearer token's are, then resolveSession. Null for any token that does not pass. */
  async sessionOfToken(token: string): Promise<AdminSession | null> {
    try {
      const payload = await this.jwt.verifyAsync<Partial<TokenPayload>>(token, {
        algorithms: ['HS256'],
      });
      return await this.resolveSession(payload);
    } catch {
      return null;
    }
  }

  /** Ends the session making the call (the admin's other sessions stay). */
  async logout(session: AdminSession, client: ClientInfo): Promise<void> {
    await this.sessions.end(session.adminId, session.sessionId);
    await this.audit.record({ action: 'logout', ...this.contextOf(client, session) });
  }

  /** The admin's open sessions, newest first, the caller's marked. */
  async listSessions(session: AdminSession): Promise<SessionOverview[]> {
    const sessions = await this.sessions.list(session.adminId);
    return sessions.map((s) => Object.assign(s, { current: s.id === session.sessionId }));
  }

  /** Signs one session out (the caller's own included). */
  async endSession(session: AdminSession, id: string, client: ClientInfo): Promise<void> {
    if (!isUuid(id) || !(await this.sessions.end(session.adminId, id))) {
      throw new DomainError('SESSION_NOT_FOUND', ACCOUNT_MESSAGES.sessionNotFound);
    }
    await this.audit.record({
      action: 'session.revoke',
      detail: `session ${id}`,
      ...this.contextOf(client, session),
    });
  }

  /** Signs out every session but the caller's; answers how many. */
  async endOtherSessions(session: AdminSession, client: ClientInfo): Promise<number> {
    const ended = await this.sessions.endAll(session.adminId, session.sessionId);
    await this.audit.record({
      action: 'session.revoke-others',
      detail: `${ended} signed out`,
      ...this.contextOf(client, session),
    });
    return ended;
  }

  // ---- the account -----------------------------------------------------------------------------

  async account(session: AdminSession): Promise<AccountOverview> {
    const admin = await this.admins.findOneByOrFail({ id: session.adminId });
    return {
      username: admin.username,
      passwordChangedAt: admin.passwordChangedAt,
      twoFactor: await this.twoFactor.status(admin),
      passkeys: await this.passkeys.list(admin.id),
    };
  }

  /**
   * Changes the password: the current one is required (wrong ones count toward the lockout), the
   * new one must pass passwordProblem(). Every other session is signed out.
   */
  async changePassword(
    session: AdminSession,
    currentPassword: string,
    newPassword: string,
    client: ClientInfo,
  ): Promise<void> {
    const admin = await this.admins.findOneByOrFail({ id: session.adminId });
    const context = { action: 'password.change', ...this.contextOf(client, session) } as const;
    await this.requirePassword(admin, currentPassword, client, context);
    const problem =
      currentPassword === newPassword
        ? ACCOUNT_MESSAGES.passwordUnchanged
        : await passwordProblem(newPassword, admin.username);
    if (problem) throw new DomainError('PASSWORD_REJECTED', problem);
    const passwordHash = await hashPassword(newPassword);
    const ended = await this.dataSource.transaction(async (manager) => {
      await manager.update(
        AdminEntity,
        { id: admin.id },
        { passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() },
      );
      return this.sessions.endAll(admin.id, session.sessionId, manager);
    });
    await this.audit.record({ ...context, detail: `${ended} other session(s) signed out` });
  }

  /** A new TOTP key to confirm with a first code; refused while TOTP is on. */
  async setUpTotp(session: AdminSession): Promise<TotpSetup> {
    const admin = await this.admins.findOneByOrFail({ id: session.adminId });
    if (admin.totpSecret) throw new DomainError('TWO_FACTOR_STATE', ACCOUNT_MESSAGES.totpAlreadyOn);
    return this.twoFactor.setUp(admin);
  }

  /** Turns TOTP on with the first code of the waiting key; answers the recovery codes. */
  async enableTotp(session: AdminSession, code: string, client: ClientInfo): Promise<string[]> {
    const admin = await this.admins.findOneByOrFail({ id: session.adminId });
    if (admin.totpSecret) throw new DomainError('TWO_FACTOR_STATE', ACCOUNT_MESSAGES.totpAlreadyOn);
    if (!admin.totpPendingSecret) {
      throw new DomainError('TWO_FACTOR_STATE', ACCOUNT_MESSAGES.totpNotStarted);
    }
    const event = { action: 'totp.enable', ...this.contextOf(client, session) } as const;
    const codes = await this.twoFactor.enable(admin, code);
    if (!codes) {
      await this.audit.record({ ...event, outcome: 'failure', detail: 'wrong code' });
      throw new DomainError('VERIFICATION_FAILED', ACCOUNT_MESSAGES.wrongCode);
    }
    await this.audit.record(event);
    return codes;
  }

  /** Turns TOTP off: the password and a code (or a recovery code) are required. */
  async disableTotp(
    session: AdminSession,
    password: string,
    code: string,
    client: ClientInfo,
  ): Promise<void> {
    const admin = await this.admins.findOneByOrFail({ id: session.adminId });
    if (!admin.totpSecret) throw new DomainError('TWO_FACTOR_STATE', ACCOUNT_MESSAGES.totpOff);
    const context = { action: 'totp.disable', ...this.contextOf(client, session) } as const;
    await this.requirePassword(admin, password, client, context);
    await this.requireCode(admin, code, client, context);
    await this.twoFactor.disable(admin.id);
    await this.audit.record(context);
  }

  /** A new set of recovery codes, for a current code. */
  async renewRecoveryCodes(
    session: AdminSession,
    code: string,
    client: ClientInfo,
  ): Promise<string[]> {
    const admin = await this.admins.findOneByOrFail({ id: session.adminId });
    if (!admin.totpSecret) throw new DomainError('TWO_FACTOR_STATE', ACCOUNT_MESSAGES.totpOff);
    const context = { action: 'recovery-codes.renew', ...this.contextOf(client, session) } as const;
    await this.requireCode(admin, code, client, context);
    const codes = await this.twoFactor.renewRecoveryCodes(admin.id);
    await this.audit.record(context);
    return codes;
  }

  async passkeyRegistrationOptions(
    session: AdminSession,
  ): Promise<PasskeyPrompt<PublicKeyCredentialCreationOptionsJSON>> {
    return this.passkeys.registrationOptions({ id: session.adminId, username: session.username });
  }

  async addPasskey(
    session: AdminSession,
    ceremony: string,
    name: string,
    credential: RegistrationResponseJSON,
    client: ClientInfo,
  ): Promise<PasskeyEntity> {
    const event = {
      action: 'passkey.add',
      subject: name,
      ...this.contextOf(client, session),
    } as const;
    const passkey = await this.passkeyStep(event, 'VERIFICATION_FAILED', () =>
      this.passkeys.register(session.adminId, ceremony, name, credential),
    );
    await this.audit.record(event);
    return passkey;
  }

  async removePasskey(session: AdminSession, id: string, client: ClientInfo): Promise<void> {
    const name = await this.passkeys.remove(session.adminId, id);
    if (name === null) throw new DomainError('PASSKEY_NOT_FOUND', ACCOUNT_MESSAGES.passkeyNotFound);
    await this.audit.record({
      action: 'passkey.remove',
      subject: name,
      ...this.contextOf(client, session),
    });
  }

  // ---- provisioning and recovery on the server --------------------------------------------------

  /**
   * Boot-time provisioning. With a password (ADMIN_PASSWORD): creates the admin, or, when the
   * value differs from the one applied last, sets it (signing every session out); the same value
   * at every start leaves a password changed in the admin area alone. `passwordApplied`: the
   * value was set now. Without one: creates the
   * admin with a generated password, returned so it can be shown once, unless an admin exists.
   */
  async provisionAdmin(
    username: string,
    password?: string,
  ): Promise<{ generatedPassword?: string; passwordApplied?: boolean }> {
    const existing = await this.admins.findOne({ where: {} });
    if (password === undefined) {
      if (existing) return {};
      const generatedPassword = generatePassword();
      await this.admins.insert({ username, passwordHash: await hashPassword(generatedPassword) });
      return { generatedPassword };
    }
    if (!existing) {
      const passwordHash = await hashPassword(password);
      await this.admins.insert({ username, passwordHash, provisionedPasswordHash: passwordHash });
      return { passwordApplied: true };
    }
    if (existing.username !== username) {
      await this.admins.update({ id: existing.id }, { username, updatedAt: new Date() });
    }
    const applied = existing.provisionedPasswordHash ?? existing.passwordHash;
    if (await verifyPassword(applied, password)) {
      if (!existing.provisionedPasswordHash) {
        await this.admins.update(
          { id: existing.id },
          { provisionedPasswordHash: existing.passwordHash },
        );
      }
      return {};
    }
    await this.setPassword(existing.id, password, { provisioned: true });
    return { passwordApplied: true };
  }

  /**
   * Recovery on the server (`make admin-password`): sets a new password (generated when none is
   * given) and signs every session out; with `resetSecondFactor`, also turns TOTP off and removes
   * the recovery codes and every passkey, for an admin who lost them all.
   */
  async resetPassword(
    password = generatePassword(),
    username?: string,
    { resetSecondFactor = false }: { resetSecondFactor?: boolean } = {},
  ): Promise<{ username: string; password: string }> {
    const existing = await this.admins.findOne({ where: {} });
    const name = username ?? existing?.username ?? 'admin';
    const event = { subject: name, detail: 'make admin-password' } as const;
    if (existing) {
      if (name !== existing.username)
        await this.admins.update({ id: existing.id }, { username: name });
      await this.setPassword(existing.id, password);
      if (resetSecondFactor) {
        await this.dataSource.transaction(async (manager) => {
          await this.twoFactor.disable(existing.id, manager);
          await manager.delete(PasskeyEntity, { adminId: existing.id });
        });
        await this.audit.record({ action: 'second-factor.reset', ...event });
      }
    } else {
      await this.admins.insert({ username: name, passwordHash: await hashPassword(password) });
    }
    // Whoever runs the reset on the server controls the account: lift a lockout an attacker
    // may have caused on the name (lockouts of client addresses stay).
    await this.throttle.clearUsername(name);
    await this.audit.record({ action: 'password.reset', ...event });
    return { username: name, password };
  }

  /** The problem with a password chosen on the server (ADMIN_PASSWORD for a reset), or null. */
  passwordProblem(password: string, username: string): Promise<string | null> {
    return passwordProblem(password, username);
  }

  // ---- helpers ---------------------------------------------------------------------------------

  private async tokenFor(adminId: string, sessionId: string): Promise<string> {
    const payload: TokenPayload = { sub: adminId, sid: sessionId };
    await this.sessions.forgetOld();
    await this.challenges.forgetExpired();
    return this.jwt.signAsync(payload);
  }

  private async setPassword(
    adminId: string,
    password: string,
    { provisioned = false }: { provisioned?: boolean } = {},
  ): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(
        AdminEntity,
        { id: adminId },
        {
          passwordHash,
          passwordChangedAt: new Date(),
          updatedAt: new Date(),
          ...(provisioned ? { provisionedPasswordHash: passwordHash } : {}),
        },
      );
      await this.sessions.endAll(adminId, undefined, manager);
    });
  }

  /** A passkey ceremony: a refusal is audited as `event`'s failure and answered as `code` with
   * the refusal's message. */
  private async passkeyStep<T>(
    event: AuditRecord,
    code: 'SECOND_FACTOR_REJECTED' | 'VERIFICATION_FAILED',
    work: () => Promise<T>,
  ): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof PasskeyRefused)) throw error;
      await this.audit.record({
        ...event,
        outcome: 'failure',
        detail: `${error.reason}: ${error.message}`,
      });
      throw new DomainError(code, PASSKEY_MESSAGES[error.reason]);
    }
  }

  /** Refuses a locked-out key, and counts this attempt as a failure until cleared. */
  private async claimAttempts(
    keys: ThrottleKey[],
    context: Omit<AuditRecord, 'action'>,
  ): Promise<void> {
    const locked = async (seconds: number) => {
      await this.audit.record({
        ...context,
        action: 'login.lockout',
        outcome: 'failure',
        detail: `${seconds} s`,
      });
      return new DomainError(
        'LOGIN_LOCKED',
        `Too many failed login attempts. Please try again in ${describeSeconds(seconds)}.`,
        seconds,
      );
    };
    const lockedFor = await this.throttle.secondsLocked(keys.map((k) => k.key));
    if (lockedFor > 0) throw await locked(lockedFor);
    // Each attempt is counted before it is checked, so parallel guesses cannot all pass the lock
    // check above while the first ones are still being verified.
    for (const { key, maxFailures } of keys) {
      const claimedLock = await this.throttle.claimAttempt(key, maxFailures);
      if (claimedLock > 0) throw await locked(claimedLock);
    }
  }

  /** The current password, for a change made while logged in: counted as a login attempt. */
  private async requirePassword(
    admin: AdminEntity,
    password: string,
    client: ClientInfo,
    event: AuditRecord,
  ): Promise<void> {
    const keys = this.throttle.keysFor(admin.username, client.ipAddress ?? 'unknown');
    await this.claimAttempts(keys, event);
    if (!(await verifyPassword(admin.passwordHash, password))) {
      await this.audit.record({ ...event, outcome: 'failure', detail: 'wrong password' });
      throw new DomainError('WRONG_PASSWORD', ACCOUNT_MESSAGES.wrongPassword);
    }
    await this.throttle.clear(keys.map((k) => k.key));
  }

  /** A current TOTP code or an unused recovery code, counted as a login attempt. */
  private async requireCode(
    admin: AdminEntity,
    code: string,
    client: ClientInfo,
    event: AuditRecord,
  ): Promise<void> {
    const keys = this.throttle.keysFor(admin.username, client.ipAddress ?? 'unknown');
    await this.claimAttempts(keys, event);
    const result = await this.twoFactor.check(admin, code);
    if (result !== 'totp' && result !== 'recovery-code') {
      await this.audit.record({ ...event, outcome: 'failure', detail: describeCheck(result) });
      throw new DomainError('VERIFICATION_FAILED', codeMessage(result));
    }
    await this.throttle.clear(keys.map((k) => k.key));
  }

  private contextOf(
    client: ClientInfo,
    session?: AdminSession,
  ): Pick<AuditRecord, 'ipAddress' | 'sessionId'> {
    return { ipAddress: client.ipAddress, sessionId: session?.sessionId ?? null };
  }
}

function codeMessage(result: 'wrong' | 'used' | 'used-recovery-code'): string {
  if (result === 'used') return ACCOUNT_MESSAGES.usedCode;
  if (result === 'used-recovery-code') return ACCOUNT_MESSAGES.usedRecoveryCode;
  return ACCOUNT_MESSAGES.wrongCode;
}

function describeCheck(result: 'wrong' | 'used' | 'used-recovery-code'): string {
  if (result === 'used') return 'code used already';
  if (result === 'used-recovery-code') return 'recovery code used already';
  return 'wrong code';
}

function describeSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
