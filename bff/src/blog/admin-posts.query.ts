import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  NO_CONTROL_CHARACTERS,
  POST_FILTERS,
  POST_LIST,
  POST_SORTS,
  type PostFilter,
  type PostSort,
  PUBLISHING,
  textPattern,
} from '@site/contract';
import { SEARCH_RULE, WholeNumber } from './post-list.query.js';

/** The dashboard's query: GET /api/admin/posts?status=&q=&sort=&page=. */
export class AdminPostQueryDto {
  @WholeNumber('page', 1, POST_LIST.maxPage, 'The page, from 1. Default 1.')
  page?: number;

  @IsOptional()
  @IsIn(POST_FILTERS, { message: `status must be one of ${POST_FILTERS.join(', ')}.` })
  @ApiPropertyOptional({
    enum: POST_FILTERS,
    description: 'Only posts of this status, or the trash. Default: every post outside the trash.',
  })
  status?: PostFilter;

  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsOptional()
  @IsString({ message: 'q must be text.' })
  @IsNotEmpty({ message: 'q must not be blank.' })
  @MaxLength(POST_LIST.maxQueryLength, {
    message: `q must be at most ${POST_LIST.maxQueryLength} characters.`,
  })
  @Matches(new RegExp(NO_CONTROL_CHARACTERS.source), {
    message: `q ${NO_CONTROL_CHARACTERS.message}`,
  })
  @ApiPropertyOptional({
    type: String,
    minLength: 1,
    maxLength: POST_LIST.maxQueryLength,
    pattern: textPattern(SEARCH_RULE),
    description: 'Full-text search over title, excerpt and content (web-search syntax).',
  })
  q?: string;

  @IsOptional()
  @IsIn(POST_SORTS, { message: `sort must be one of ${POST_SORTS.join(', ')}.` })
  @ApiPropertyOptional({
    enum: POST_SORTS,
    description:
      'updated: last saved first (default). published: newest publish time first, drafts last. ' +
      'title: A to Z.',
  })
  sort?: PostSort;
}

/** The body of POST /api/admin/posts/{id}/preview-links. */
export class NewPreviewLinkDto {
  @IsIn(PUBLISHING.previewLinkDays, {
    message: `days must be one of ${PUBLISHING.previewLinkDays.join(', ')}.`,
  })
  @ApiProperty({ enum: PUBLISHING.previewLinkDays, description: 'How long the link works.' })
  days!: (typeof PUBLISHING.previewLinkDays)[number];
}
