/** Stops the PostgreSQL the global setup started, if it started one. */
export default async function globalTeardown(): Promise<void> {
  await globalThis.__TEST_POSTGRES__?.stop();
}
