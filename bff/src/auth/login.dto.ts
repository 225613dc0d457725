import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class LoginDto {
  @ApiProperty({ maxLength: 100 })
  @IsString({ message: 'Username must be text.' })
  @IsNotEmpty({ message: 'Username is required.' })
  @MaxLength(100, { message: 'Username must be at most 100 characters.' })
  username!: string;

  // Not trimmed: spaces may be part of a password.
  @ApiProperty({ maxLength: 200 })
  @IsString({ message: 'Password must be text.' })
  @IsNotEmpty({ message: 'Password is required.' })
  @MaxLength(200, { message: 'Password must be at most 200 characters.' })
  password!: string;
}

export class TokenView {
  @ApiProperty({ description: 'Bearer token (HS256 JWT)' })
  token!: string;
}
