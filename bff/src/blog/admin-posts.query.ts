import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import {
  POST_FILTERS,
  POST_LIST,
  POST_SORTS,
  type PostFilter,
  type PostSort,
  PUBLISHING,
} from '@site/contract';
import { SearchParam, WholeNumber } from '../http/query-params.js';

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

  @SearchParam(POST_LIST.maxQueryLength, {
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
