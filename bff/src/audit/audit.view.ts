import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { type AuditEvent } from '@site/audit';
import {
  AUDIT_ACTION_NAMES,
  AUDIT_OUTCOMES,
  type AuditAction,
  type AuditOutcome,
} from '@site/contract';

const nullable = (description: string) =>
  ApiProperty({ type: String, nullable: true, description });

@ApiSchema({ name: 'AuditEventView' })
export class AuditEventView {
  @ApiProperty({ description: 'Increasing with each event.' }) id!: string;
  @ApiProperty({ type: String, format: 'date-time', description: "The database's time." })
  at!: string;
  @ApiProperty({ enum: AUDIT_ACTION_NAMES, description: 'What happened (labels: AUDIT_ACTIONS).' })
  action!: AuditAction;
  @ApiProperty({ enum: AUDIT_OUTCOMES }) outcome!: AuditOutcome;
  @nullable('The client address.') ipAddress!: string | null;
  @nullable("The admin's session, when one was open.") sessionId!: string | null;
  @nullable('What it was done to: a post, a username tried, a passkey.') subject!: string | null;
  @nullable('A short note: the method, the reason of a failure.') detail!: string | null;

  static of(event: AuditEvent): AuditEventView {
    return { ...event, at: event.at.toISOString() };
  }
}

@ApiSchema({ name: 'AuditPage' })
export class AuditPageView {
  @ApiProperty({ type: AuditEventView, isArray: true }) items!: AuditEventView[];
  @ApiProperty({ type: 'integer', minimum: 0 }) total!: number;
  @ApiProperty({ type: 'integer', minimum: 1 }) page!: number;
  @ApiProperty({ type: 'integer', minimum: 1 }) pageSize!: number;
}
