import { ApiProperty } from '@nestjs/swagger';
import { RequiredText } from '../http/validation.js';

export class LoginDto {
  @ApiProperty({ maxLength: 100 })
  @RequiredText('Username', 100)
  username!: string;

  // Not trimmed: spaces may be part of a password.
  @ApiProperty({ maxLength: 200 })
  @RequiredText('Password', 200, { trim: false })
  password!: string;
}

export class TokenView {
  @ApiProperty({ description: 'Bearer token (HS256 JWT)' })
  token!: string;
}
