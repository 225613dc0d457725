import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { type AdminSession, AuthService, type ClientInfo } from '@site/auth';
import { ApiErrors, BAD_ADDRESS } from '../docs/api-errors.js';
import { RequireJsonBody } from '../http/require-media-type.js';
import { Client } from './client-info.decorator.js';
import { CurrentAdmin } from './current-admin.decorator.js';
import { NewPasskeyDto, PasswordChangeDto, TotpCodeDto, TotpDisableDto } from './auth.dto.js';
import {
  AccountView,
  PasskeyRegistrationOptionsView,
  PasskeyView,
  RecoveryCodesView,
  SessionView,
  SignedOutView,
  TotpSetupView,
} from './auth.view.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';

const LOCKED = { 429: 'Too many wrong passwords or codes: locked for the seconds in Retry-After.' };
const TWO_FACTOR_STATE = { 409: 'Two-factor authentication is not in the state this needs.' };

/** The admin's own account: password, two-factor authentication, passkeys and sessions. */
@ApiTags('account')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('api/auth')
export class AccountController {
  constructor(private readonly auth: AuthService) {}

  @Get('account')
  @ApiOkResponse({ type: AccountView, description: 'The account: second factor and passkeys.' })
  @ApiErrors(401, 503)
  async account(@CurrentAdmin() admin: AdminSession): Promise<AccountView> {
    return AccountView.of(await this.auth.account(admin));
  }

  @Put('password')
  @HttpCode(204)
  @UseInterceptors(RequireJsonBody)
  @ApiNoContentResponse({ description: 'Changed; every other session is signed out.' })
  @ApiErrors(400, 401, 403, 413, 415, 429, 503, {
    400: 'The new password is too short or too long, common or leaked, or the current one.',
    403: 'The current password is not right.',
    ...LOCKED,
  })
  async changePassword(
    @CurrentAdmin() admin: AdminSession,
    @Body() dto: PasswordChangeDto,
    @Client() client: ClientInfo,
  ): Promise<void> {
    await this.auth.changePassword(admin, dto.currentPassword, dto.newPassword, client);
  }

  @Post('totp/setup')
  @HttpCode(200)
  @ApiOkResponse({
    type: TotpSetupView,
    description: 'A new key to add to an authenticator app; confirm it with its first code.',
  })
  @ApiErrors(401, 409, 503, TWO_FACTOR_STATE)
  async setUpTotp(@CurrentAdmin() admin: AdminSession): Promise<TotpSetupView> {
    return this.auth.setUpTotp(admin);
  }

  @Post('totp/enable')
  @HttpCode(200)
  @UseInterceptors(RequireJsonBody)
  @ApiOkResponse({ type: RecoveryCodesView, description: 'On; the recovery codes, shown once.' })
  @ApiErrors(400, 401, 409, 413, 415, 503, { 400: 'A wrong code.', ...TWO_FACTOR_STATE })
  async enableTotp(
    @CurrentAdmin() admin: AdminSession,
    @Body() dto: TotpCodeDto,
    @Client() client: ClientInfo,
  ): Promise<RecoveryCodesView> {
    return { recoveryCodes: await this.auth.enableTotp(admin, dto.code, client) };
  }

  @Post('totp/disable')
  @HttpCode(204)
  @UseInterceptors(RequireJsonBody)
  @ApiNoContentResponse({ description: 'Off; the recovery codes are gone.' })
  @ApiErrors(400, 401, 403, 409, 413, 415, 429, 503, {
    400: 'A wrong or used code.',
    403: 'The password is not right.',
    ...TWO_FACTOR_STATE,
    ...LOCKED,
  })
  async disableTotp(
    @CurrentAdmin() admin: AdminSession,
    @Body() dto: TotpDisableDto,
    @Client() client: ClientInfo,
  ): Promise<void> {
    await this.auth.disableTotp(admin, dto.password, dto.code, client);
  }

  @Post('recovery-codes')
  @HttpCode(200)
  @UseInterceptors(RequireJsonBody)
  @ApiOkResponse({ type: RecoveryCodesView, description: 'A new set; the old codes stop working.' })
  @ApiErrors(400, 401, 409, 413, 415, 429, 503, {
    400: 'A wrong or used code.',
    ...TWO_FACTOR_STATE,
    ...LOCKED,
  })
  async renewRecoveryCodes(
    @CurrentAdmin() admin: AdminSession,
    @Body() dto: TotpCodeDto,
    @Client() client: ClientInfo,
  ): Promise<RecoveryCodesView> {
    return { recoveryCodes: await this.auth.renewRecoveryCodes(admin, dto.code, client) };
  }

  @Post('passkeys/options')
  @HttpCode(200)
  @ApiOkResponse({ type: PasskeyRegistrationOptionsView, description: 'A passkey prompt.' })
  @ApiErrors(401, 503)
  async passkeyOptions(
    @CurrentAdmin() admin: AdminSession,
  ): Promise<PasskeyRegistrationOptionsView> {
    return this.auth.passkeyRegistrationOptions(admin);
  }

  @Post('passkeys')
  @UseInterceptors(RequireJsonBody)
  @ApiCreatedResponse({ type: PasskeyView, description: 'The passkey, registered.' })
  @ApiErrors(400, 401, 413, 415, 503, {
    400: 'The answer does not verify, the prompt expired, or a field breaks its rule.',
  })
  async addPasskey(
    @CurrentAdmin() admin: AdminSession,
    @Body() dto: NewPasskeyDto,
    @Client() client: ClientInfo,
  ): Promise<PasskeyView> {
    const credential = dto.credential as unknown as RegistrationResponseJSON;
    return PasskeyView.of(
      await this.auth.addPasskey(admin, dto.ceremony, dto.name, credential, client),
    );
  }

  @Delete('passkeys/:id')
  @HttpCode(204)
  @ApiParam({ name: 'id', description: "The passkey's id." })
  @ApiNoContentResponse({ description: 'Removed: it no longer logs in.' })
  @ApiErrors(400, 401, 404, 503, { 400: BAD_ADDRESS, 404: 'No such passkey.' })
  async removePasskey(
    @CurrentAdmin() admin: AdminSession,
    @Param('id') id: string,
    @Client() client: ClientInfo,
  ): Promise<void> {
    await this.auth.removePasskey(admin, id, client);
  }

  @Get('sessions')
  @ApiOkResponse({
    type: SessionView,
    isArray: true,
    description: 'The open sessions, newest first.',
  })
  @ApiErrors(401, 503)
  async sessions(@CurrentAdmin() admin: AdminSession): Promise<SessionView[]> {
    return (await this.auth.listSessions(admin)).map((session) => SessionView.of(session));
  }

  @Delete('sessions/:id')
  @HttpCode(204)
  @ApiParam({ name: 'id', description: "The session's id." })
  @ApiNoContentResponse({ description: 'Signed out: its token stops working at once.' })
  @ApiErrors(400, 401, 404, 503, { 400: BAD_ADDRESS, 404: 'No such open session.' })
  async endSession(
    @CurrentAdmin() admin: AdminSession,
    @Param('id') id: string,
    @Client() client: ClientInfo,
  ): Promise<void> {
    await this.auth.endSession(admin, id, client);
  }

  @Post('sessions/sign-out-others')
  @HttpCode(200)
  @ApiOkResponse({ type: SignedOutView, description: 'Every other session is signed out.' })
  @ApiErrors(401, 503)
  async endOthers(
    @CurrentAdmin() admin: AdminSession,
    @Client() client: ClientInfo,
  ): Promise<SignedOutView> {
    return { signedOut: await this.auth.endOtherSessions(admin, client) };
  }
}
