import {
  BadRequestException,
  Body,
  Controller,
  HttpCode,
  Post,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiProperty,
  ApiSchema,
  ApiTags,
} from '@nestjs/swagger';
import { PostsService } from '@site/blog';
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES, POST_FIELDS } from '@site/contract';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { ApiErrors } from '../docs/api-errors.js';
import { TextField } from '../http/validation.js';
import { RequireMultipart } from '../http/require-media-type.js';
import { ResponsiveImageView } from './image.view.js';
import { imageUpload, SpooledUploadCleanup } from './image-upload.js';

@ApiSchema({ name: 'ContentImageForm' })
export class ContentImageFormDto {
  @TextField(POST_FIELDS.imageAlt, {
    nullable: false,
    description: "The image's description, given back as `alt` (empty: decorative).",
  })
  alt?: string;
}

@ApiSchema({ name: 'ContentImageUpload' })
class ContentImageUploadDto extends ContentImageFormDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: `${IMAGE_MIME_TYPES.join(', ')} (recognised by its bytes), at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB. Required.`,
  })
  image?: unknown;
}

/** Images for the inside of a post: processed like a cover image and given back as variants
 * for the post form to place in the content. */
@ApiTags('blog')
@Controller('api/uploads')
export class ContentImagesController {
  constructor(private readonly posts: PostsService) {}

  @Post()
  @HttpCode(201)
  @UseGuards(JwtAuthGuard)
  @UseInterceptors(RequireMultipart, SpooledUploadCleanup, imageUpload)
  @ApiBearerAuth()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ContentImageUploadDto })
  @ApiCreatedResponse({ type: ResponsiveImageView, description: 'The image made for the web.' })
  @ApiErrors(400, 401, 413, 415, 422, 503, {
    400: 'No image part, or the description breaks its rule.',
  })
  async upload(
    @Body() form: ContentImageFormDto,
    @UploadedFile() image?: Express.Multer.File,
  ): Promise<ResponsiveImageView> {
    if (!image) throw new BadRequestException('Choose an image to upload.');
    return this.posts.storeContentImage({ file: image.path, alt: form.alt ?? '' });
  }
}
