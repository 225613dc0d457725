// React components under jsdom, native ESM like the rest of the repository. Fetch is
// intercepted at the network boundary in these tests; the browser suite uses the real API.
export default {
  rootDir: import.meta.dirname,
  testEnvironment: '<rootDir>/test/jsdom-environment.js',
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}', '<rootDir>/test/**/*.spec.{ts,tsx}'],
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '\\.(svg|png|jpe?g|webp|gif|avif)$': '<rootDir>/test/file-stub.js',
    '^(\\.{1,2}/.*)\\.js$': '$1',
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
