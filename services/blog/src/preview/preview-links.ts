import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, type Repository } from 'typeorm';
import { DomainError, isUuid } from '@site/common';
import { PostEntity } from '../post.entity.js';
import { PreviewLinkEntity } from './preview-link.entity.js';

export const PREVIEW_LINK_SECRET = Symbol('PreviewLinkSecret');

/** A share link as made: its token goes into the address `?preview=`. */
export interface IssuedPreviewLink {
  link: PreviewLinkEntity;
  token: string;
}

/**
 * Share links of unpublished posts. A token is the link's id and an HMAC of it under the
 * server's secret, so a forged or altered token is refused before the database is asked; the
 * link's row decides the rest (its post, its expiry, whether it was revoked).
 */
@Injectable()
export class PreviewLinks {
  /** A KeyObject made once: createHmac makes one from a string on every call. */
  private readonly key: KeyObject;

  constructor(
    @InjectRepository(PreviewLinkEntity) private readonly links: Repository<PreviewLinkEntity>,
    @InjectRepository(PostEntity) private readonly posts: Repository<PostEntity>,
    @Inject(PREVIEW_LINK_SECRET) secret: string,
  ) {
    this.key = createSecretKey(Buffer.from(secret));
  }

  /** A new link to the post, valid for `days` days. */
  async issue(postId: string, days: number, now = new Date()): Promise<IssuedPreviewLink> {
    await this.postOutsideTrash(postId);
    const link = await this.links.save(
      this.links.create({ postId, expiresAt: new Date(now.getTime() + days * 86_400_000) }),
    );
    return { link, token: this.tokenOf(link.id) };
  }

  /** The post's links that still work, newest first. */
  async active(postId: string): Promise<IssuedPreviewLink[]> {
    await this.postOutsideTrash(postId);
    const links = await this.links.find({
      where: { postId, revokedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      order: { createdAt: 'DESC' },
    });
    return links.map((link) => ({ link, token: this.tokenOf(link.id) }));
  }

  /** Ends a link at once. */
  async revoke(postId: string, linkId: string): Promise<void> {
    const result =
      isUuid(postId) && isUuid(linkId)
        ? await this.links.update(
            { id: linkId, postId, revokedAt: IsNull() },
            { revokedAt: new Date() },
          )
        : { affected: 0 };
    if (!result.affected) {
      throw new DomainError(
        'PREVIEW_LINK_NOT_FOUND',
        'This share link does not exist or was revoked.',
      );
    }
  }

  /** The post a token opens: its link is genuine, unexpired and not revoked, and the post is
   * outside the trash. Null otherwise. */
  async postOf(token: string): Promise<PostEntity | null> {
    const id = this.idOf(token);
    if (!id) return null;
    const link = await this.links.findOneBy({
      id,
      revokedAt: IsNull(),
      expiresAt: MoreThan(new Date()),
    });
    if (!link) return null;
    return this.posts.findOneBy({ id: link.postId, deletedAt: IsNull() });
  }

  private tokenOf(id: string): string {
    return `${Buffer.from(id.replace(/-/g, ''), 'hex').toString('base64url')}.${this.mac(id)}`;
  }

  /** The link id a token names, if its signature holds. */
  private idOf(token: string): string | null {
    const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const hex = Buffer.from(match[1]!, 'base64url').toString('hex');
    const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    if (!isUuid(id)) return null;
    const expected = Buffer.from(this.mac(id));
    const given = Buffer.from(match[2]!);
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
  }

  private mac(id: string): string {
    return createHmac('sha256', this.key).update(`post-preview:${id}`).digest('base64url');
  }

  private async postOutsideTrash(postId: string): Promise<void> {
    const found =
      isUuid(postId) && (await this.posts.existsBy({ id: postId, deletedAt: IsNull() }));
    if (!found) throw new DomainError('POST_NOT_FOUND', 'Post not found');
  }
}
