export { createTestDatabase, type TestDatabase } from './test-database.js';
export { startTestModule, type TestModule, type TestModuleOptions } from './test-module.js';
export * from './images.js';
export * from './photos.js';
