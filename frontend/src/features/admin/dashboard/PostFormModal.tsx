import { Field } from '../../../components/Field.js';
import DOMPurify from 'dompurify';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { type BlogPost } from '../../blog/blog-api.js';
import { postImageUrl } from '../../blog/post-image.js';
import { suggestSlug } from './slug.js';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

export interface PostFields {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  readTime: string;
  tags: string;
}

const EMPTY: PostFields = { title: '', slug: '', excerpt: '', content: '', readTime: '', tags: '' };

interface Props {
  /** The post being edited, or null to add one. */
  post: BlogPost | null;
  saving: boolean;
  /** Upload progress in percent while an image is being sent, else null. */
  progress: number | null;
  onSave: (fields: PostFields, image: File | null) => void;
  onClose: () => void;
}

/** The add/edit form as a modal <dialog>: the browser moves focus in and keeps it there, Escape
 * closes it, and the page behind does not scroll while it is open. */
export function PostFormModal({ post, saving, progress, onSave, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [fields, setFields] = useState<PostFields>(() =>
    post
      ? {
          title: post.title,
          slug: post.slug,
          excerpt: post.excerpt,
          content: post.content,
          readTime: post.readTime,
          tags: post.tags.join(', '),
        }
      : EMPTY,
  );
  const [slugTouched, setSlugTouched] = useState(post !== null);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(
    post?.image ? postImageUrl(post.image) : null,
  );
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');

  useEffect(() => {
    const element = dialog.current;
    if (element && typeof element.showModal === 'function' && !element.open) element.showModal();
    else element?.setAttribute('open', '');
    document.body.classList.add('admin-modal-open');
    return () => {
      document.body.classList.remove('admin-modal-open');
      if (element && typeof element.close === 'function' && element.open) element.close();
    };
  }, []);

  useEffect(
    () => () => {
      if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const set =
    (name: keyof PostFields) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setFields((current) => {
        const next = { ...current, [name]: value };
        if (name === 'title' && !slugTouched) next.slug = suggestSlug(value);
        return next;
      });
      if (name === 'slug') setSlugTouched(true);
    };

  function chooseImage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    if (file && !IMAGE_TYPES.split(',').includes(file.type)) {
      setImageError('Please choose a JPEG, PNG, WebP, GIF or AVIF image.');
      event.target.value = '';
      setImage(null);
      return;
    }
    setImageError(null);
    setImage(file);
    if (file) setPreview(URL.createObjectURL(file));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!saving) onSave(fields, image);
  }

  const title = post ? 'Edit Blog' : 'Add New Blog';
  return (
    <dialog
      ref={dialog}
      className="admin-modal"
      aria-labelledby="post-form-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="admin-modal__head">
        <h2 id="post-form-title">{title}</h2>
        <button type="button" className="button button--ghost" onClick={onClose} aria-label="Close">
          ✕
        </button>
      </div>
      <div role="tablist" aria-label="Form view" className="admin-tabs">
        {(['edit', 'preview'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`post-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`post-panel-${name}`}
            onClick={() => setTab(name)}
          >
            {name === 'edit' ? 'Edit' : 'Preview'}
          </button>
        ))}
      </div>
      <form className="form" onSubmit={submit}>
        <div
          role="tabpanel"
          id="post-panel-edit"
          aria-labelledby="post-tab-edit"
          hidden={tab !== 'edit'}
          className="form"
        >
          <Field id="post-title" label="Title">
            <input
              id="post-title"
              required
              maxLength={200}
              value={fields.title}
              onChange={set('title')}
            />
          </Field>
          <Field
            id="post-slug"
            label="Slug"
            hint="Lower-case letters, digits and hyphens, such as my-first-post."
          >
            <input
              id="post-slug"
              required
              maxLength={200}
              pattern="[a-z0-9]+(-[a-z0-9]+)*"
              aria-describedby="post-slug-hint"
              value={fields.slug}
              onChange={set('slug')}
            />
          </Field>
          <Field id="post-excerpt" label="Excerpt">
            <textarea
              id="post-excerpt"
              required
              maxLength={500}
              rows={2}
              value={fields.excerpt}
              onChange={set('excerpt')}
            />
          </Field>
          <Field id="post-content" label="Content (HTML)">
            <textarea
              id="post-content"
              required
              maxLength={200000}
              rows={10}
              value={fields.content}
              onChange={set('content')}
            />
          </Field>
          <Field id="post-read-time" label="Read time">
            <input
              id="post-read-time"
              required
              maxLength={50}
              placeholder="5 min read"
              value={fields.readTime}
              onChange={set('readTime')}
            />
          </Field>
          <Field id="post-tags" label="Tags" hint="Separate tags with commas.">
            <input
              id="post-tags"
              maxLength={1000}
              aria-describedby="post-tags-hint"
              value={fields.tags}
              onChange={set('tags')}
            />
          </Field>
          <Field id="post-image" label="Image">
            <input
              id="post-image"
              type="file"
              accept={IMAGE_TYPES}
              onChange={chooseImage}
              aria-describedby={imageError ? 'post-image-error' : undefined}
            />
            {imageError && (
              <p id="post-image-error" className="admin-error" role="alert">
                {imageError}
              </p>
            )}
            {preview && (
              <img
                className="admin-modal__preview"
                src={preview}
                alt="Preview of the post image"
                width={240}
                height={126}
              />
            )}
          </Field>
        </div>
        <div
          role="tabpanel"
          id="post-panel-preview"
          aria-labelledby="post-tab-preview"
          hidden={tab !== 'preview'}
        >
          <article className="blog-post">
            <h3>{fields.title || 'Untitled'}</h3>
            <div
              className="blog-post__content"
              dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(fields.content) }}
            />
          </article>
        </div>
        {saving && progress !== null && (
          <p role="status">
            Uploading image: {progress}% <progress max={100} value={progress} />
          </p>
        )}
        <div className="admin-modal__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={saving}>
            {saving ? 'Saving...' : 'Save'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
