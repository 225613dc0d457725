// React components under jsdom, native ESM like the rest of the repository. The API is answered
// at the network boundary by MSW (test/server.ts); the browser suite uses the real one.
export default {
  rootDir: import.meta.dirname,
  testEnvironment: '<rootDir>/test/jsdom-environment.js',
  // msw/node is published for Node, not for the browser conditions jsdom resolves by default.
  testEnvironmentOptions: { customExportConditions: [''] },
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}', '<rootDir>/test/**/*.spec.{ts,tsx}'],
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    // Jest drops the ?raw query: the one SVG imported as text is named.
    '/favicon\\.svg$': '<rootDir>/test/svg-raw-stub.js',
    '\\.(svg|png|jpe?g|webp|gif|avif)$': '<rootDir>/test/file-stub.js',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@site/contract$': '<rootDir>/../contract/src/index.ts',
  },
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: {
            react: { runtime: 'automatic' },
            optimizer: { globals: { vars: { 'import.meta.env': 'process.env' } } },
          },
          target: 'es2022',
        },
        module: { type: 'es6' },
      },
    ],
  },
  testTimeout: 15_000,
};
