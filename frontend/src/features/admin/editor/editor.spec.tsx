import { beforeAll, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { EMBED_REFUSED } from './embed.js';
import { renderEditor, stubLayout } from './editor-harness.js';
import { IMAGE_REFUSED, LINK_REFUSED } from './PostEditor.js';

beforeAll(stubLayout);

/** Selects everything in the editor with the keyboard (ProseMirror's Mod-a). */
async function selectAll(user: ReturnType<typeof renderEditor>['user']) {
  await user.keyboard('{Control>}a{/Control}');
}

describe('the post editor', () => {
  it('is a multi-line text box named Content, with a named button for every control', () => {
    const { surface } = renderEditor();
    expect(surface).toHaveAttribute('aria-multiline', 'true');
    expect(surface).toHaveAttribute('contenteditable', 'true');
    const toolbar = screen.getByRole('group', { name: 'Formatting' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Heading 2',
      'Heading 3',
      'Heading 4',
      'Bold',
      'Italic',
      'Link',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Code block',
      'Horizontal rule',
      'Image from address',
      'Embed video',
      'Undo',
      'Redo',
    ]);
    for (const button of within(toolbar).getAllByRole('button')) {
      expect(button.tagName).toBe('BUTTON');
      expect(button).toHaveAttribute('type', 'button');
    }
  });

  it.each([
    ['Heading 2', '<h2>Words here</h2>'],
    ['Heading 3', '<h3>Words here</h3>'],
    ['Heading 4', '<h4>Words here</h4>'],
    ['Bold', '<p><strong>Words here</strong></p>'],
    ['Italic', '<p><em>Words here</em></p>'],
    ['Bulleted list', '<ul><li><p>Words here</p></li></ul>'],
    ['Numbered list', '<ol><li><p>Words here</p></li></ol>'],
    ['Quote', '<blockquote><p>Words here</p></blockquote>'],
    ['Code block', '<pre><code>Words here</code></pre>'],
  ])('%s on the text at the cursor writes %s and shows as pressed', async (control, expected) => {
    const { user, html, press, button } = renderEditor('<p>Words here</p>');
    // Marks apply to the selection; blocks to the block the cursor is in.
    if (control === 'Bold' || control === 'Italic') await selectAll(user);
    expect(button(control)).toHaveAttribute('aria-pressed', 'false');
    await press(control);
    expect(html()).toBe(expected);
    expect(button(control)).toHaveAttribute('aria-pressed', 'true');
  });

  it('Horizontal rule (before the block the cursor is in), then Undo and Redo', async () => {
    const { html, press, button } = renderEditor('<p>Above</p>');
    expect(button('Undo')).toBeDisabled();
    await press('Horizontal rule');
    expect(html()).toBe('<hr><p>Above</p>');
    await press('Undo');
    expect(html()).toBe('<p>Above</p>');
    expect(button('Redo')).toBeEnabled();
    await press('Redo');
    expect(html()).toBe('<hr><p>Above</p>');
  });

  it.each([
    ['## ', '<h2>Text</h2>'],
    ['### ', '<h3>Text</h3>'],
    ['- ', '<ul><li><p>Text</p></li></ul>'],
    ['1. ', '<ol><li><p>Text</p></li></ol>'],
    ['> ', '<blockquote><p>Text</p></blockquote>'],
    ['``` ', '<pre><code>Text</code></pre>'],
  ])('the Markdown shortcut %j', async (shortcut, expected) => {
    const { user, html } = renderEditor();
    await user.keyboard(`${shortcut}Text`);
    expect(html()).toBe(expected);
  });

  it('the Markdown shortcuts **bold**, *italic* and ---', async () => {
    const { user, html } = renderEditor();
    await user.keyboard('A **b** and *i*{Enter}---');
    expect(html()).toBe('<p>A <strong>b</strong> and <em>i</em></p><hr>');
  });

  it('Link: asks for the address, links the selection; refuses other schemes', async () => {
    const { user, html, press } = renderEditor('<p>Call us</p>');
    await selectAll(user);
    await press('Link');
    const prompt = screen.getByRole('group', { name: 'Link' });
    const address = within(prompt).getByLabelText('Link address');
    await user.clear(address);
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(within(prompt).getByRole('alert')).toHaveTextContent(LINK_REFUSED);
    expect(html()).toBe('<p>Call us</p>');
    await user.clear(address);
    await user.type(address, 'tel:+92511234567{Enter}');
    expect(html()).toBe('<p><a rel="noopener noreferrer" href="tel:+92511234567">Call us</a></p>');
    expect(screen.queryByRole('group', { name: 'Link' })).not.toBeInTheDocument();
  });

  it('Embed video: a YouTube address becomes the privacy-enhanced player; another is refused', async () => {
    const { user, html, press } = renderEditor();
    await press('Embed video');
    const prompt = screen.getByRole('group', { name: 'Embed video' });
    const address = within(prompt).getByLabelText('YouTube or Vimeo address');
    await user.type(address, 'https://example.com/video/1');
    await user.click(within(prompt).getByRole('button', { name: 'Apply' }));
    expect(within(prompt).getByRole('alert')).toHaveTextContent(EMBED_REFUSED);
    expect(html()).toBe('');
    await user.clear(address);
    await user.type(address, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ{Enter}');
    expect(html()).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="YouTube video" width="560" height="315" loading="lazy" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen=""></iframe>',
    );
  });

  it('Image from address: an https image with its description; no other address', async () => {
    const { user, html, press } = renderEditor();
    await press('Image from address');
    const prompt = screen.getByRole('group', { name: 'Image from address' });
    await user.type(
      within(prompt).getByLabelText('Image address (https://…)'),
      'http://a.example/x.png',
    );
    await user.type(within(prompt).getByLabelText('Image description (alt text)'), 'A chart');
    await user.click(within(prompt).getByRole('button', { name: 'Apply' }));
    expect(within(prompt).getByRole('alert')).toHaveTextContent(IMAGE_REFUSED);
    const address = within(prompt).getByLabelText('Image address (https://…)');
    await user.clear(address);
    await user.type(address, 'https://a.example/x.png');
    await user.click(within(prompt).getByRole('button', { name: 'Apply' }));
    expect(html()).toBe('<img src="https://a.example/x.png" alt="A chart">');
  });

  it('Escape in a prompt closes the prompt only', async () => {
    const { user, press } = renderEditor();
    await press('Link');
    await user.click(screen.getByLabelText('Link address'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Link' })).not.toBeInTheDocument();
  });

  it('the HTML view shows the source in "Content (HTML)"; switching back reads the edited source', async () => {
    const { user, html } = renderEditor('<h2>Title</h2><p>Body</p>');
    const toggle = screen.getByRole('button', { name: 'HTML' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const source = screen.getByLabelText('Content (HTML)');
    expect(source).toHaveValue('<h2>Title</h2><p>Body</p>');
    expect(source).toBeRequired();
    expect(screen.queryByRole('group', { name: 'Formatting' })).not.toBeInTheDocument();
    await user.clear(source);
    await user.type(
      source,
      '<h3>New</h3><p onclick="x()">Text <u>under</u></p><script>bad()</script>',
    );
    expect(html()).toBe('<h3>New</h3><p onclick="x()">Text <u>under</u></p><script>bad()</script>');
    await user.click(toggle);
    // The editor keeps only what a post may hold.
    expect(html()).toBe('<h3>New</h3><p>Text under</p>');
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveTextContent('NewText under');
  });

  const PICTURE =
    '<picture><source type="image/webp" srcset="/uploads/a.webp 480w"><img src="/uploads/a.jpg" width="960" height="640" alt="A" loading="lazy"></picture>';

  it('inserts an uploaded <picture> at the cursor (here the start), keeping its sources', () => {
    const { handle, html } = renderEditor('<p>Before</p><p>After</p>');
    act(() => handle.current!.insertHtml(PICTURE));
    expect(html()).toBe(`${PICTURE}<p>Before</p><p>After</p>`);
  });

  it('inserts at the end of the content when the admin has not been in it', () => {
    const { handle, html } = renderEditor('<p>Before</p><p>After</p>', { focus: false });
    act(() => handle.current!.insertHtml(PICTURE));
    expect(html()).toBe(`<p>Before</p><p>After</p>${PICTURE}`);
  });
});
