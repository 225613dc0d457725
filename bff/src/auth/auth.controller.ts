import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { type AdminSession, AuthService, type ClientInfo } from '@site/auth';
import { ApiErrors } from '../docs/api-errors.js';
import { Client } from './client-info.decorator.js';
import { CurrentAdmin } from './current-admin.decorator.js';
import { LoginDto, PasskeyLoginDto, SecondFactorLoginDto } from './auth.dto.js';
import { LoginResultView, PasskeyLoginOptionsView, TokenView } from './auth.view.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';

const LOCKED = {
  429: 'Too many failed attempts for this username or from this address: locked for the seconds in Retry-After.',
} as const;

/** Logging in (a password, then a second step when it is on; or a passkey) and out. */
@ApiTags('auth')
@Controller('api/auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({
    type: LoginResultView,
    description:
      'The bearer token; or, with two-factor authentication on, the second step to take (no token yet).',
  })
  @ApiErrors(400, 401, 413, 415, 429, 503, {
    401: 'Wrong username or password (the same answer for both).',
    ...LOCKED,
  })
  async login(@Body() dto: LoginDto, @Client() client: ClientInfo): Promise<LoginResultView> {
    return LoginResultView.of(await this.auth.login(dto.username, dto.password, client));
  }

  @Post('login/second-factor')
  @HttpCode(200)
  @ApiOkResponse({ type: TokenView, description: 'The bearer token of the new session.' })
  @ApiErrors(400, 401, 413, 415, 429, 503, {
    401: 'A wrong or used code, or a second step that expired (then log in again).',
    ...LOCKED,
  })
  async secondFactor(
    @Body() dto: SecondFactorLoginDto,
    @Client() client: ClientInfo,
  ): Promise<TokenView> {
    return { token: await this.auth.completeSecondStep(dto.challenge, dto.code, client) };
  }

  @Post('passkey/options')
  @HttpCode(200)
  @ApiOkResponse({ type: PasskeyLoginOptionsView, description: 'A passkey prompt for logging in.' })
  @ApiErrors(429, 503)
  async passkeyOptions(): Promise<PasskeyLoginOptionsView> {
    return this.auth.passkeyLoginOptions();
  }

  @Post('passkey/login')
  @HttpCode(200)
  @ApiOkResponse({ type: TokenView, description: 'The bearer token of the new session.' })
  @ApiErrors(400, 401, 413, 415, 429, 503, {
    401: 'The passkey is not registered, its answer does not verify (or was used already), or the prompt expired.',
    ...LOCKED,
  })
  async passkeyLogin(
    @Body() dto: PasskeyLoginDto,
    @Client() client: ClientInfo,
  ): Promise<TokenView> {
    const credential = dto.credential as unknown as AuthenticationResponseJSON;
    return { token: await this.auth.passkeyLogin(dto.ceremony, credential, client) };
  }

  @Post('logout')
  @HttpCode(204)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiNoContentResponse({ description: 'This session ends: its token stops working.' })
  @ApiErrors(401, 503)
  async logout(@CurrentAdmin() admin: AdminSession, @Client() client: ClientInfo): Promise<void> {
    await this.auth.logout(admin, client);
  }
}
