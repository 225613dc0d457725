import { type INestApplication } from '@nestjs/common';
import { parse } from 'cookie';
import { type Request } from 'express';
import { AuthService } from '@site/auth';
import { PreviewLinks } from '@site/blog';
import { ADMIN_PREVIEW_COOKIE, type PreviewAccess } from './blog-pages.js';

/** Share links from the blog module; the admin's cookie checked as a bearer token is. */
export function previewAccess(app: INestApplication): PreviewAccess {
  const links = app.get(PreviewLinks);
  const auth = app.get(AuthService);
  return {
    postOf: (token) => links.postOf(token),
    async isAdmin(request: Request) {
      const token = parse(request.headers.cookie ?? '')[ADMIN_PREVIEW_COOKIE];
      return token !== undefined && (await auth.sessionOfToken(token)) !== null;
    },
  };
}
