import { type DynamicModule, Module } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminEntity } from './admin.entity.js';
import { AUTH_OPTIONS, type AuthModuleOptions } from './auth.options.js';
import { AuthService } from './auth.service.js';
import { LoginThrottleService } from './login-throttle.service.js';

/** The administrator: password hashing, login lockout, token issue and revocation. */
@Module({})
export class AuthModule {
  static forRoot(options: AuthModuleOptions): DynamicModule {
    return {
      module: AuthModule,
      imports: [TypeOrmModule.forFeature([AdminEntity])],
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
      ],
      exports: [AuthService],
    };
  }
}
