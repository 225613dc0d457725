import { DomainError } from '@site/common';
import { PUBLISHING_MESSAGES, type PostStatus } from '@site/contract';

/** Where a post stands: its status and publish time. */
export interface PostState {
  status: PostStatus;
  publishedAt: Date | null;
}

/** What a save asks for: a status (else the current one) and a publish time. */
export interface RequestedState {
  status?: PostStatus;
  publishAt?: Date;
}

/**
 * The state a save leaves the post in. A draft has no publish time. A scheduled post needs one
 * in the future. A published post keeps the time it went public, or takes the given time (which
 * must have passed: a future one is a schedule), or now.
 */
export function nextState(
  current: PostState | null,
  requested: RequestedState,
  now: Date,
): PostState {
  const status = requested.status ?? current?.status ?? 'published';
  const { publishAt } = requested;
  switch (status) {
    case 'draft':
      return { status, publishedAt: null };
    case 'scheduled': {
      const at = publishAt ?? (current?.status === 'scheduled' ? current.publishedAt : null);
      if (!at) throw invalid(PUBLISHING_MESSAGES.publishAtRequired);
      if (at.getTime() <= now.getTime()) throw invalid(PUBLISHING_MESSAGES.publishAtPast);
      return { status, publishedAt: at };
    }
    case 'published': {
      if (publishAt && publishAt.getTime() > now.getTime())
        throw invalid(PUBLISHING_MESSAGES.publishAtFuture);
      const kept = current?.status === 'published' ? current.publishedAt : null;
      return { status, publishedAt: publishAt ?? kept ?? now };
    }
  }
}

function invalid(message: string): DomainError {
  return new DomainError('POST_INVALID', message);
}
