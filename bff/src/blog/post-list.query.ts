import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { POST_LIST, SLUG_PATTERN } from '@site/contract';
import { SearchParam, WholeNumber } from '../http/query-params.js';

/** A parameter's checks, run in the order given; the first that fails is the answer. */
const Checked = applyDecorators;

/** The query of GET /api/blogs. Without any parameter the answer is every post; with any, one
 * page of them with the total. Unknown parameters are refused, as unknown body fields are. */
export class PostListQueryDto {
  @WholeNumber('page', 1, POST_LIST.maxPage, 'The page, from 1. Default 1.')
  page?: number;

  @WholeNumber(
    'pageSize',
    1,
    POST_LIST.maxPageSize,
    `Posts per page. Default ${POST_LIST.defaultPageSize}.`,
  )
  pageSize?: number;

  @Checked(
    IsOptional(),
    IsString({ message: 'tag must be text.' }),
    MaxLength(POST_LIST.maxTagLength, {
      message: `tag must be at most ${POST_LIST.maxTagLength} characters.`,
    }),
    Matches(new RegExp(SLUG_PATTERN.source), {
      message:
        'tag must be a tag slug: lower-case letters, digits and single hyphens, such as web-development.',
    }),
    ApiPropertyOptional({
      type: String,
      maxLength: POST_LIST.maxTagLength,
      pattern: SLUG_PATTERN.source,
      example: 'web-development',
      description:
        "Only posts with this tag, named by its slug: 'Web Development' is `web-development` " +
        '(accents dropped, lower case, every run of other characters than a-z and 0-9 one hyphen).',
    }),
  )
  tag?: string;

  @SearchParam(POST_LIST.maxQueryLength, {
    example: 'website "local seo" -wordpress',
    description:
      'Full-text search (PostgreSQL, English) over title, excerpt and content, in web-search syntax: words, "a phrase", `or`, `-word`. Best matches first (a hit in the title counts most, then the excerpt, then the content), then newest. Trimmed; text of stop words only (\'the\') matches nothing.',
  })
  q?: string;

  @IsOptional()
  @IsIn(['summary'], { message: 'fields must be summary.' })
  @ApiPropertyOptional({
    enum: ['summary'],
    description: '`summary`: the posts without `content` (`PostSummary`).',
  })
  fields?: 'summary';
}
