import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import {
  AUDIT,
  AUDIT_ACTION_NAMES,
  AUDIT_OUTCOMES,
  type AuditAction,
  type AuditOutcome,
} from '@site/contract';
import { Day, WholeNumber } from '../http/query-params.js';

/** GET /api/admin/audit?action=&outcome=&from=&to=&page=. */
export class AuditQueryDto {
  @IsOptional()
  @IsIn(AUDIT_ACTION_NAMES, { message: `action must be one of ${AUDIT_ACTION_NAMES.join(', ')}.` })
  @ApiPropertyOptional({ enum: AUDIT_ACTION_NAMES, description: 'Only events of this action.' })
  action?: AuditAction;

  @IsOptional()
  @IsIn(AUDIT_OUTCOMES, { message: `outcome must be one of ${AUDIT_OUTCOMES.join(', ')}.` })
  @ApiPropertyOptional({ enum: AUDIT_OUTCOMES, description: 'Only successes, or only failures.' })
  outcome?: AuditOutcome;

  @Day('from', 'The first day (YYYY-MM-DD, Pakistan time), inclusive.')
  from?: string;

  @Day('to', 'The last day (YYYY-MM-DD, Pakistan time), inclusive.')
  to?: string;

  @WholeNumber('page', 1, AUDIT.maxPage, 'The page, from 1. Default 1.')
  page?: number;
}
