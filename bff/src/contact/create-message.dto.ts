import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, Matches } from 'class-validator';
import { OptionalText, RequiredText } from '../http/validation.js';

export class CreateMessageDto {
  @ApiProperty({ maxLength: 100, example: 'Ayesha Khan' })
  @RequiredText('Name', 100)
  name!: string;

  @ApiProperty({ maxLength: 254, example: 'ayesha@example.com' })
  @RequiredText('Email', 254, {
    then: [IsEmail({}, { message: 'Email must be a valid email address.' })],
  })
  email!: string;

  @ApiPropertyOptional({ maxLength: 120 })
  @OptionalText('Company', 120)
  company?: string;

  @ApiPropertyOptional({ maxLength: 30, example: '+92 51 1234567' })
  @OptionalText('Phone', 30, {
    then: [
      Matches(/^[0-9 +\-()]*$/, { message: 'Phone may contain only digits, spaces and + - ( ).' }),
    ],
  })
  phone?: string;

  @ApiProperty({ maxLength: 5000 })
  @RequiredText('Message', 5000)
  message!: string;
}
