export * from './rules.js';
export * from './post-list.js';
export type * from './api.js';
export type * from './blog-pages.js';
export * from './images.js';
export * from './publishing.js';
export * from './leads.js';
export * from './video-players.js';
export * from './account.js';
