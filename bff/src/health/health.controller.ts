import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  HealthCheckService,
  HealthIndicatorService,
  TypeOrmHealthIndicator,
} from '@nestjs/terminus';
import { OBJECT_STORAGE, type ObjectStorage } from '@site/blog';
import { ApiErrors } from '../docs/api-errors.js';
import { HealthView } from './health.view.js';

/** Each check's time limit: a frozen database still gets its 503 well within a second. */
const CHECK_TIMEOUT_MS = 500;

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  /** 200 when PostgreSQL and object storage both answer within 0.5 s; 503 naming what does not. */
  @Get()
  @ApiOkResponse({ type: HealthView, description: 'PostgreSQL and storage answer.' })
  @ApiErrors(503, {
    503: 'PostgreSQL or storage does not answer within 0.5 s; the message names which.',
  })
  async check() {
    try {
      return await this.health.check([
        () => this.database.pingCheck('database', { timeout: CHECK_TIMEOUT_MS }),
        () =>
          this.indicators
            .check('storage')
            .attempt(() => this.storage.ping())
            .withTimeout(CHECK_TIMEOUT_MS),
      ]);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      const body = error.getResponse() as { error?: Record<string, unknown> };
      const down = Object.keys(body.error ?? {});
      throw new ServiceUnavailableException(
        `Unavailable: ${down.length ? down.join(' and ') : 'unknown'} not answering.`,
      );
    }
  }
}
