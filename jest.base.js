// Shared Jest settings: native ESM (NestJS 12 is ESM-only), TypeScript through @swc/jest with
// legacy decorators and metadata (Nest DI reads constructor parameter types), and workspace
// packages mapped to their sources so a test never runs against a stale build.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

/** @param {string} rootDir @param {import('jest').Config} [overrides] @returns {import('jest').Config} */
export function jestConfig(rootDir, overrides = {}) {
  return {
    rootDir,
    testEnvironment: 'node',
    extensionsToTreatAsEsm: ['.ts'],
    moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
    moduleNameMapper: {
      '^@site/(common|blog|contact|auth)$': `${root}/services/$1/src/index.ts`,
      '^@site/(common|blog)/testing$': `${root}/services/$1/src/testing/index.ts`,
      '^@site/contract$': `${root}/contract/src/index.ts`,
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    transform: {
      '^.+\\.ts$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', decorators: true },
            transform: { legacyDecorator: true, decoratorMetadata: true },
            target: 'es2022',
            keepClassNames: true,
          },
          module: { type: 'es6' },
        },
      ],
    },
    globalSetup: `${root}/services/common/jest/global-setup.js`,
    globalTeardown: `${root}/services/common/jest/global-teardown.js`,
    testTimeout: 30_000,
    ...overrides,
  };
}
