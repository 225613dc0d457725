import type { PostForm, PostView } from '@site/contract';

/** The form's text fields as typed: every field of the API's post form, tags as one string. */
export type PostFields = Record<keyof PostForm, string>;

const EMPTY: PostFields = { title: '', slug: '', excerpt: '', content: '', readTime: '', tags: '' };

/** The fields to start from: the post being edited, or blanks for a new one. */
export function fieldsOf(post: PostView | null): PostFields {
  if (!post) return EMPTY;
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    readTime: post.readTime,
    tags: post.tags.join(', '),
  };
}

/** The multipart body of a save: every text field, then the image when one was chosen. */
export function toFormData(fields: PostFields, image: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append('image', image);
  return form;
}
