import {
  Controller,
  Get,
  Inject,
  NotFoundException,
  Param,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { type Response } from 'express';
import { OBJECT_STORAGE, type ObjectStorage } from '@site/blog';
import { IMAGE_MIME_TYPES } from '@site/contract';
import { ApiErrors, BAD_ADDRESS } from '../docs/api-errors.js';

/** Streams post images out of object storage. Keys are random and never reused, so answers
 * may be cached for a year. Unknown or malformed keys (no paths, no traversal) are 404. Each
 * image goes out with its key's own type and nosniff. */
@ApiTags('blog')
@Controller('uploads')
export class UploadsController {
  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  @Get(':key')
  @ApiParam({
    name: 'key',
    description: "The key of a post's `image` (the part after `uploads/`), such as `<uuid>.webp`.",
  })
  @ApiOkResponse({
    description: "The image, with its key's type. Cached for a year: a key is never reused.",
    headers: {
      'Cache-Control': {
        schema: { type: 'string', example: 'public, max-age=31536000, immutable' },
      },
    },
    content: Object.fromEntries(
      IMAGE_MIME_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    ),
  })
  @ApiErrors(400, 404, 503, {
    400: BAD_ADDRESS,
    404: 'No image has this key (or the key is not an image key).',
  })
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
