import { type DynamicModule, type Type } from '@nestjs/common';
import { Test, type TestingModule, type TestingModuleBuilder } from '@nestjs/testing';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { createTestDatabase } from './test-database.js';

type Class = new (...args: never[]) => unknown;

export interface TestModuleOptions {
  /** The module's entities and migrations (they run, as at boot). */
  entities: Class[];
  migrations: Class[];
  /** The module under test, configured. */
  imports: (Type | DynamicModule)[];
  /** Last changes to the module before it compiles, e.g. overrideProvider(...). */
  override?: (builder: TestingModuleBuilder) => void;
}

export interface TestModule {
  moduleRef: TestingModule;
  dataSource: DataSource;
  /** Closes the module and drops its database. */
  close(): Promise<void>;
}

/** A service module running on its own fresh database, migrations applied and hooks run. */
export async function startTestModule(options: TestModuleOptions): Promise<TestModule> {
  const db = await createTestDatabase();
  const builder = Test.createTestingModule({
    imports: [
      TypeOrmModule.forRoot({
        type: 'postgres',
        url: db.url,
        entities: options.entities,
        migrations: options.migrations,
        migrationsRun: true,
      }),
      ...options.imports,
    ],
  });
  options.override?.(builder);
  const moduleRef = await builder.compile();
  await moduleRef.init();
  return {
    moduleRef,
    dataSource: moduleRef.get(DataSource),
    async close() {
      await moduleRef.close();
      await db.drop();
    },
  };
}
