import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type Repository } from 'typeorm';
import { MessageEntity } from './message.entity.js';

export interface MessageInput {
  name: string;
  email: string;
  company?: string;
  phone?: string;
  message: string;
}

@Injectable()
export class MessagesService {
  constructor(
    @InjectRepository(MessageEntity) private readonly messages: Repository<MessageEntity>,
  ) {}

  /**
   * Resolves only once the row is committed: a message the visitor was told was sent is kept.
   * One INSERT … RETURNING in autocommit, durable when it answers; `save()` would wrap it in
   * BEGIN/COMMIT, three round trips instead of one on the busiest write path.
   */
  async create(input: MessageInput): Promise<MessageEntity> {
    const values = {
      name: input.name.trim(),
      email: input.email.trim(),
      company: emptyToNull(input.company),
      phone: emptyToNull(input.phone),
      message: input.message.trim(),
    };
    // insert() reads back the generated id and created_at (RETURNING) without a transaction.
    const { generatedMaps } = await this.messages.insert(values);
    return this.messages.create({ ...values, ...generatedMaps[0] });
  }

  /** Every message, newest first. */
  list(): Promise<MessageEntity[]> {
    return this.messages.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }
}

function emptyToNull(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
