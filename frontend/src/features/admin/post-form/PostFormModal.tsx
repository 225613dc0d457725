import {
  IMAGE_ACCEPT,
  POST_FIELDS,
  type PostForm,
  type PostView,
  REQUIRED_TO_PUBLISH,
  slugify,
} from '@site/contract';
import { type ChangeEvent, type FormEvent, lazy, Suspense, useRef, useState } from 'react';
import { Field } from '../../../components/Field.js';
import { inputRules } from '../../../lib/input-rules.js';
import { postImageUrl } from '../../../lib/post-image.js';
import { AutosaveStatus } from '../autosave/AutosaveStatus.js';
import { RestoreOffer } from '../autosave/RestoreOffer.js';
import { useAutosave } from '../autosave/useAutosave.js';
import type { PostEditorHandle } from '../editor/PostEditor.js';
import { RevisionsPanel } from '../revisions/RevisionsPanel.js';
import { ImageDescription } from './ImageDescription.js';
import { InsertImage } from './InsertImage.js';
import { OpenPreview } from '../preview/OpenPreview.js';
import { ShareLinks } from '../preview/ShareLinks.js';
import {
  fieldsOf,
  isDescribed,
  isEditConflict,
  type PostFields,
  type Publishing,
  publishingForm,
  publishingOf,
  saveLabel,
} from './post-fields.js';
import { PostPreview } from './PostPreview.js';
import { StatusFields } from './StatusFields.js';
import { UploadStatus } from './UploadStatus.js';
import { useImageChoice } from './useImageChoice.js';
import { useModalDialog } from './useModalDialog.js';

/** One explicit save: what the form holds, and the stored post it edits (null: a new post). */
export interface SaveRequest {
  fields: PostFields;
  image: File | null;
  publishing: Pick<PostForm, 'status' | 'publishAt'>;
  /** The stored post's id, or null to create one. */
  id: string | null;
  /** The version the form holds (sent as If-Match), or null for a new post. */
  version: number | null;
}

/** The stored post the form edits, as the last read or save left it. */
export type SavedPost = Pick<PostView, '_id' | 'slug' | 'status' | 'publishedAt' | 'version'>;

interface Props {
  /** The post being edited, or null to add one. */
  post: PostView | null;
  saving: boolean;
  /** Upload progress in percent while an image is being sent, else null. */
  progress: number | null;
  /** Saves; resolves with the stored post, or null when the save failed (and was reported).
   * Rejects with the 409 of an edit made elsewhere (isEditConflict), which the form shows. */
  onSave: (request: SaveRequest) => Promise<PostView | null>;
  /** Replaces the form with the post as stored now (after the admin agrees). */
  onReload: (id: string) => void;
  onClose: () => void;
}

const TABS = { edit: 'Edit', preview: 'Preview' } as const;

const savedOf = ({ _id, slug, status, publishedAt, version }: PostView): SavedPost => ({
  _id,
  slug,
  status,
  publishedAt,
  version,
});

/** The editor (Tiptap) is a chunk of its own, fetched when the form first opens. */
const PostEditor = lazy(() => import('../editor/PostEditor.js'));

/** The add/edit form in a modal dialog, with an Edit tab (the fields; the slug follows the
 * title until it is edited by hand; an image, new or stored, is described or marked decorative;
 * the content is written in the rich-text editor or as HTML, and images can be inserted into it)
 * and a Preview tab. The dialog can fill the whole window. */
export function PostFormModal({ post, saving, progress, onSave, onReload, onClose }: Props) {
  const image = useImageChoice(post?.image ? postImageUrl(post.image) : null);
  const [fields, setFields] = useState<PostFields>(() => fieldsOf(post));
  const [publishing, setPublishing] = useState<Publishing>(() => publishingOf(post));
  /** The stored post: its id, slug, status and the version every save sends as If-Match.
   * Whatever saves the post (the Save button, an autosave) passes the answer to `markSaved`. */
  const [saved, setSaved] = useState<SavedPost | null>(() => post && savedOf(post));
  const markSaved = (answer: PostView) => setSaved(savedOf(answer));
  const [conflict, setConflict] = useState<string | null>(null);
  const draft = publishing.status === 'draft';
  /** Remounts the editor when text comes from elsewhere (the browser copy, a revision). */
  const [editorKey, setEditorKey] = useState(0);
  const load = (next: PostFields) => {
    setFields(next);
    setEditorKey((key) => key + 1);
  };
  const autosave = useAutosave({
    saved,
    asDraft: draft,
    openedAt: post?.updatedAt ?? null,
    fields,
    onSaved: markSaved,
    onRestore: load,
  });
  const close = () => {
    if (autosave.confirmLeave()) onClose();
  };
  const dialog = useModalDialog(close);
  const [slugTouched, setSlugTouched] = useState(post !== null);
  const [tab, setTab] = useState<keyof typeof TABS>('edit');
  const [altMissing, setAltMissing] = useState(false);
  const [contentMissing, setContentMissing] = useState(false);
  const [fullWindow, setFullWindow] = useState(false);
  const editor = useRef<PostEditorHandle>(null);
  /** A new image, or the post's stored one (made for the web), has a description to give. */
  const describing = image.image !== null || post?.images != null;
  const decorative = fields.imageDecorative === 'true';

  const set =
    (name: keyof PostFields) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setFields((current) => {
        const next = { ...current, [name]: value };
        if (name === 'title' && !slugTouched) next.slug = slugify(value);
        return next;
      });
      if (name === 'slug') setSlugTouched(true);
    };

  /** The rules of a text field as input attributes. */
  const rules = (name: 'title' | 'slug' | 'excerpt' | 'readTime' | 'tags') => ({
    ...inputRules(POST_FIELDS[name]),
    ...(draft && isBlankInDraft(name) ? { required: false } : {}),
    value: fields[name],
    onChange: set(name),
  });

  async function save() {
    setConflict(null);
    const stored = (await autosave.settle()) ?? saved;
    try {
      const answer = await onSave({
        fields,
        image: image.image,
        publishing: publishingForm(publishing),
        id: stored?._id ?? null,
        version: stored?.version ?? null,
      });
      if (answer) {
        markSaved(answer);
        autosave.reset(fields);
      } else autosave.resume();
    } catch (error) {
      autosave.resume();
      if (isEditConflict(error)) setConflict(error.message);
      else console.error(error);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    if (describing && !isDescribed(fields.imageAlt, decorative)) {
      setAltMissing(true);
      setTab('edit');
      document.getElementById('post-image-alt')?.focus();
      return;
    }
    if (!draft && fields.content.trim() === '') {
      setContentMissing(true);
      setTab('edit');
      editor.current?.focus();
      return;
    }
    void save();
  }

  return (
    <dialog
      {...dialog}
      className={fullWindow ? 'admin-modal admin-modal--full' : 'admin-modal'}
      aria-labelledby="post-form-title"
    >
      <div className="admin-modal__head">
        <h2 id="post-form-title">{post ? 'Edit Blog' : 'Add New Blog'}</h2>
        <div className="admin-modal__head-actions">
          <button
            type="button"
            className="button button--ghost"
            aria-pressed={fullWindow}
            onClick={() => setFullWindow(!fullWindow)}
          >
            Full window
          </button>
          <button type="button" className="button button--ghost" onClick={close} aria-label="Close">
            ✕
          </button>
        </div>
      </div>
      <div role="tablist" aria-label="Form view" className="admin-tabs">
        {(Object.keys(TABS) as (keyof typeof TABS)[]).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`post-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`post-panel-${name}`}
            onClick={() => setTab(name)}
          >
            {TABS[name]}
          </button>
        ))}
      </div>
      <form className="form" onSubmit={submit} onBlur={autosave.flush}>
        {autosave.offer && (
          <RestoreOffer
            copy={autosave.offer}
            onRestore={autosave.restore}
            onDiscard={autosave.discard}
          />
        )}
        <div
          role="tabpanel"
          id="post-panel-edit"
          aria-labelledby="post-tab-edit"
          hidden={tab !== 'edit'}
          className="form"
        >
          <Field id="post-title" label="Title">
            <input id="post-title" {...rules('title')} />
          </Field>
          <Field
            id="post-slug"
            label="Slug"
            hint="Lower-case letters, digits and hyphens, such as my-first-post."
          >
            <input id="post-slug" {...rules('slug')} aria-describedby="post-slug-hint" />
          </Field>
          <Field id="post-excerpt" label="Excerpt">
            <textarea id="post-excerpt" rows={2} {...rules('excerpt')} />
          </Field>
          <Suspense fallback={<p className="muted">Loading the editor...</p>}>
            <PostEditor
              key={editorKey}
              id="post-content"
              value={fields.content}
              onChange={(content) => {
                setFields((current) => ({ ...current, content }));
                if (content.trim() !== '') setContentMissing(false);
              }}
              invalid={contentMissing && !draft}
              required={!draft}
              handle={editor}
            />
          </Suspense>
          <InsertImage onInsert={(markup) => editor.current?.insertHtml(markup)} />
          <Field id="post-read-time" label="Read time">
            <input id="post-read-time" placeholder="5 min read" {...rules('readTime')} />
          </Field>
          <Field id="post-tags" label="Tags" hint="Separate tags with commas.">
            <input id="post-tags" aria-describedby="post-tags-hint" {...rules('tags')} />
          </Field>
          <Field id="post-image" label="Image">
            <input
              id="post-image"
              type="file"
              accept={IMAGE_ACCEPT}
              onChange={image.choose}
              aria-describedby={image.error ? 'post-image-error' : undefined}
            />
            {image.error && (
              <p id="post-image-error" className="admin-error" role="alert">
                {image.error}
              </p>
            )}
            {image.preview && (
              <img
                className="admin-modal__preview"
                src={image.preview}
                alt="Preview of the post image"
                width={240}
                height={126}
              />
            )}
          </Field>
          {describing && (
            <ImageDescription
              id="post-image-alt"
              alt={fields.imageAlt}
              decorative={decorative}
              required
              showError={altMissing && !isDescribed(fields.imageAlt, decorative)}
              onAlt={(imageAlt) => setFields((current) => ({ ...current, imageAlt }))}
              onDecorative={(checked) =>
                setFields((current) => ({
                  ...current,
                  imageDecorative: checked ? 'true' : 'false',
                }))
              }
              onInvalid={() => setAltMissing(true)}
            />
          )}
        </div>
        <div
          role="tabpanel"
          id="post-panel-preview"
          aria-labelledby="post-tab-preview"
          hidden={tab !== 'preview'}
        >
          <PostPreview title={fields.title} content={fields.content} />
        </div>
        <StatusFields
          value={publishing}
          onChange={setPublishing}
          publishedAt={saved?.status === 'published' ? saved.publishedAt : null}
        />
        {saved && (
          <section className="post-preview-tools" aria-labelledby="post-preview-tools-title">
            <h3 id="post-preview-tools-title">Preview before publishing</h3>
            <p className="muted">Shows the post as last saved.</p>
            <OpenPreview slug={saved.slug} />
            <ShareLinks postId={saved._id} />
          </section>
        )}
        {saved && (
          <RevisionsPanel
            postId={saved._id}
            version={saved.version}
            onRestored={(restored) => {
              const next = fieldsOf(restored);
              markSaved(restored);
              autosave.reset(next);
              load(next);
            }}
          />
        )}
        {conflict && saved && (
          <div className="admin-conflict" role="alert">
            <p>{conflict}</p>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => onReload(saved._id)}
            >
              Reload the post
            </button>
          </div>
        )}
        {saving && progress !== null && <UploadStatus progress={progress} />}
        <AutosaveStatus text={autosave.status} />
        <div className="admin-modal__actions">
          <button type="button" className="button button--ghost" onClick={close}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={saving}>
            {saving ? 'Saving...' : saveLabel(publishing.status, saved?.status ?? null)}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** A field a draft may leave blank (REQUIRED_TO_PUBLISH). */
function isBlankInDraft(name: string): boolean {
  return (REQUIRED_TO_PUBLISH as readonly string[]).includes(name);
}
