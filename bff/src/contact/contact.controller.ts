import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MessagesService } from '@site/contact';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { ApiErrors } from '../docs/api-errors.js';
import { CreateMessageDto } from './create-message.dto.js';
import { MessageView } from './message.view.js';

@ApiTags('contact')
@Controller('api')
export class ContactController {
  constructor(private readonly messages: MessagesService) {}

  @Post('contact')
  @HttpCode(201)
  @ApiCreatedResponse({ description: 'The message is stored (no body).' })
  @ApiErrors(400, 413, 415, 429, 503, {
    429: 'Too many messages from this address in the window: wait the seconds in Retry-After.',
  })
  async send(@Body() dto: CreateMessageDto): Promise<void> {
    await this.messages.create(dto);
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
