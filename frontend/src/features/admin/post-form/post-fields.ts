import type { PostForm, PostView } from '@site/contract';

/** The form's fields as typed: the text fields of the API's post form (not yet its publishing
 * fields: a new post is published, an edit keeps its status), tags as one string,
 * imageDecorative as 'true' or 'false'. */
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

/** The multipart body of a save: every text field, then the image when one was chosen. */
export function toFormData(fields: PostFields, image: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append('image', image);
  return form;
}
