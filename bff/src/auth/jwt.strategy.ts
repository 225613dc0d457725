import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-jwt';
import { type AdminSession, AuthService, type TokenPayload } from '@site/auth';
import { APP_CONFIG } from '../config/app-config.js';
import { type RuntimeConfig } from '../config/runtime-config.js';
import { bearerToken } from './bearer-token.js';

/** Reads the bearer token strictly (bearerToken), checks its HS256 signature and expiry
 * (passport-jwt refuses `alg: none` and any other algorithm), then asks the auth module whether
 * its claims and its session are current. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(APP_CONFIG) config: RuntimeConfig,
    private readonly auth: AuthService,
  ) {
    super({
      jwtFromRequest: bearerToken,
      // A KeyObject: given a string, jsonwebtoken first tries (and fails) to read it as a public
      // key on every verify, which cost 6% of an admin request's CPU. (Typed as string | Buffer
      // by @types/passport-jwt; jsonwebtoken takes KeyObjects.)
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  validate(payload: Partial<TokenPayload>): Promise<AdminSession> {
    return this.auth.resolveSession(payload);
  }
}
