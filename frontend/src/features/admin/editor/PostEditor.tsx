import { POST_FIELDS } from '@site/contract';
import { EditorContent, useEditor } from '@tiptap/react';
import {
  type ReactElement,
  type Ref,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { inputRules } from '../../../lib/input-rules.js';
import { EditorPrompt } from './EditorPrompt.js';
import { EMBED_REFUSED, videoEmbed } from './embed.js';
import { isLinkUrl, postExtensions } from './extensions.js';
import { isImageUrl } from './media-nodes.js';
import { type Prompt, Toolbar } from './Toolbar.js';
import './editor.css';

export interface PostEditorHandle {
  /** Puts `html` where the cursor is (or was last) in the content. */
  insertHtml: (html: string) => void;
  /** Moves the focus into the content. */
  focus: () => void;
}

interface Props {
  /** The id of the HTML view's textarea; the rich view's label is `<id>-label`. */
  id: string;
  value: string;
  onChange: (html: string) => void;
  /** The content is missing: the rich view says so (the HTML view's textarea is `required`). */
  invalid: boolean;
  /** The HTML view's textarea is `required` (false for a draft). */
  required?: boolean;
  handle: Ref<PostEditorHandle>;
}

export const LINK_REFUSED = 'A link must start with https://, http://, mailto: or tel:.';
export const IMAGE_REFUSED = 'An image address must start with https://.';

/** The editor's HTML without the empty paragraphs it keeps at the end for the cursor ('' when it
 * holds nothing else). */
const htmlOf = (editor: { isEmpty: boolean; getHTML: () => string }) =>
  editor.isEmpty ? '' : editor.getHTML().replace(/(<p><\/p>)+$/, '');

/** The editing surface's attributes: a multi-line text box named by the label, and, when the
 * content is missing, marked invalid and described by the message `errorId`. */
function surfaceAttributes(labelId: string, errorId: string | null): Record<string, string> {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(errorId ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
    class: 'post-editor__surface blog-post__content',
  };
}

/**
 * The post's content: a rich-text editor (Tiptap) with its toolbar, or its HTML source in a
 * textarea ("HTML" toggle; switching back reads the source into the editor). The editor keeps
 * only what a post may contain, so its HTML passes the server's sanitiser unchanged.
 */
export default function PostEditor({
  id,
  value,
  onChange,
  invalid,
  required = true,
  handle,
}: Props) {
  const [html, setHtml] = useState(false);
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const source = useRef<HTMLTextAreaElement>(null);
  /** Where the admin last left the cursor in the HTML source, if they did. */
  const cursor = useRef<{ start: number; end: number } | null>(null);
  const labelId = `${id}-label`;
  /** Whether the admin has been in the text: until then an insertion goes at its end. */
  const placed = useRef(false);
  const editor = useEditor({
    extensions: postExtensions(),
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: surfaceAttributes(labelId, null) },
    onUpdate: ({ editor: current }) => onChange(htmlOf(current)),
    onFocus: () => {
      placed.current = true;
    },
  });
  const errorId = `${id}-error`;

  useEffect(() => {
    if (editor.isDestroyed) return;
    editor.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: surfaceAttributes(labelId, invalid ? errorId : null),
      },
    });
  }, [editor, invalid, labelId, errorId]);

  useImperativeHandle(handle, () => ({
    insertHtml(markup: string) {
      if (!html) {
        editor
          .chain()
          .focus(placed.current ? null : 'end')
          .insertBlock(markup)
          .run();
        return;
      }
      const at = cursor.current ?? { start: value.length, end: value.length };
      onChange(value.slice(0, at.start) + markup + value.slice(at.end));
      const after = at.start + markup.length;
      cursor.current = { start: after, end: after };
      requestAnimationFrame(() => {
        source.current?.focus();
        source.current?.setSelectionRange(after, after);
      });
    },
    focus() {
      if (html) source.current?.focus();
      else editor.commands.focus();
    },
  }));

  function toggleHtml() {
    if (html) {
      editor.commands.setContent(value, { emitUpdate: false });
      onChange(htmlOf(editor));
    }
    setPrompt(null);
    setHtml(!html);
  }

  const close = () => {
    setPrompt(null);
    editor.commands.focus();
  };

  const prompts: Record<Prompt, () => ReactElement> = {
    link: () => (
      <EditorPrompt
        title="Link"
        fields={[
          {
            name: 'href',
            label: 'Link address',
            type: 'url',
            initial: (editor.getAttributes('link').href as string | undefined) ?? 'https://',
          },
        ]}
        onApply={({ href = '' }) => {
          if (!isLinkUrl(href)) return LINK_REFUSED;
          const address = href.trim();
          if (editor.state.selection.empty && !editor.isActive('link')) {
            // Nothing selected: the address becomes the link's text.
            editor
              .chain()
              .focus()
              .insertContent({
                type: 'text',
                text: address,
                marks: [{ type: 'link', attrs: { href: address } }],
              })
              .run();
          } else {
            editor.chain().focus().extendMarkRange('link').setLink({ href: address }).run();
          }
          setPrompt(null);
          return null;
        }}
        extra={
          editor.isActive('link')
            ? {
                label: 'Remove link',
                run: () => {
                  editor.chain().focus().extendMarkRange('link').unsetLink().run();
                  setPrompt(null);
                },
              }
            : undefined
        }
        onCancel={close}
      />
    ),
    image: () => (
      <EditorPrompt
        title="Image from address"
        fields={[
          { name: 'src', label: 'Image address (https://…)', type: 'url' },
          { name: 'alt', label: 'Image description (alt text)' },
        ]}
        onApply={({ src = '', alt = '' }) => {
          if (!isImageUrl(src.trim()) || src.trim().startsWith('/')) return IMAGE_REFUSED;
          editor
            .chain()
            .focus()
            .insertBlock({ type: 'image', attrs: { img: { src: src.trim(), alt: alt.trim() } } })
            .run();
          setPrompt(null);
          return null;
        }}
        onCancel={close}
      />
    ),
    video: () => (
      <EditorPrompt
        title="Embed video"
        fields={[{ name: 'url', label: 'YouTube or Vimeo address', type: 'url' }]}
        onApply={({ url = '' }) => {
          const embed = videoEmbed(url);
          if (!embed) return EMBED_REFUSED;
          editor.chain().focus().insertVideo(embed).run();
          setPrompt(null);
          return null;
        }}
        onCancel={close}
      />
    ),
  };

  const rules = inputRules(POST_FIELDS.content);
  return (
    <div className="field post-editor">
      <div className="post-editor__head">
        {html ? (
          <label htmlFor={id}>Content (HTML)</label>
        ) : (
          <span id={labelId} className="post-editor__label">
            Content
          </span>
        )}
        <button
          type="button"
          className="button button--ghost post-editor__mode"
          aria-pressed={html}
          onClick={toggleHtml}
        >
          HTML
        </button>
      </div>
      {html ? (
        <textarea
          id={id}
          ref={source}
          rows={14}
          {...rules}
          required={rules.required && required}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onSelect={() => {
            const area = source.current;
            if (area) cursor.current = { start: area.selectionStart, end: area.selectionEnd };
          }}
        />
      ) : (
        <>
          <Toolbar editor={editor} onPrompt={setPrompt} />
          {prompt && prompts[prompt]()}
          <EditorContent editor={editor} className="post-editor__frame" />
          {invalid && (
            <p id={errorId} className="admin-error" role="alert">
              {POST_FIELDS.content.label} is required.
            </p>
          )}
        </>
      )}
    </div>
  );
}
