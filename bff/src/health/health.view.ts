import { ApiProperty, type ApiPropertyOptions, ApiSchema } from '@nestjs/swagger';

const CHECKS: ApiPropertyOptions = {
  type: 'object',
  description: 'Each check by name (`database`, `storage`).',
  additionalProperties: {
    type: 'object',
    properties: { status: { type: 'string', enum: ['up'] } },
    required: ['status'],
  },
};

/** The health answer when every check is up (Terminus's shape). */
@ApiSchema({ name: 'HealthView' })
export class HealthView {
  @ApiProperty({ enum: ['ok'] }) status!: 'ok';
  @ApiProperty(CHECKS) info!: Record<string, { status: 'up' }>;
  @ApiProperty({
    type: 'object',
    description: 'Empty when every check is up.',
    additionalProperties: false,
  })
  error!: Record<string, never>;
  @ApiProperty(CHECKS) details!: Record<string, { status: 'up' }>;
}
