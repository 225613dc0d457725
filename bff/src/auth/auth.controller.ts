import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type Request } from 'express';
import { type AdminSession, AuthService } from '@site/auth';
import { CurrentAdmin } from './current-admin.decorator.js';
import { ApiErrors } from '../docs/api-errors.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';
import { LoginDto, TokenView } from './login.dto.js';

@ApiTags('auth')
@Controller('api/auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: TokenView, description: 'The bearer token for the admin routes.' })
  @ApiErrors(400, 401, 413, 415, 429, 503, {
    401: 'Wrong username or password (the same answer for both).',
    429: 'Too many failed logins for this username or from this address: locked for the seconds in Retry-After.',
  })
  async login(@Body() dto: LoginDto, @Req() request: Request): Promise<TokenView> {
    return { token: await this.auth.login(dto.username, dto.password, request.ip ?? 'unknown') };
  }

  @Post('logout')
  @HttpCode(204)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiNoContentResponse({ description: 'Every token issued so far stops working.' })
  @ApiErrors(401, 503)
  async logout(@CurrentAdmin() admin: AdminSession): Promise<void> {
    await this.auth.logout(admin.adminId);
  }
}
