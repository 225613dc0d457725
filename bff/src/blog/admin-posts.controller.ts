import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Res,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { PostAdminReads, PostsService, PreviewLinks } from '@site/blog';
import { PUBLISHING } from '@site/contract';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { ApiErrors, BAD_ADDRESS } from '../docs/api-errors.js';
import { type Response } from 'express';
import { RequireJsonBody } from '../http/require-media-type.js';
import { ApiIfMatch, etagOf, IfMatchVersion } from './if-match.js';
import {
  AdminPostPageView,
  AdminPostView,
  PreviewLinkView,
  RevisionSummaryView,
  RevisionView,
} from './admin-post.view.js';
import { AdminPostQueryDto, NewPreviewLinkDto } from './admin-posts.query.js';

const ID = { name: 'id', description: "The post's `_id`." };
const REVISION_ID = { name: 'revisionId', description: "The revision's `_id`." };

/** The admin's side of the posts: every state, the trash, revisions and share links. The
 * writes of a post's fields stay on POST/PUT/DELETE /api/blogs. */
@ApiTags('admin')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('api/admin/posts')
export class AdminPostsController {
  constructor(
    private readonly posts: PostsService,
    private readonly reads: PostAdminReads,
    private readonly links: PreviewLinks,
  ) {}

  @Get()
  @ApiOkResponse({ type: AdminPostPageView, description: 'One page of the dashboard.' })
  @ApiErrors(400, 401, 503)
  async list(@Query() query: AdminPostQueryDto): Promise<AdminPostPageView> {
    const { page = 1, status, q, sort = 'updated' } = query;
    const pageSize = PUBLISHING.adminPageSize;
    const result = await this.reads.page({ page, pageSize, filter: status, q, sort });
    return AdminPostPageView.of(result, page, pageSize);
  }

  @Get(':id')
  @ApiParam(ID)
  @ApiOkResponse({
    type: AdminPostView,
    description: 'The post in any state, the trash included.',
    headers: {
      ETag: {
        description: 'The post\u2019s version in quotes: an edit sends it back as If-Match.',
        schema: { type: 'string', example: '"3"' },
      },
    },
  })
  @ApiErrors(400, 401, 404, 503, { 400: BAD_ADDRESS })
  async byId(
    @Param('id') id: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminPostView> {
    const post = await this.reads.byId(id);
    response.setHeader('ETag', etagOf(post.version));
    return AdminPostView.of(post);
  }

  @Post(':id/restore')
  @HttpCode(200)
  @ApiParam(ID)
  @ApiOkResponse({ type: AdminPostView, description: 'The post, out of the trash.' })
  @ApiErrors(400, 401, 404, 409, 503, { 409: 'The post is not in the trash.' })
  async restore(@Param('id') id: string): Promise<AdminPostView> {
    return AdminPostView.of(await this.posts.restoreFromTrash(id));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiParam(ID)
  @ApiNoContentResponse({ description: 'The post is deleted for good, with its images.' })
  @ApiErrors(400, 401, 404, 409, 503, {
    400: BAD_ADDRESS,
    409: 'The post is not in the trash: move it there first (DELETE /api/blogs/{id}).',
  })
  async deleteForever(@Param('id') id: string): Promise<void> {
    await this.posts.deleteForever(id);
  }

  @Get(':id/revisions')
  @ApiParam(ID)
  @ApiOkResponse({ type: [RevisionSummaryView], description: 'The revisions, newest first.' })
  @ApiErrors(400, 401, 404, 503, { 400: BAD_ADDRESS })
  async revisions(@Param('id') id: string): Promise<RevisionSummaryView[]> {
    return (await this.reads.revisionList(id)).map((revision) => RevisionSummaryView.of(revision));
  }

  @Get(':id/revisions/:revisionId')
  @ApiParam(ID)
  @ApiParam(REVISION_ID)
  @ApiOkResponse({ type: RevisionView, description: 'The revision with what it recorded.' })
  @ApiErrors(400, 401, 404, 503, { 400: BAD_ADDRESS, 404: 'No such post or revision.' })
  async revision(
    @Param('id') id: string,
    @Param('revisionId') revisionId: string,
  ): Promise<RevisionView> {
    return RevisionView.of(await this.reads.revision(id, revisionId));
  }

  @Post(':id/revisions/:revisionId/restore')
  @HttpCode(200)
  @ApiIfMatch()
  @ApiParam(ID)
  @ApiParam(REVISION_ID)
  @ApiOkResponse({
    type: AdminPostView,
    description: "The post with the revision's text back (a new revision); status and image kept.",
  })
  @ApiErrors(400, 401, 404, 409, 503, {
    404: 'No such post or revision.',
    409:
      'The post was saved since the If-Match version, is in the trash, or its old slug is ' +
      'taken now.',
  })
  async restoreRevision(
    @Param('id') id: string,
    @Param('revisionId') revisionId: string,
    @IfMatchVersion() version: number | undefined,
  ): Promise<AdminPostView> {
    return AdminPostView.of(await this.posts.restoreRevision(id, revisionId, version));
  }

  @Get(':id/preview-links')
  @ApiParam(ID)
  @ApiOkResponse({ type: [PreviewLinkView], description: 'The links that still work.' })
  @ApiErrors(400, 401, 404, 503, { 400: BAD_ADDRESS })
  async previewLinks(@Param('id') id: string): Promise<PreviewLinkView[]> {
    const post = await this.reads.byId(id);
    return (await this.links.active(id)).map((link) => PreviewLinkView.of(link, post.slug));
  }

  @Post(':id/preview-links')
  @UseInterceptors(RequireJsonBody)
  @ApiParam(ID)
  @ApiCreatedResponse({
    type: PreviewLinkView,
    description: 'A private link to the post for someone without an account, until it expires.',
  })
  @ApiErrors(400, 401, 404, 415, 503)
  async newPreviewLink(
    @Param('id') id: string,
    @Body() body: NewPreviewLinkDto,
  ): Promise<PreviewLinkView> {
    const post = await this.reads.byId(id);
    return PreviewLinkView.of(await this.links.issue(id, body.days), post.slug);
  }

  @Delete(':id/preview-links/:linkId')
  @HttpCode(204)
  @ApiParam(ID)
  @ApiParam({ name: 'linkId', description: "The link's `_id`." })
  @ApiNoContentResponse({ description: 'The link stops working at once.' })
  @ApiErrors(400, 401, 404, 503, { 400: BAD_ADDRESS, 404: 'No such working link of this post.' })
  async revokePreviewLink(@Param('id') id: string, @Param('linkId') linkId: string): Promise<void> {
    await this.links.revoke(id, linkId);
  }
}
