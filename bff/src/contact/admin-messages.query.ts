import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  INBOX,
  INBOX_MESSAGES,
  MESSAGE_STATUSES,
  type MessageStatus,
  NO_CONTROL_CHARACTERS,
  textPattern,
} from '@site/contract';
import { Day, SearchParam, WholeNumber } from '../http/query-params.js';

const trim = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value,
);

/** A parameter's checks, run in the order given; the first that fails is the answer. */
const Checked = applyDecorators;

/** The filter of the inbox's list and of its CSV export. */
export class InboxFilterDto {
  @IsOptional()
  @IsIn(MESSAGE_STATUSES, { message: `status must be one of ${MESSAGE_STATUSES.join(', ')}.` })
  @ApiPropertyOptional({
    enum: MESSAGE_STATUSES,
    description: 'Only messages of this status. Default: the inbox (new, read and replied).',
  })
  status?: MessageStatus;

  @SearchParam(INBOX.searchMaxLength, {
    description:
      'Full-text search over name, email (a whole address, or its domain such as gmail.com), ' +
      'company and message, in web-search syntax ("a phrase", -word, or).',
  })
  q?: string;

  @Day('from', 'The first day (YYYY-MM-DD, Pakistan time), inclusive.')
  from?: string;

  @Day('to', 'The last day (YYYY-MM-DD, Pakistan time), inclusive.')
  to?: string;
}

/** GET /api/admin/messages?status=&q=&from=&to=&page=. */
export class InboxQueryDto extends InboxFilterDto {
  @WholeNumber('page', 1, INBOX.maxPage, 'The page, from 1. Default 1.')
  page?: number;
}

/** PATCH /api/admin/messages/{id}. */
@ApiSchema({ name: 'MessageStatusChange' })
export class MessageStatusDto {
  @IsIn(MESSAGE_STATUSES, { message: `status must be one of ${MESSAGE_STATUSES.join(', ')}.` })
  @ApiProperty({ enum: MESSAGE_STATUSES, description: 'The status to move the message to.' })
  status!: MessageStatus;
}

/** POST /api/admin/messages/{id}/notes. */
@ApiSchema({ name: 'NewNote' })
export class NewNoteDto {
  @Checked(
    trim,
    IsNotEmpty({ message: INBOX_MESSAGES.noteBlank }),
    IsString({ message: 'Note must be text.' }),
    MaxLength(INBOX.noteMaxLength, {
      message: `Note must be at most ${INBOX.noteMaxLength} characters.`,
    }),
    Matches(new RegExp(NO_CONTROL_CHARACTERS.source), {
      message: `Note ${NO_CONTROL_CHARACTERS.message}`,
    }),
    ApiProperty({
      type: String,
      minLength: 1,
      maxLength: INBOX.noteMaxLength,
      pattern: textPattern({ label: 'Note', maxLength: INBOX.noteMaxLength, required: true }),
      description: 'The note (trimmed; line breaks kept).',
    }),
  )
  text!: string;
}
