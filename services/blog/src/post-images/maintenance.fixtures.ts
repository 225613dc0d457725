import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { Test, type TestingModule } from '@nestjs/testing';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { startTestModule, type TestModule } from '@site/common/testing';
import { S3_TEST_CREDENTIALS, startS3 } from '@site/testkit';
import { BlogModule } from '../blog.module.js';
import { type ImagePipeline } from '../images/image-pipeline.js';
import { blogEntities, blogMigrations } from '../index.js';
import {
  type ListedObject,
  OBJECT_STORAGE,
  type ObjectStorage,
  type StorageOptions,
} from '../storage/object-storage.js';
import { IMAGE_MAINTENANCE_SCHEDULE, type ImageMaintenanceSchedule } from './image-maintenance.js';

export const DRIVERS = ['disk', 's3'] as const;
export type Driver = (typeof DRIVERS)[number];

/** Nothing runs by itself: the specs call the jobs. */
export const NO_SCHEDULE: ImageMaintenanceSchedule = {
  backfillDelayMs: null,
  sweepDelayMs: null,
  sweepIntervalMs: 60_000,
};

export interface MaintenanceBlog {
  module: TestModule;
  dataSource: DataSource;
  storage: ObjectStorage;
  /** Another connection pool on the same database, as a second bff replica has. */
  replica(): Promise<DataSource>;
  /** Every key the storage lists, sorted. */
  storedKeys(): Promise<string[]>;
  /** The stored bytes, or null. */
  read(key: string): Promise<Buffer | null>;
  /** Another start of the blog module on the same database and storage, as the next start
   * of the bff (or another replica) is; its providers may be replaced. */
  startAgain(replace: [token: symbol, value: unknown][]): Promise<TestingModule>;
  /** Empties the posts table and the storage. */
  clear(): Promise<void>;
  close(): Promise<void>;
}

/** The blog module on its own database and a real storage of the given driver. */
export async function startMaintenanceBlog(
  driver: Driver,
  schedule: ImageMaintenanceSchedule = NO_SCHEDULE,
): Promise<MaintenanceBlog> {
  const cleanups: (() => Promise<void>)[] = [];
  let options: StorageOptions;
  if (driver === 'disk') {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'blog-maintenance-'));
    cleanups.push(() => rm(directory, { recursive: true, force: true }));
    options = { driver: 'disk', directory };
  } else {
    const s3 = await startS3({ bucket: 'maintenance' });
    cleanups.push(() => s3.stop());
    options = {
      driver: 's3',
      bucket: s3.bucket,
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      ...S3_TEST_CREDENTIALS,
    };
  }
  const module = await startTestModule({
    entities: blogEntities,
    migrations: blogMigrations,
    imports: [BlogModule.forRoot({ storage: options })],
    override: (builder) => builder.overrideProvider(IMAGE_MAINTENANCE_SCHEDULE).useValue(schedule),
  });
  const storage = module.moduleRef.get<ObjectStorage>(OBJECT_STORAGE);
  const replicas: DataSource[] = [];
  const storedKeys = async () => (await listAll(storage)).map((object) => object.key).sort();
  return {
    module,
    dataSource: module.dataSource,
    storage,
    async replica() {
      const replica = new DataSource({ ...module.dataSource.options, migrationsRun: false });
      await replica.initialize();
      replicas.push(replica);
      return replica;
    },
    async startAgain(replace) {
      const builder = Test.createTestingModule({
        imports: [
          TypeOrmModule.forRoot({ ...module.dataSource.options, migrationsRun: false }),
          BlogModule.forRoot({ storage: options }),
        ],
      })
        .overrideProvider(IMAGE_MAINTENANCE_SCHEDULE)
        .useValue(schedule);
      for (const [token, value] of replace) builder.overrideProvider(token).useValue(value);
      const started = await builder.compile();
      await started.init();
      return started;
    },
    storedKeys,
    async read(key) {
      const object = await storage.get(key);
      return object ? buffer(object.body) : null;
    },
    async clear() {
      await module.dataSource.query('TRUNCATE posts CASCADE');
      for (const key of await storedKeys()) await storage.delete(key);
    },
    async close() {
      for (const replica of replicas) await replica.destroy();
      await module.close();
      for (const cleanup of cleanups) await cleanup();
    },
  };
}

export async function listAll(storage: ObjectStorage): Promise<ListedObject[]> {
  const objects: ListedObject[] = [];
  for await (const object of storage.list()) objects.push(object);
  return objects;
}

export interface OldPost {
  id: string;
  imageKey: string | null;
}

/** A post as the blog wrote it before the image pipeline: image_key, no images. */
export async function insertOldPost(
  dataSource: DataSource,
  imageKey: string | null,
  content = '<p>Text.</p>',
): Promise<OldPost> {
  const slug = `old-${randomUUID().slice(0, 8)}`;
  const [row] = await dataSource.query<{ id: string }[]>(
    `INSERT INTO posts (title, slug, excerpt, content, read_time, image_key)
     VALUES ($1, $2, 'An old post.', $3, '2 min read', $4) RETURNING id`,
    [`Title of ${slug}`, slug, content, imageKey],
  );
  return { id: row!.id, imageKey };
}

/** A pipeline that counts the images it is given, and may run a step before each. */
export function countingPipeline(
  pipeline: ImagePipeline,
  before?: (call: number) => Promise<void> | void,
): ImagePipeline & { calls: number } {
  const counting = {
    calls: 0,
    async process(input: Parameters<ImagePipeline['process']>[0]) {
      counting.calls += 1;
      await before?.(counting.calls);
      return pipeline.process(input);
    },
    get active() {
      return pipeline.active;
    },
    get waiting() {
      return pipeline.waiting;
    },
  };
  return counting;
}
