import { beforeAll, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { pasteInto, renderEditor, stubLayout } from './editor-harness.js';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8').trim();

/** `html` as the browser writes it back (void elements without "/", entities as it escapes
 * them): the fixture is written as the server's sanitiser writes it. */
function asBrowserWrites(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

beforeAll(stubLayout);

/** An uploaded variant's address: its content key (a SHA-256) and format. */
const upload = (digit: string, extension: string) => `/uploads/${digit.repeat(64)}.${extension}`;
const SIZES = '(min-width:792px) 760px,calc(100vw - 32px)';

/** Every toolbar control, a Markdown shortcut, an uploaded picture and both pastes, one after
 * the other. fixtures/editor-output.html holds the result, and the server's sanitiser spec
 * (services/blog) checks that it keeps all of it unchanged. */
it('writes, with every control and both pastes, exactly the committed editor-output fixture', async () => {
  const { user, surface, handle, html, press } = renderEditor();
  const type = (text: string) => user.keyboard(text);
  const prompt = async (button: string, values: Record<string, string>) => {
    await press(button);
    const form = screen.getByRole('group', { name: button === 'Link' ? 'Link' : button });
    for (const [label, value] of Object.entries(values)) {
      const field = within(form).getByLabelText(label);
      await user.clear(field);
      await user.type(field, value);
    }
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    act(() => surface.focus());
  };

  await type('## Planning the move{Enter}');
  await type('Subsection');
  await press('Heading 3');
  await type('{Enter}Details');
  await press('Heading 4');
  await type('{Enter}Plain, ');
  await press('Bold');
  await type('bold');
  await press('Bold');
  await type(' and ');
  await press('Italic');
  await type('italic');
  await press('Italic');
  await type(' words; see ');
  await prompt('Link', { 'Link address': 'https://example.com/guide' });
  await type('{Enter}A **marked** and *slanted* text.{Enter}');
  await press('Bulleted list');
  await type('One{Enter}Two{Enter}{Enter}');
  await press('Numbered list');
  await type('First{Enter}Second{Enter}{Enter}');
  await press('Quote');
  await type('Quoted words');
  await type('{Enter}');
  await press('Quote');
  await press('Code block');
  await type('const a = 1 < 2;{Enter}{Enter}{Enter}');
  await press('Horizontal rule');
  await prompt('Image from address', {
    'Image address (https://…)': 'https://images.example.com/office.jpg',
    'Image description (alt text)': 'Our office',
  });
  act(() =>
    handle.current!.insertHtml(
      `<picture><source type="image/avif" srcset="${upload('a', 'avif')} 480w,${upload('b', 'avif')} 960w" sizes="${SIZES}"><source type="image/webp" srcset="${upload('c', 'webp')} 480w,${upload('d', 'webp')} 960w" sizes="${SIZES}"><img src="${upload('e', 'jpg')}" srcset="${upload('e', 'jpg')} 480w,${upload('f', 'jpg')} 960w" sizes="${SIZES}" width="960" height="640" alt="A chart &quot;2026&quot; &amp; more" loading="lazy"></picture>`,
    ),
  );
  await prompt('Embed video', { 'YouTube or Vimeo address': 'https://youtu.be/dQw4w9WgXcQ' });
  await prompt('Embed video', { 'YouTube or Vimeo address': 'https://vimeo.com/76979871' });
  await press('Undo');
  expect(html()).not.toContain('player.vimeo.com');
  await press('Redo');
  expect(html()).toContain('https://player.vimeo.com/video/76979871?dnt=1');
  pasteInto(surface, fixture('google-docs.html'));
  await type('{Enter}');
  pasteInto(surface, fixture('word.html'));

  expect(html()).toBe(asBrowserWrites(fixture('editor-output.html')));
});
