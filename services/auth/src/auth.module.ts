import { type DynamicModule, type FactoryProvider, Module } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminEntity } from './admin.entity.js';
import { AUTH_OPTIONS, type AuthModuleOptions } from './auth.options.js';
import { AuthService } from './auth.service.js';
import { LoginThrottleService } from './login-throttle.service.js';

export interface AuthModuleAsyncOptions {
  imports?: DynamicModule['imports'];
  inject?: FactoryProvider['inject'];
  useFactory: FactoryProvider<AuthModuleOptions | Promise<AuthModuleOptions>>['useFactory'];
}

/** The administrator: password hashing, login lockout, token issue and revocation. */
@Module({})
export class AuthModule {
  static forRoot(options: AuthModuleOptions): DynamicModule {
    return AuthModule.forRootAsync({ useFactory: () => options });
  }

  static forRootAsync(options: AuthModuleAsyncOptions): DynamicModule {
    return {
      module: AuthModule,
      imports: [...(options.imports ?? []), TypeOrmModule.forFeature([AdminEntity])],
      providers: [
        { provide: AUTH_OPTIONS, useFactory: options.useFactory, inject: options.inject ?? [] },
        {
          provide: JwtService,
          useFactory: ({ jwtSecret, jwtExpiresInSeconds }: AuthModuleOptions) =>
            new JwtService({
              secret: jwtSecret,
              signOptions: { algorithm: 'HS256', expiresIn: jwtExpiresInSeconds },
              verifyOptions: { algorithms: ['HS256'] },
            }),
          inject: [AUTH_OPTIONS],
        },
        AuthService,
        LoginThrottleService,
      ],
      exports: [AuthService],
    };
  }
}
