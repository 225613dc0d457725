import { ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
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
