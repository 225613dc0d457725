import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { OptionalText, RequiredText } from '../http/validation.js';

/** The admin's post form, sent as multipart/form-data (with an optional `image` file). */
export class PostFormDto {
  @ApiProperty({ maxLength: 200 })
  @RequiredText('Title', 200)
  title!: string;

  @ApiProperty({ maxLength: 200, example: 'choosing-a-website-platform' })
  @RequiredText('Slug', 200, {
    then: [
      Matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
        message:
          'Slug may contain only lower-case letters, digits and single hyphens, such as my-first-post.',
      }),
    ],
  })
  slug!: string;

  @ApiProperty({ maxLength: 500 })
  @RequiredText('Excerpt', 500)
  excerpt!: string;

  @ApiProperty({ maxLength: 200_000, description: 'HTML; sanitised before it is stored.' })
  @RequiredText('Content', 200_000)
  content!: string;

  @ApiProperty({ maxLength: 50, example: '5 min read' })
  @RequiredText('Read time', 50)
  readTime!: string;

  @ApiPropertyOptional({ maxLength: 1000, example: 'Web Development, SEO' })
  @OptionalText('Tags', 1000)
  tags?: string;
}

/** The same form as OpenAPI shows it, with its file part. */
export class PostFormWithImageDto extends PostFormDto {
  @ApiPropertyOptional({
    type: 'string',
    format: 'binary',
    description: 'JPEG, PNG, WebP, GIF or AVIF, at most 5 MB',
  })
  image?: unknown;
}
