// @ts-check
// The nginx configuration tested for real: plain ESM test files (no transform), run one file at a
// time because each starts its own nginx, bff processes and PostgreSQL.
/** @type {import('jest').Config} */
export default {
  rootDir: import.meta.dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.mjs'],
  moduleFileExtensions: ['mjs', 'js', 'json'],
  transform: {},
  maxWorkers: 1,
  testTimeout: 60_000,
};
