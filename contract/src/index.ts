export * from './rules.js';
export type * from './api.js';
