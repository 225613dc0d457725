import { type DynamicModule, Module } from '@nestjs/common';
import { AppMetrics } from './app-metrics.js';
import { DatabaseMetrics } from './database-metrics.js';
import { MetricsListener } from './metrics-listener.js';

/**
 * The app's metrics (global: the contact controller counts into them). `served`: the listener
 * and the database's series too; without it the counters count and nothing reads them.
 */
@Module({})
export class MetricsModule {
  static forRoot(metrics: AppMetrics, served: boolean): DynamicModule {
    return {
      module: MetricsModule,
      global: true,
      providers: [
        { provide: AppMetrics, useValue: metrics },
        ...(served ? [DatabaseMetrics, MetricsListener] : []),
      ],
      exports: [AppMetrics],
    };
  }
}
