import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { type Repository } from 'typeorm';
import { DomainError, isUuid } from '@site/common';
import { AdminEntity } from './admin.entity.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { generatePassword, hashPassword, verifyPassword } from './passwords.js';

/** What a token carries: the admin's id and the token version it was issued under. */
export interface TokenPayload {
  sub: string;
  ver: number;
}

export interface AdminSession {
  adminId: string;
  username: string;
}

@Injectable()
export class AuthService implements OnModuleInit {
  /** Verified against when the username is unknown, so both failures cost the same time. */
  private dummyHash = '';

  constructor(
    @InjectRepository(AdminEntity) private readonly admins: Repository<AdminEntity>,
    private readonly throttle: LoginThrottleService,
    private readonly jwt: JwtService,
  ) {}

  async onModuleInit(): Promise<void> {
    this.dummyHash = await hashPassword(generatePassword());
  }

  /** A signed token for the right username and password. Wrong username and wrong password fail
   * alike; repeated failures lock the username and the client address out for a while. */
  async login(username: string, password: string, clientIp: string): Promise<string> {
    const keys = this.throttle.keysFor(username, clientIp);
    const lockedFor = await this.throttle.secondsLocked(keys.map((k) => k.key));
    if (lockedFor > 0) {
      throw new DomainError(
        'LOGIN_LOCKED',
        `Too many failed login attempts. Please try again in ${describeSeconds(lockedFor)}.`,
        lockedFor,
      );
    }
    // Each attempt is counted before its password is checked, so parallel guesses cannot all
    // pass the lock check above while the first ones are still being verified.
    for (const { key, maxFailures } of keys) {
      const claimedLock = await this.throttle.claimAttempt(key, maxFailures);
      if (claimedLock > 0) {
        throw new DomainError(
          'LOGIN_LOCKED',
          `Too many failed login attempts. Please try again in ${describeSeconds(claimedLock)}.`,
          claimedLock,
        );
      }
    }
    const admin = await this.admins.findOneBy({ username });
    const valid = await verifyPassword(admin?.passwordHash ?? this.dummyHash, password);
    if (!admin || !valid) {
      await this.throttle.forgetStale();
      throw new DomainError('INVALID_CREDENTIALS', 'Invalid username or password');
    }
    await this.throttle.clear(keys.map((k) => k.key));
    const payload: TokenPayload = { sub: admin.id, ver: admin.tokenVersion };
    return this.jwt.signAsync(payload);
  }

  /** The session a verified token stands for, or INVALID_TOKEN when the admin is gone or the
   * token was revoked (logout, password change). */
  async resolveSession(payload: Partial<TokenPayload>): Promise<AdminSession> {
    const admin =
      typeof payload.sub === 'string' && isUuid(payload.sub) && typeof payload.ver === 'number'
        ? await this.admins.findOneBy({ id: payload.sub })
        : null;
    if (!admin || admin.tokenVersion !== payload.ver) {
      throw new DomainError('INVALID_TOKEN', 'Your session has ended. Please log in again.');
    }
    return { adminId: admin.id, username: admin.username };
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

  /** Revokes every token issued to the admin so far. */
  async logout(adminId: string): Promise<void> {
    await this.admins.increment({ id: adminId }, 'tokenVersion', 1);
  }

  /**
   * Boot-time provisioning. With a password: creates the admin or brings its username and
   * password in line (a changed password revokes old tokens). Without one: creates the admin
   * with a generated password, returned so it can be shown once, unless an admin exists.
   */
  async provisionAdmin(
    username: string,
    password?: string,
  ): Promise<{ generatedPassword?: string }> {
    const existing = await this.admins.findOne({ where: {} });
    if (password === undefined) {
      if (existing) return {};
      const generatedPassword = generatePassword();
      await this.admins.insert({ username, passwordHash: await hashPassword(generatedPassword) });
      return { generatedPassword };
    }
    if (!existing) {
      await this.admins.insert({ username, passwordHash: await hashPassword(password) });
    } else if (
      existing.username !== username ||
      !(await verifyPassword(existing.passwordHash, password))
    ) {
      await this.setCredentials(existing, username, password);
    }
    return {};
  }

  /** Sets a new password (generated when none is given), revoking every issued token. */
  async resetPassword(
    password = generatePassword(),
    username?: string,
  ): Promise<{ username: string; password: string }> {
    const existing = await this.admins.findOne({ where: {} });
    const name = username ?? existing?.username ?? 'admin';
    if (existing) await this.setCredentials(existing, name, password);
    else await this.admins.insert({ username: name, passwordHash: await hashPassword(password) });
    // Whoever runs the reset on the server controls the account: lift a lockout an attacker
    // may have caused on the name (lockouts of client addresses stay).
    await this.throttle.clearUsername(name);
    return { username: name, password };
  }

  private async setCredentials(
    admin: AdminEntity,
    username: string,
    password: string,
  ): Promise<void> {
    await this.admins.update(
      { id: admin.id },
      {
        username,
        passwordHash: await hashPassword(password),
        tokenVersion: admin.tokenVersion + 1,
        updatedAt: new Date(),
      },
    );
  }
}

function describeSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
