import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import PostEditor, { type PostEditorHandle } from './PostEditor.js';

/** jsdom has no layout; ProseMirror measures the cursor to scroll it into view and maps clicks
 * to positions. These stand in for a page that has no size. */
export function stubLayout() {
  const rect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0 };
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => ({ ...rect, toJSON: () => rect });
  document.elementFromPoint = () => null;
}

/** A paste of `html` (and its text) into the focused editor, as the browser dispatches it. */
export function pasteInto(target: Element, html: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  Object.defineProperty(event, 'clipboardData', {
    value: {
      types: ['text/html', 'text/plain'],
      getData: (type: string) => (type === 'text/html' ? html : type === 'text/plain' ? text : ''),
    },
  });
  act(() => {
    target.dispatchEvent(event);
  });
}

/** The editor as the post form holds it: `value` in state, every change recorded. */
export function renderEditor(initial = '', { focus = true } = {}) {
  const changes: string[] = [];
  const handle = createRef<PostEditorHandle>();
  function Form() {
    const [value, setValue] = useState(initial);
    return (
      <PostEditor
        id="post-content"
        value={value}
        onChange={(html) => {
          changes.push(html);
          setValue(html);
        }}
        invalid={false}
        handle={handle}
      />
    );
  }
  const user = userEvent.setup();
  render(<Form />);
  const surface = screen.getByRole('textbox', { name: 'Content' });
  if (focus) act(() => surface.focus());
  return {
    user,
    surface,
    handle,
    /** The content the form holds now. */
    html: () => changes[changes.length - 1] ?? initial,
    button: (name: string) => screen.getByRole('button', { name }),
    /** Clicks a toolbar button and puts the focus back in the text, as a pointer would. */
    press: async (name: string) => {
      await user.click(screen.getByRole('button', { name }));
      act(() => screen.getByRole('textbox', { name: 'Content' }).focus());
    },
  };
}

/** Switches the post form's content to its HTML view and returns the "Content (HTML)" textarea
 * (the editor is a chunk of its own: its HTML toggle appears once it has loaded). */
export async function openHtmlView(
  user: ReturnType<typeof userEvent.setup>,
  scope: HTMLElement,
): Promise<HTMLTextAreaElement> {
  const toggle = await within(scope).findByRole('button', { name: 'HTML' });
  if (toggle.getAttribute('aria-pressed') !== 'true') await user.click(toggle);
  return within(scope).getByLabelText('Content (HTML)');
}
