import { ApiSchema } from '@nestjs/swagger';
import { MESSAGE_FIELDS } from '@site/contract';
import { TextField } from '../http/validation.js';

/** A message of the public contact form. */
@ApiSchema({ name: 'NewMessage' })
export class CreateMessageDto {
  @TextField(MESSAGE_FIELDS.name, { example: 'Ayesha Khan' })
  name!: string;

  @TextField(MESSAGE_FIELDS.email, { example: 'ayesha@example.com' })
  email!: string;

  @TextField(MESSAGE_FIELDS.company)
  company?: string;

  @TextField(MESSAGE_FIELDS.phone, { example: '+92 51 1234567' })
  phone?: string;

  @TextField(MESSAGE_FIELDS.message)
  message!: string;
}
