import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { type Request, type Response } from 'express';
import { diskStorage } from 'multer';
import { type Observable } from 'rxjs';
import { type ImageUpload } from '@site/blog';
import { IMAGE_ALT_MESSAGE, MAX_IMAGE_BYTES } from '@site/contract';

/** Where uploads wait for the image pipeline: on disk, so ten 20 MB uploads at once never sit in
 * the heap. Each file is removed when its request ends (SpooledUploadCleanup). */
const SPOOL = path.join(os.tmpdir(), 'site-uploads');

/** Multipart limits: one image file and the form's text fields. Multer stops reading at the
 * first byte over the cap (413). */
export const imageUpload = FileInterceptor('image', {
  storage: diskStorage({ destination: SPOOL }),
  defParamCharset: 'utf8', // field names as typed, not read as Latin-1
  limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 14, fieldSize: 1024 * 1024, parts: 16 },
});

/** Removes the spooled file once the answer is sent or the client has gone, whatever the
 * outcome. Runs before multer (it only listens for the end of the request). */
export class SpooledUploadCleanup implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    context
      .switchToHttp()
      .getResponse<Response>()
      .once('close', () => {
        if (request.file?.path) void rm(request.file.path, { force: true });
      });
    return next.handle();
  }
}

/** The image's description as the form gives it: '' when marked decorative; undefined when
 * neither is given. */
export function describedAlt(form: {
  imageAlt?: string;
  imageDecorative?: string;
}): string | undefined {
  if (form.imageDecorative === 'true') return '';
  return form.imageAlt ? form.imageAlt : undefined;
}

/** A new cover image with its description; a new image needs one (or the decorative mark). */
export function describedUpload(
  form: { imageAlt?: string; imageDecorative?: string },
  file: Express.Multer.File | undefined,
): ImageUpload | undefined {
  if (!file) return undefined;
  const alt = describedAlt(form);
  if (alt === undefined) throw new BadRequestException(IMAGE_ALT_MESSAGE);
  return { file: file.path, alt };
}
