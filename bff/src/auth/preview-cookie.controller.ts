import { Controller, Delete, HttpCode, Inject, Put, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import { type SerializeOptions, serialize } from 'cookie';
import { type Request, type Response } from 'express';
import { ADMIN_PREVIEW_COOKIE } from '../blog-pages/blog-pages.js';
import { APP_CONFIG } from '../config/app-config.js';
import { type RuntimeConfig } from '../config/runtime-config.js';
import { ApiErrors } from '../docs/api-errors.js';
import { bearerToken } from './bearer-token.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';

/**
 * The admin's preview of unpublished posts at their real address: the admin's token as an
 * HttpOnly, SameSite=Strict cookie sent only to /blog, for as long as the token lives. The blog's
 * pages check it as a bearer token is checked, so logging out (or a revoked token) ends it too.
 */
@ApiTags('auth')
@Controller('api/auth/preview-cookie')
export class PreviewCookieController {
  constructor(@Inject(APP_CONFIG) private readonly config: RuntimeConfig) {}

  @Put()
  @HttpCode(204)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiNoContentResponse({
    description:
      'Sets the preview cookie: the blog pages then show unpublished posts to this browser.',
  })
  @ApiErrors(401, 503)
  set(@Req() request: Request, @Res({ passthrough: true }) response: Response): void {
    const token = bearerToken(request) ?? '';
    const expires = tokenExpiry(token);
    response.setHeader(
      'Set-Cookie',
      serialize(ADMIN_PREVIEW_COOKIE, token, { ...this.options(), expires }),
    );
  }

  @Delete()
  @HttpCode(204)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiNoContentResponse({ description: 'Removes the preview cookie (before logout).' })
  @ApiErrors(401)
  clear(@Res({ passthrough: true }) response: Response): void {
    response.setHeader(
      'Set-Cookie',
      serialize(ADMIN_PREVIEW_COOKIE, '', { ...this.options(), expires: new Date(0) }),
    );
  }

  private options(): SerializeOptions {
    return {
      httpOnly: true,
      sameSite: 'strict',
      path: '/blog',
      secure: this.config.siteUrl.startsWith('https:'),
    };
  }
}

/** A verified token's expiry (its `exp`), read from its payload. */
function tokenExpiry(token: string): Date | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    exp?: unknown;
  };
  return typeof exp === 'number' ? new Date(exp * 1000) : undefined;
}
