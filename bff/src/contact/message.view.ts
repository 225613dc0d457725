import { ApiProperty } from '@nestjs/swagger';
import { type MessageEntity } from '@site/contact';

/** A contact message as the admin's message list reads it. */
export class MessageView {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) company!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty() message!: string;
  @ApiProperty({ format: 'date-time' }) date!: string;

  static of(entity: MessageEntity): MessageView {
    return {
      _id: entity.id,
      name: entity.name,
      email: entity.email,
      company: entity.company,
      phone: entity.phone,
      message: entity.message,
      date: entity.createdAt.toISOString(),
    };
  }
}
