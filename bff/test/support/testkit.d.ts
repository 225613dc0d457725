// Types of the shared test kit (testkit/*.mjs, plain ESM with JSDoc) as the bff's tests use it.
declare module '@site/testkit' {
  import { type ChildProcess } from 'node:child_process';

  export const REPO_ROOT: string;

  export interface RunningPostgresServer {
    url: string;
    port: number;
    /** Stops the server, keeping its data. */
    pause(): Promise<void>;
    /** Starts it again on the same port and data. */
    start(): Promise<void>;
    /** Stops it and deletes its folder. */
    stop(): Promise<void>;
  }
  export function startPostgres(options?: { database?: string }): Promise<RunningPostgresServer>;

  export interface RunningBff {
    url: string;
    port: number;
    dataDir: string;
    child: ChildProcess;
    output(): string;
    exited: Promise<number | null>;
    stop(signal?: NodeJS.Signals): Promise<number | null>;
  }
  export function startBff(options?: {
    databaseUrl?: string;
    env?: Record<string, string>;
    frontendDist?: string;
  }): Promise<RunningBff>;

  export interface RunningS3 {
    endpoint: string;
    bucket: string;
    env: Record<string, string>;
    stop(): Promise<void>;
  }
  export function startS3(options?: { bucket?: string }): Promise<RunningS3>;

  export function freePort(): Promise<number>;
  export function waitFor(
    check: () => Promise<boolean>,
    options?: { timeoutMs?: number; intervalMs?: number; describe?: () => string },
  ): Promise<void>;
}
