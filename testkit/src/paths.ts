import path from 'node:path';

/** The repository's root folder (this file sits in testkit/src, or testkit/dist once built). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
