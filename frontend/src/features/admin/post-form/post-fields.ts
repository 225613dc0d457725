import { type PostForm, type PostStatus, type PostView, PUBLISHING_MESSAGES } from '@site/contract';
import { ApiError } from '../../../lib/api.js';
import { companyInputs, companyIso, type CompanyInputs } from '../company-time.js';

/** The form's text fields as typed: the API's post form without its publishing fields, tags
 * as one string, imageDecorative as 'true' or 'false'. */
export type PostFields = Record<
  Exclude<keyof PostForm, 'status' | 'publishAt' | 'autosave'>,
  string
>;

const EMPTY: PostFields = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  readTime: '',
  tags: '',
  imageAlt: '',
  imageDecorative: 'false',
};

/** The fields to start from: the post being edited (with its image's description), or blanks
 * for a new one. */
export function fieldsOf(post: PostView | null): PostFields {
  if (!post) return EMPTY;
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    readTime: post.readTime,
    tags: post.tags.join(', '),
    imageAlt: post.images?.alt ?? '',
    imageDecorative: post.images?.alt === '' ? 'true' : 'false',
  };
}

/** The server's rule for an image's description (IMAGE_ALT_MESSAGE): one not blank, or the
 * admin's word that the image is decorative. */
export function isDescribed(alt: string, decorative: boolean): boolean {
  return decorative || alt.trim() !== '';
}

/** The form's publishing fields: the status, and a scheduled post's time in company time. */
export interface Publishing extends CompanyInputs {
  status: PostStatus;
}

/** The post's status and publish time; a new post starts as a draft. */
export function publishingOf(post: Pick<PostView, 'status' | 'publishedAt'> | null): Publishing {
  if (!post) return { status: 'draft', date: '', time: '' };
  return {
    status: post.status,
    ...companyInputs(post.status === 'scheduled' ? post.publishedAt : null),
  };
}

/** What the server is asked for: always the status (an edit without one is checked as
 * published), and a scheduled post's time as ISO 8601 with the zone's offset. */
export function publishingForm(publishing: Publishing): Pick<PostForm, 'status' | 'publishAt'> {
  if (publishing.status !== 'scheduled') return { status: publishing.status };
  const publishAt = companyIso(publishing);
  return publishAt ? { status: 'scheduled', publishAt } : { status: 'scheduled' };
}

/** The Save button's words: what the save will do to a post whose stored status is `stored`. */
export function saveLabel(status: PostStatus, stored: PostStatus | null): string {
  switch (status) {
    case 'draft':
      return 'Save draft';
    case 'scheduled':
      return 'Schedule';
    case 'published':
      return stored === 'published' ? 'Update' : 'Publish';
  }
}

/** The save was refused because the post was saved elsewhere since the form read it. */
export function isEditConflict(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    error.serverMessage === PUBLISHING_MESSAGES.editedElsewhere
  );
}

/** The multipart body of a save: every text field, the publishing fields when given (status,
 * publishAt, autosave), then the image when one was chosen. */
export function toFormData(
  fields: PostFields,
  image: File | null,
  publishing: Partial<Pick<PostForm, 'status' | 'publishAt' | 'autosave'>> = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...fields, ...publishing })) {
    if (value !== undefined) form.append(name, value);
  }
  if (image) form.append('image', image);
  return form;
}
