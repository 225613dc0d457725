import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuditLog } from '@site/audit';
import { AUDIT } from '@site/contract';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { ApiErrors } from '../docs/api-errors.js';
import { AuditQueryDto } from './audit.query.js';
import { AuditEventView, AuditPageView } from './audit.view.js';

/** The audit log, read-only. */
@ApiTags('admin')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('api/admin/audit')
export class AuditController {
  constructor(private readonly audit: AuditLog) {}

  @Get()
  @ApiOkResponse({ type: AuditPageView, description: 'One page of the audit log, newest first.' })
  @ApiErrors(400, 401, 503)
  async list(@Query() query: AuditQueryDto): Promise<AuditPageView> {
    const { page = 1, ...filter } = query;
    const pageSize = AUDIT.pageSize;
    const { items, total } = await this.audit.page({ ...filter, page, pageSize });
    return { items: items.map((event) => AuditEventView.of(event)), total, page, pageSize };
  }
}
