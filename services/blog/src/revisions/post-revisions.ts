import { type EntityManager } from 'typeorm';
import { PUBLISHING } from '@site/contract';
import { type PostEntity } from '../post.entity.js';
import { summariseChange } from './change-summary.js';
import {
  PostRevisionEntity,
  type PostSnapshot,
  type RevisionKind,
} from './post-revision.entity.js';

/** What a revision keeps of a post. */
export function snapshotOf(post: PostEntity): PostSnapshot {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    readTime: post.readTime,
    tags: post.tags,
    status: post.status,
    publishedAt: post.publishedAt?.toISOString() ?? null,
  };
}

/** Kinds whose summary says what happened rather than what changed. */
const EVENTS: Partial<Record<RevisionKind, string>> = {
  trashed: 'Moved to the trash',
  untrashed: 'Restored from the trash',
  published: 'Published as scheduled',
};

/**
 * Keeps the post's new state as a revision, inside the save's transaction: an autosave soon
 * after another autosave replaces it (typing is one change, not hundreds), and only the newest
 * PUBLISHING.maxRevisions of a post stay. `note` is added to the summary (an image replaced).
 */
export async function recordRevision(
  manager: EntityManager,
  post: PostEntity,
  kind: RevisionKind,
  before: PostSnapshot | null,
  note?: string,
): Promise<void> {
  const snapshot = snapshotOf(post);
  const describe = (base: PostSnapshot | null) => {
    const change = EVENTS[kind] ?? summariseChange(base, snapshot);
    // A restore says first which revision it brought back.
    return (kind === 'restored' ? [note, change] : [change, note]).filter(Boolean).join('; ');
  };
  const revisions = manager.getRepository(PostRevisionEntity);
  if (kind === 'autosaved') {
    const [latest, previous] = await revisions.find({
      where: { postId: post.id },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: 2,
    });
    const merging =
      latest?.kind === 'autosaved' &&
      Date.now() - latest.createdAt.getTime() < PUBLISHING.autosaveMergeMs;
    if (latest && merging) {
      await revisions.update(
        { id: latest.id },
        {
          version: post.version,
          snapshot,
          summary: describe(previous?.snapshot ?? null),
          createdAt: new Date(),
        },
      );
      return;
    }
  }
  await revisions.insert({
    postId: post.id,
    version: post.version,
    kind,
    summary: describe(before),
    snapshot,
  });
  await manager.query(
    `DELETE FROM post_revisions WHERE post_id = $1 AND id NOT IN (
       SELECT id FROM post_revisions WHERE post_id = $1
        ORDER BY created_at DESC, id DESC LIMIT ${PUBLISHING.maxRevisions})`,
    [post.id],
  );
}
