import { type Editor, useEditorState } from '@tiptap/react';

/** What the toolbar shows of the editor's state: the active marks and blocks, undo and redo. */
function toolbarState({ editor }: { editor: Editor }) {
  return {
    h2: editor.isActive('heading', { level: 2 }),
    h3: editor.isActive('heading', { level: 3 }),
    h4: editor.isActive('heading', { level: 4 }),
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    link: editor.isActive('link'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    codeBlock: editor.isActive('codeBlock'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

export type Prompt = 'link' | 'image' | 'video';

interface Control {
  label: string;
  text: string;
  /** The state that presses the button, for the toggles. */
  pressed?: keyof ReturnType<typeof toolbarState>;
  run: () => void;
  disabled?: boolean;
}

/** The editor's buttons, each in the tab order with its name; the toggles say whether they are
 * on (aria-pressed). */
export function Toolbar({
  editor,
  onPrompt,
}: {
  editor: Editor;
  onPrompt: (prompt: Prompt) => void;
}) {
  const state = useEditorState({ editor, selector: toolbarState });
  const chain = () => editor.chain().focus();
  const groups: Control[][] = [
    [
      ...([2, 3, 4] as const).map((level) => ({
        label: `Heading ${level}`,
        text: `H${level}`,
        pressed: `h${level}` as const,
        run: () => chain().toggleHeading({ level }).run(),
      })),
    ],
    [
      { label: 'Bold', text: 'B', pressed: 'bold', run: () => chain().toggleBold().run() },
      { label: 'Italic', text: 'I', pressed: 'italic', run: () => chain().toggleItalic().run() },
      { label: 'Link', text: 'Link', pressed: 'link', run: () => onPrompt('link') },
    ],
    [
      {
        label: 'Bulleted list',
        text: '• List',
        pressed: 'bulletList',
        run: () => chain().toggleBulletList().run(),
      },
      {
        label: 'Numbered list',
        text: '1. List',
        pressed: 'orderedList',
        run: () => chain().toggleOrderedList().run(),
      },
      {
        label: 'Quote',
        text: '“ ”',
        pressed: 'blockquote',
        run: () => chain().toggleBlockquote().run(),
      },
      {
        label: 'Code block',
        text: '</>',
        pressed: 'codeBlock',
        run: () => chain().toggleCodeBlock().run(),
      },
      {
        label: 'Horizontal rule',
        text: '―',
        run: () => chain().setHorizontalRule().run(),
      },
    ],
    [
      { label: 'Image from address', text: 'Image', run: () => onPrompt('image') },
      { label: 'Embed video', text: 'Video', run: () => onPrompt('video') },
    ],
    [
      {
        label: 'Undo',
        text: '↶',
        run: () => chain().undo().run(),
        disabled: !state.canUndo,
      },
      {
        label: 'Redo',
        text: '↷',
        run: () => chain().redo().run(),
        disabled: !state.canRedo,
      },
    ],
  ];
  return (
    <div role="group" aria-label="Formatting" className="post-editor__toolbar">
      {groups.map((group, index) => (
        <div key={index} className="post-editor__group">
          {group.map((control) => (
            <button
              key={control.label}
              type="button"
              className="post-editor__button"
              aria-label={control.label}
              title={control.label}
              aria-pressed={control.pressed ? Boolean(state[control.pressed]) : undefined}
              disabled={control.disabled}
              // A pointer leaves the focus (and the selection) in the text.
              onMouseDown={(event) => event.preventDefault()}
              onClick={control.run}
            >
              <span aria-hidden="true">{control.text}</span>
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}
