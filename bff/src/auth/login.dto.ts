import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { LOGIN_FIELDS } from '@site/contract';
import { TextField } from '../http/validation.js';

@ApiSchema({ name: 'LoginRequest' })
export class LoginDto {
  @TextField(LOGIN_FIELDS.username)
  username!: string;

  @TextField(LOGIN_FIELDS.password)
  password!: string;
}

@ApiSchema({ name: 'TokenView' })
export class TokenView {
  @ApiProperty({ description: 'Bearer token (HS256 JWT)' })
  token!: string;
}
