import { ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES, POST_FIELDS } from '@site/contract';
import { TextField } from '../http/validation.js';

/** The admin's post form, sent as multipart/form-data (with an optional `image` file). */
@ApiSchema({ name: 'PostForm' })
export class PostFormDto {
  @TextField(POST_FIELDS.title)
  title!: string;

  @TextField(POST_FIELDS.slug, { example: 'choosing-a-website-platform' })
  slug!: string;

  @TextField(POST_FIELDS.excerpt)
  excerpt!: string;

  @TextField(POST_FIELDS.content, { description: 'HTML; sanitised before it is stored.' })
  content!: string;

  @TextField(POST_FIELDS.readTime, { example: '5 min read' })
  readTime!: string;

  @TextField(POST_FIELDS.tags, {
    nullable: false,
    example: 'Web Development, SEO',
    description: 'Comma-separated; stored trimmed, without empties or repeats.',
  })
  tags?: string;

  @TextField(POST_FIELDS.imageAlt, {
    nullable: false,
    example: 'Two developers reviewing a website design on a laptop',
    description:
      "The image's description, used as its `alt`. Required with a new image unless " +
      '`imageDecorative` is true; on its own it changes the description of the current image.',
  })
  imageAlt?: string;

  @IsOptional()
  @IsIn(['true', 'false'], { message: 'imageDecorative must be true or false.' })
  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: 'true: the image is decorative (`alt=""`), and imageAlt is ignored.',
  })
  imageDecorative?: 'true' | 'false';
}

/** The same form as the request body is documented, with its file part. */
@ApiSchema({ name: 'PostUpload' })
export class PostFormWithImageDto extends PostFormDto {
  @ApiPropertyOptional({
    type: 'string',
    format: 'binary',
    description: `${IMAGE_MIME_TYPES.join(', ')} (recognised by its bytes), at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`,
  })
  image?: unknown;
}
