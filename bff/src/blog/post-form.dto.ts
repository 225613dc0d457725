import { ApiPropertyOptional, ApiSchema, type OpenAPIObject } from '@nestjs/swagger';

import { IsIn, IsISO8601, IsOptional, Matches } from 'class-validator';
import {
  IMAGE_MIME_TYPES,
  MAX_IMAGE_BYTES,
  POST_FIELDS,
  POST_STATUSES,
  type PostStatus,
  PUBLISHING_MESSAGES,
  REQUIRED_TO_PUBLISH,
  textPattern,
} from '@site/contract';
import { TextField } from '../http/validation.js';

/** A draft may be saved with these fields blank. */
const isDraft = (form: Record<string, unknown>) => form.status === 'draft';
const DRAFT_BLANK = 'Required unless `status` is draft.';

/** The admin's post form, sent as multipart/form-data (with an optional `image` file). */
@ApiSchema({ name: 'PostForm' })
export class PostFormDto {
  @TextField(POST_FIELDS.title)
  title!: string;

  @TextField(POST_FIELDS.slug, { example: 'choosing-a-website-platform' })
  slug!: string;

  @TextField(POST_FIELDS.excerpt, { blankWhen: isDraft, description: DRAFT_BLANK })
  excerpt!: string;

  @TextField(POST_FIELDS.content, {
    blankWhen: isDraft,
    description: `HTML; sanitised before it is stored. ${DRAFT_BLANK}`,
  })
  content!: string;

  @TextField(POST_FIELDS.readTime, {
    blankWhen: isDraft,
    example: '5 min read',
    description: DRAFT_BLANK,
  })
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

  @IsOptional()
  @IsIn(POST_STATUSES, { message: `status must be one of ${POST_STATUSES.join(', ')}.` })
  @ApiPropertyOptional({
    enum: POST_STATUSES,
    description:
      'draft: not public. scheduled: public from `publishAt`. published: public now (or since ' +
      '`publishAt`, a past time). Default: published for a new post, unchanged for an edit.',
  })
  status?: PostStatus;

  @IsOptional()
  @IsISO8601(
    { strict: true, strictSeparator: true },
    { message: PUBLISHING_MESSAGES.publishAtInvalid },
  )
  @Matches(/(Z|[+-][0-9]{2}:[0-9]{2})$/, { message: PUBLISHING_MESSAGES.publishAtInvalid })
  @ApiPropertyOptional({
    format: 'date-time',
    example: '2026-12-01T09:00:00+05:00',
    description: 'When a scheduled post goes public (with its time zone offset); stored in UTC.',
  })
  publishAt?: string;

  @IsOptional()
  @IsIn(['true', 'false'], { message: 'autosave must be true or false.' })
  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: 'true: an autosave of the editor (its revision is replaced by the next autosave).',
  })
  autosave?: 'true' | 'false';
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

/**
 * Writes the draft rule into the post form's request bodies: a form is a draft, or has every
 * field REQUIRED_TO_PUBLISH, not blank. OpenAPI 3.0 has no if/then: an anyOf beside the form's
 * schema says it (on the bodies, so the PostForm type itself stays one object).
 */
export function documentDraftRule(document: OpenAPIObject): void {
  const rule = {
    anyOf: [
      { required: ['status'], properties: { status: { enum: ['draft'] } } },
      {
        required: [...REQUIRED_TO_PUBLISH],
        properties: Object.fromEntries(
          REQUIRED_TO_PUBLISH.map((field) => [
            field,
            { minLength: 1, pattern: textPattern(POST_FIELDS[field]) },
          ]),
        ),
      },
    ],
  };
  for (const item of Object.values(document.paths)) {
    for (const operation of [item.post, item.put]) {
      const body = operation?.requestBody;
      const media = body && !('$ref' in body) ? body.content['multipart/form-data'] : undefined;
      const schema = media?.schema;
      if (media && schema && '$ref' in schema && schema.$ref.endsWith('/PostUpload')) {
        media.schema = { allOf: [schema, rule] };
      }
    }
  }
}
