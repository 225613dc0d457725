import { Body, Controller, Get, Header, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MessagesService } from '@site/contact';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { ApiErrors } from '../docs/api-errors.js';
import { AppMetrics } from '../metrics/app-metrics.js';
import { CreateMessageDto, FormTokenView } from './create-message.dto.js';
import { MessageView } from './message.view.js';

@ApiTags('contact')
@Controller('api')
export class ContactController {
  constructor(
    private readonly messages: MessagesService,
    private readonly metrics: AppMetrics,
  ) {}

  @Post('contact')
  @HttpCode(201)
  @ApiCreatedResponse({
    description:
      'The message is stored (no body). Suspected spam is stored too, with the same answer.',
  })
  @ApiErrors(400, 413, 415, 429, 503, {
    429:
      'Too many messages accepted from this address in the window, or too many attempts of ' +
      'any kind: wait the seconds in Retry-After.',
  })
  async send(@Body() dto: CreateMessageDto): Promise<void> {
    const message = await this.messages.create(dto);
    this.metrics.contactMessage(message.spamReason);
  }

  @Get('contact/form-token')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    type: FormTokenView,
    description:
      'A signed timing token for the contact form, fetched when the form opens and sent back ' +
      'as `formToken` (not cached: each is good for one message).',
  })
  @ApiErrors(503)
  formToken(): FormTokenView {
    return { token: this.messages.formToken() };
  }

  @Get('messages')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ type: [MessageView], description: 'Every message, newest first.' })
  @ApiErrors(401, 503)
  async list(): Promise<MessageView[]> {
    return (await this.messages.list()).map((message) => MessageView.of(message));
  }
}
