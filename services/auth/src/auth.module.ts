import { type DynamicModule, Module } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminEntity } from './admin.entity.js';
import { AUTH_OPTIONS, type AuthModuleOptions } from './auth.options.js';
import { AuthService } from './auth.service.js';
import { AuthChallenges } from './challenges/auth-challenges.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { PasskeyEntity } from './passkeys/passkey.entity.js';
import { Passkeys } from './passkeys/passkeys.js';
import { TwoFactor } from './second-factor/two-factor.js';
import { AdminSessions } from './sessions/admin-sessions.js';
import { SessionEntity } from './sessions/session.entity.js';

/**
 * The administrator: password hashing and policy, login lockout, sessions and their tokens, TOTP
 * with recovery codes, passkeys. Writes its events to the audit log (AuditModule, global).
 */
@Module({})
export class AuthModule {
  static forRoot(options: AuthModuleOptions): DynamicModule {
    return {
      module: AuthModule,
      imports: [TypeOrmModule.forFeature([AdminEntity, SessionEntity, PasskeyEntity])],
      providers: [
        { provide: AUTH_OPTIONS, useValue: options },
        {
          provide: JwtService,
          useValue: new JwtService({
            secret: options.jwtSecret,
            signOptions: { algorithm: 'HS256', expiresIn: options.jwtExpiresInSeconds },
            verifyOptions: { algorithms: ['HS256'] },
          }),
        },
        AuthService,
        LoginThrottleService,
        AdminSessions,
        AuthChallenges,
        TwoFactor,
        Passkeys,
      ],
      exports: [AuthService],
    };
  }
}
