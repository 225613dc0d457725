import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@site/testkit';
import type { StackOptions } from './tests/fixtures.js';

export default defineConfig<StackOptions>({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One worker: the admin specs revoke tokens and the public ones read the blog the admin
  // specs write; serial runs keep them from seeing each other half-way.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  projects: [
    { name: 'main', use: { stack: 'main' } },
    { name: 's3', use: { stack: 's3' }, testMatch: /admin\.spec\.ts$/ },
  ],
});
