import {
  Controller,
  Get,
  Inject,
  NotFoundException,
  Param,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { type Response } from 'express';
import { OBJECT_STORAGE, type ObjectStorage } from '@site/blog';

/** Streams post images out of object storage. Keys are random and never reused, so answers
 * may be cached for a year. Unknown or malformed keys (no paths, no traversal) are 404. Each
 * image goes out with its key's own type and nosniff. */
@ApiExcludeController()
@Controller('uploads')
export class UploadsController {
  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  @Get(':key')
  async image(
    @Param('key') key: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const image = await this.storage.get(key);
    if (!image) throw new NotFoundException('Image not found');
    response.set({
      'Cache-Control': 'public, max-age=31536000, immutable',
      // An upload may be a polyglot (a real GIF that is also an HTML page): its type comes from
      // its key, never from the client, and browsers must not sniff it into a page.
      'X-Content-Type-Options': 'nosniff',
    });
    return new StreamableFile(image.body, { type: image.contentType, length: image.size });
  }
}
