/**
 * The rules of writing and publishing posts: statuses, the company's time zone, revisions and
 * the trash. No dependencies: this file runs in Node and in the browser.
 */

/** A post's status. Only `published` posts whose publish time has passed are public. */
export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** The dashboard's filters: a status, or the trash. */
export const POST_FILTERS = [...POST_STATUSES, 'trash'] as const;
export type PostFilter = (typeof POST_FILTERS)[number];

/** The dashboard's orders: last saved, publish time, title (A–Z). */
export const POST_SORTS = ['updated', 'published', 'title'] as const;
export type PostSort = (typeof POST_SORTS)[number];

/** Where the company is: publish times are shown and entered in this zone, stored in UTC. */
export const COMPANY_TIME_ZONE = 'Asia/Karachi';

export const PUBLISHING = {
  /** Revisions kept per post (the oldest go first). */
  maxRevisions: 50,
  /** An autosave within this time of the previous autosave replaces it rather than adding one. */
  autosaveMergeMs: 10 * 60_000,
  /** A post in the trash is purged, with its images, this long after it was trashed. */
  trashDays: 30,
  /** The lifetimes a share link may have, in days. */
  previewLinkDays: [1, 7, 30] as const,
  /** The dashboard's page size. */
  adminPageSize: 20,
} as const;

/** Fields a draft may leave blank; publishing or scheduling needs them. */
export const REQUIRED_TO_PUBLISH = ['excerpt', 'content', 'readTime'] as const;

export const PUBLISHING_MESSAGES = {
  editedElsewhere:
    'This post was changed in another window since you opened it, so your save was not applied. ' +
    'Your text is still in the form: copy what you need, then reopen the post to see the other version.',
  publishAtRequired: 'Choose a date and time to publish the scheduled post.',
  publishAtPast: 'The publish time has passed: choose a time in the future, or publish now.',
  publishAtFuture:
    'The publish time is in the future: schedule the post, or choose a time that has passed.',
  publishAtInvalid: 'Publish time must be a date and time, such as 2026-12-01T09:00:00+05:00.',
  inTrash: 'This post is in the trash. Restore it first.',
  notInTrash: 'Only a post in the trash can be deleted for good: move it to the trash first.',
  slugInTrash:
    'A post in the trash has this slug. Choose another slug, or restore or delete that post.',
} as const;
