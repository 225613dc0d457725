import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiParam,
  ApiSecurity,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { type PostEntity, type PostSaveOptions, PostsService, type Visibility } from '@site/blog';
import { POST_LIST } from '@site/contract';
import { type Request } from 'express';
import { JwtAuthGuard, OptionalJwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { ApiErrors, ApiMoved, BAD_ADDRESS } from '../docs/api-errors.js';
import { MovedPermanently } from '../errors/http-error.js';
import { ApiIfMatch, IfMatchVersion } from './if-match.js';
import { RequireMultipart } from '../http/require-media-type.js';
import {
  describedAlt,
  describedUpload,
  imageUpload,
  SpooledUploadCleanup,
} from './image-upload.js';
import { PostFormDto, PostFormWithImageDto } from './post-form.dto.js';
import { PostListQueryDto } from './post-list.query.js';
import { PostNeighboursView, PostPageView, PostSummaryView, PostView } from './post.view.js';

@ApiTags('blog')
@ApiExtraModels(PostFormDto, PostView, PostSummaryView, PostPageView, PostNeighboursView)
@Controller('api/blogs')
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  @Get()
  @UseGuards(OptionalJwtAuthGuard)
  @ApiSecurity({}) // public; a token, when sent, is checked
  @ApiBearerAuth()
  @ApiOkResponse({
    description:
      'Without query parameters: every post, newest first (an array). With any: one page of ' +
      'them, with the total (`PostPage`).',
    schema: {
      oneOf: [
        { type: 'array', items: { $ref: getSchemaPath(PostView) } },
        { $ref: getSchemaPath(PostPageView) },
      ],
    },
  })
  @ApiErrors(400, 401, 503, {
    400: 'A query parameter breaks its rule, or is not one of page, pageSize, tag, q and fields.',
    401: 'An Authorization header was sent and its token is not valid (no header: no 401).',
  })
  async list(@Query() query: PostListQueryDto): Promise<PostView[] | PostPageView> {
    const { page = 1, pageSize = POST_LIST.defaultPageSize, tag, q, fields } = query;
    if ([query.page, query.pageSize, tag, q, fields].every((value) => value === undefined)) {
      return (await this.posts.list()).map((post) => PostView.of(post));
    }
    const summary = fields === 'summary';
    const { items, total } = await this.posts.listPage({ page, pageSize, tag, q, summary });
    const view = (post: PostEntity) => (summary ? PostSummaryView.of(post) : PostView.of(post));
    return { items: items.map(view), total, page, pageSize };
  }

  @Get(':slug')
  @UseGuards(OptionalJwtAuthGuard)
  @ApiSecurity({})
  @ApiBearerAuth()
  @ApiParam({ name: 'slug', description: "The post's slug." })
  @ApiOkResponse({
    type: PostView,
    description: 'The post: a public one, or with an admin token any post outside the trash.',
  })
  @ApiMoved('The post has a new slug: Location is its address.')
  @ApiErrors(400, 401, 404, 503, { 400: BAD_ADDRESS })
  async bySlug(@Param('slug') slug: string, @Req() request: Request): Promise<PostView> {
    const visibility = visibilityOf(request);
    return PostView.of(
      await this.orMoved(slug, visibility, '', () => this.posts.findBySlug(slug, visibility)),
    );
  }

  @Get(':slug/related')
  @UseGuards(OptionalJwtAuthGuard)
  @ApiSecurity({})
  @ApiBearerAuth()
  @ApiParam({ name: 'slug', description: "The post's slug." })
  @ApiOkResponse({
    type: PostNeighboursView,
    description: 'The related posts, and the posts published just before and after it.',
  })
  @ApiMoved('The post has a new slug: Location is the address of its related posts.')
  @ApiErrors(400, 401, 404, 503, { 400: BAD_ADDRESS })
  async neighbours(
    @Param('slug') slug: string,
    @Req() request: Request,
  ): Promise<PostNeighboursView> {
    const visibility = visibilityOf(request);
    return PostNeighboursView.of(
      await this.orMoved(slug, visibility, '/related', () =>
        this.posts.neighbours(slug, visibility),
      ),
    );
  }

  /** `read`, or a 301 to the post's new slug when the slug is an old one. */
  private async orMoved<T>(
    slug: string,
    visibility: Visibility,
    suffix: string,
    read: () => Promise<T>,
  ): Promise<T> {
    try {
      return await read();
    } catch (error) {
      const moved = await this.posts.movedTo(slug, visibility);
      if (moved) throw new MovedPermanently(`/api/blogs/${moved}${suffix}`);
      throw error;
    }
  }

  @Post()
  @UseGuards(JwtAuthGuard)
  @UseInterceptors(RequireMultipart, SpooledUploadCleanup, imageUpload)
  @ApiBearerAuth()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: PostFormWithImageDto })
  @ApiCreatedResponse({ type: PostView, description: 'The post as stored.' })
  @ApiErrors(400, 401, 409, 413, 415, 422, 503)
  async create(
    @Body() form: PostFormDto,
    @UploadedFile() image?: Express.Multer.File,
  ): Promise<PostView> {
    return PostView.of(
      await this.posts.create(form, describedUpload(form, image), saveOptionsOf(form)),
    );
  }

  @Put(':id')
  @UseGuards(JwtAuthGuard)
  @UseInterceptors(RequireMultipart, SpooledUploadCleanup, imageUpload)
  @ApiBearerAuth()
  @ApiConsumes('multipart/form-data')
  @ApiParam({ name: 'id', description: "The post's `_id`." })
  @ApiBody({ type: PostFormWithImageDto })
  @ApiOkResponse({
    type: PostView,
    description: 'The post as stored; without an image part it keeps its image.',
  })
  @ApiErrors(400, 401, 404, 409, 413, 415, 422, 503, {
    409:
      'The slug is taken, the post was saved elsewhere since the If-Match version, or the post ' +
      'is in the trash. Nothing changed.',
  })
  @ApiIfMatch()
  async update(
    @Param('id') id: string,
    @Body() form: PostFormDto,
    @IfMatchVersion() version: number | undefined,
    @UploadedFile() image?: Express.Multer.File,
  ): Promise<PostView> {
    return PostView.of(
      await this.posts.update(id, form, describedUpload(form, image), describedAlt(form), {
        ...saveOptionsOf(form),
        version,
      }),
    );
  }

  @Delete(':id')
  @HttpCode(204)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiParam({ name: 'id', description: "The post's `_id`." })
  @ApiNoContentResponse({
    description:
      'The post is moved to the trash: gone from the public side at once, restorable for 30 ' +
      'days (POST /api/admin/posts/{id}/restore), then deleted with its images.',
  })
  @ApiErrors(400, 401, 404, 503, { 400: BAD_ADDRESS })
  async remove(@Param('id') id: string): Promise<void> {
    await this.posts.remove(id);
  }
}

/** An admin (a valid token was sent) may read unpublished posts; others only public ones. */
function visibilityOf(request: Request): Visibility {
  return { unpublished: request.user !== undefined };
}

/** The form's publishing fields as the service takes them. */
function saveOptionsOf(form: PostFormDto): PostSaveOptions {
  return {
    status: form.status,
    publishAt: form.publishAt === undefined ? undefined : new Date(form.publishAt),
    autosave: form.autosave === 'true',
  };
}
