import { pipeline } from 'node:stream/promises';
import {
  Body,
  ConflictException,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Patch,
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
import { type Response } from 'express';
import { isUuid } from '@site/common';
import { InboxService, MessagesCsv, NotificationSender } from '@site/contact';
import { COMPANY_TIME_ZONE, INBOX, INBOX_MESSAGES } from '@site/contract';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { APP_CONFIG } from '../config/app-config.js';
import { type RuntimeConfig } from '../config/runtime-config.js';
import { ApiErrors, BAD_ADDRESS } from '../docs/api-errors.js';
import { RequireJsonBody } from '../http/require-media-type.js';
import {
  AdminMessageView,
  InboxPageView,
  MessageCountsView,
  NoteView,
} from './admin-message.view.js';
import {
  InboxFilterDto,
  InboxQueryDto,
  MessageStatusDto,
  NewNoteDto,
} from './admin-messages.query.js';

const ID = { name: 'id', description: "The message's `_id`." };
const NOT_FOUND = { 404: 'No such message (or a malformed id).' };
const BY_ADDRESS = { ...NOT_FOUND, 400: BAD_ADDRESS };
const NOTHING_TO_RETRY = 'This message has no failed notification to send again.';

/** Answers 404 with INBOX_MESSAGES.notFound when the service found nothing. */
function found<T>(value: T | null | false): T {
  if (value === null || value === false) throw new NotFoundException(INBOX_MESSAGES.notFound);
  return value;
}

/** The day in Pakistan, YYYY-MM-DD (the export's file name). */
function companyDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_TIME_ZONE }).format(date);
}

/** The admin's lead inbox. */
@ApiTags('admin')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('api/admin/messages')
export class AdminMessagesController {
  /** A mail server is set up (SMTP_URL): failed and disabled emails can be sent again. */
  private readonly canSend: boolean;

  constructor(
    private readonly inbox: InboxService,
    private readonly csv: MessagesCsv,
    private readonly sender: NotificationSender,
    @Inject(APP_CONFIG) config: RuntimeConfig,
  ) {
    this.canSend = Boolean(config.mail.smtpUrl);
  }

  @Get()
  @ApiOkResponse({ type: InboxPageView, description: 'One page of the inbox, newest first.' })
  @ApiErrors(400, 401, 503)
  async list(@Query() query: InboxQueryDto): Promise<InboxPageView> {
    const { page = 1, ...filter } = query;
    const pageSize = INBOX.pageSize;
    return InboxPageView.of(await this.inbox.page({ ...filter, page, pageSize }), page, pageSize);
  }

  @Get('counts')
  @ApiOkResponse({ type: MessageCountsView, description: 'How many messages each status holds.' })
  @ApiErrors(401, 503)
  async counts(): Promise<MessageCountsView> {
    return MessageCountsView.of(await this.inbox.counts());
  }

  @Get('export.csv')
  @ApiOkResponse({
    description:
      'The messages the filter holds (as the list, every page), newest first, as CSV: UTF-8 ' +
      'with a byte-order mark, a header row, every field with the lead context and the notes; ' +
      "a cell starting with =, +, -, @, tab or CR gets a leading '.",
    content: { 'text/csv': { schema: { type: 'string' } } },
    headers: {
      'Content-Disposition': {
        description: 'attachment; filename="messages-YYYY-MM-DD.csv" (the day in Pakistan).',
        schema: { type: 'string' },
      },
    },
  })
  @ApiErrors(400, 401, 503)
  async export(@Query() filter: InboxFilterDto, @Res() response: Response): Promise<void> {
    const csv = await this.csv.export(filter);
    response.status(200).set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="messages-${companyDay(new Date())}.csv"`,
      'Cache-Control': 'no-store',
    });
    await pipeline(csv, response);
  }

  @Get(':id')
  @ApiParam(ID)
  @ApiOkResponse({ type: AdminMessageView, description: 'The message with everything kept of it.' })
  @ApiErrors(400, 401, 404, 503, BY_ADDRESS)
  async byId(@Param('id') id: string): Promise<AdminMessageView> {
    return AdminMessageView.of(found(await this.inbox.detail(id)), this.canSend);
  }

  @Patch(':id')
  @UseInterceptors(RequireJsonBody)
  @ApiParam(ID)
  @ApiOkResponse({
    type: AdminMessageView,
    description:
      'The message in its new status. Out of spam, its company email is queued (and sent); ' +
      'into spam, its emails not yet sent are suppressed.',
  })
  @ApiErrors(400, 401, 404, 413, 415, 503, NOT_FOUND)
  async setStatus(
    @Param('id') id: string,
    @Body() body: MessageStatusDto,
  ): Promise<AdminMessageView> {
    return AdminMessageView.of(found(await this.inbox.setStatus(id, body.status)), this.canSend);
  }

  @Post(':id/notifications/retry')
  @HttpCode(200)
  @ApiParam(ID)
  @ApiOkResponse({
    type: AdminMessageView,
    description:
      'Its failed and disabled emails are queued again, with a fresh count of attempts and ' +
      'the same Message-ID, and sent at once; the answer is the message as it is then (as GET ' +
      'answers it). Without SMTP_URL a disabled email is disabled again at once (a failed or ' +
      'disabled email is `retryable` only while the server can send).',
  })
  @ApiErrors(400, 401, 404, 409, 503, {
    ...BY_ADDRESS,
    409: `No email of the message is failed or disabled: "${NOTHING_TO_RETRY}"`,
  })
  async retryNotifications(@Param('id') id: string): Promise<AdminMessageView> {
    const queued = isUuid(id) ? await this.sender.retry(id) : 0;
    const detail = found(await this.inbox.detail(id));
    if (queued === 0) throw new ConflictException(NOTHING_TO_RETRY);
    return AdminMessageView.of(detail, this.canSend);
  }

  @Post(':id/notes')
  @UseInterceptors(RequireJsonBody)
  @ApiParam(ID)
  @ApiCreatedResponse({ type: NoteView, description: 'The note, added to the message.' })
  @ApiErrors(400, 401, 404, 413, 415, 503, NOT_FOUND)
  async addNote(@Param('id') id: string, @Body() body: NewNoteDto): Promise<NoteView> {
    return NoteView.of(found(await this.inbox.addNote(id, body.text)));
  }

  @Delete(':id/notes/:noteId')
  @HttpCode(204)
  @ApiParam(ID)
  @ApiParam({ name: 'noteId', description: "The note's `_id`." })
  @ApiNoContentResponse({ description: 'The note is deleted.' })
  @ApiErrors(400, 401, 404, 503, {
    400: BAD_ADDRESS,
    404: 'No such message, or no such note of it.',
  })
  async deleteNote(@Param('id') id: string, @Param('noteId') noteId: string): Promise<void> {
    found(await this.inbox.deleteNote(id, noteId));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiParam(ID)
  @ApiNoContentResponse({
    description: 'The message is deleted for good, with its notes and emails (privacy requests).',
  })
  @ApiErrors(400, 401, 404, 503, BY_ADDRESS)
  async delete(@Param('id') id: string): Promise<void> {
    found(await this.inbox.delete(id));
  }
}
