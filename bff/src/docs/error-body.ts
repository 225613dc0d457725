import { ApiProperty, ApiSchema } from '@nestjs/swagger';

/** Every error answer of the API has this shape. */
@ApiSchema({ name: 'ErrorBody' })
export class ErrorBody {
  @ApiProperty({ type: 'integer', example: 400, description: 'The HTTP status, repeated.' })
  statusCode!: number;

  @ApiProperty({
    example: 'Title is required.',
    description: 'What went wrong, in words fit to show the user.',
  })
  message!: string;

  @ApiProperty({ example: 'Bad Request', description: "The status's standard reason phrase." })
  error!: string;
}
