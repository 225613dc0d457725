import { Inject, Injectable, Optional } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { AuditLog, type AuditRecord } from '@site/audit';
import { type PostEntity } from '../post.entity.js';
import { type PostSnapshot, type RevisionKind } from '../revisions/post-revision.entity.js';

/**
 * The posts' lines in the audit log, written in the transaction of the change (the request's
 * address and session come from the audit context). An autosave is not audited: the revisions
 * keep it. Without the audit module (this module's own specs) nothing is written.
 */
@Injectable()
export class PostAudit {
  constructor(@Optional() @Inject(AuditLog) private readonly audit?: AuditLog | null) {}

  /** The events of a change the post's revisions record as `kind`. */
  async changed(
    manager: EntityManager,
    post: PostEntity,
    kind: RevisionKind,
    before: PostSnapshot | null,
  ): Promise<void> {
    const subject = post.title;
    const events: AuditRecord[] = [];
    const nowPublished = post.status === 'published' && before?.status !== 'published';
    switch (kind) {
      case 'created':
        events.push({ action: 'post.create', subject, detail: post.status });
        if (nowPublished) events.push({ action: 'post.publish', subject });
        break;
      case 'saved':
      case 'restored':
        events.push({
          action: 'post.update',
          subject,
          detail: kind === 'restored' ? 'a revision restored' : post.status,
        });
        if (nowPublished) events.push({ action: 'post.publish', subject });
        break;
      case 'published':
        events.push({ action: 'post.publish', subject, detail: 'at its scheduled time' });
        break;
      case 'trashed':
        events.push({ action: 'post.delete', subject });
        break;
      case 'untrashed':
        events.push({ action: 'post.restore', subject });
        break;
      case 'autosaved':
        break;
    }
    for (const event of events) await this.audit?.record(event, manager);
  }

  /** A post deleted for good (`detail`: why, when not by the admin's hand). */
  async purged(manager: EntityManager, post: PostEntity, detail?: string): Promise<void> {
    await this.audit?.record({ action: 'post.purge', subject: post.title, detail }, manager);
  }
}
