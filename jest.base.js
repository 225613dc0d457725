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
      '^@site/common/testing$': `${root}/services/common/src/testing/index.ts`,
      '^@site/(contract|testkit)$': `${root}/$1/src/index.ts`,
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
    // Compiled (tsc -b testkit): Jest loads these outside its module registry.
    globalSetup: `${root}/testkit/dist/jest/global-setup.js`,
    globalTeardown: `${root}/testkit/dist/jest/global-teardown.js`,
    testTimeout: 30_000,
    ...overrides,
  };
}
