import { afterEach, describe, expect, it } from '@jest/globals';
import { Editor } from '@tiptap/react';
import { readFileSync } from 'node:fs';
import { postExtensions } from './extensions.js';
import { cleanPastedHtml } from './paste.js';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

let editor: Editor | null = null;
afterEach(() => editor?.destroy());

/** What the editor holds after `html` is pasted into it, through ProseMirror's own paste
 * handling (transformPastedHTML, then the schema's parse rules). */
function paste(html: string): string {
  editor = new Editor({ extensions: postExtensions() });
  // jsdom has no ClipboardEvent; ProseMirror only needs an event to pass to the paste handlers.
  editor.view.pasteHTML(html, new Event('paste') as ClipboardEvent);
  return editor.getHTML();
}

describe('pasting', () => {
  it('Google Docs: headings, bold and italic from inline styles, links, lists; no wrapper bold', () => {
    expect(paste(fixture('google-docs.html'))).toBe(
      '<h2>Planning a server move</h2>' +
        '<p>Start with an <strong>inventory</strong> of every service, then <em>test the backups</em> before the <strong><em>cut-over night</em></strong>. Read <a rel="noopener noreferrer" href="https://example.com/migration-guide">the migration guide</a>.</p>' +
        '<ul><li><p>Web servers</p></li><li><p>Mail and <strong>DNS</strong></p></li></ul>' +
        '<ol><li><p>Copy the data</p></li><li><p>Switch the DNS</p></li></ol>' +
        '<p>Questions? Write to <a rel="noopener noreferrer" href="mailto:ops@example.com">ops@example.com</a>.</p>',
    );
  });

  it('Word: MsoNormal paragraphs, <o:p>, conditional comments and MsoListParagraph lists', () => {
    expect(paste(fixture('word.html'))).toBe(
      '<h3>Checklist for the night</h3>' +
        '<p>Keep the old server running until the <strong>new one answers</strong>, and note the <em>exact time</em> of each step.</p>' +
        '<ul><li><p>Lower the DNS time to live</p><ul><li><p>a day before</p></li></ul></li><li><p><strong>Freeze</strong> the content</p></li></ul>' +
        '<p>Then, in order:</p>' +
        '<ol><li><p>Copy the database</p></li><li><p>Point the domain at the new address</p></li></ol>' +
        '<p>Details are on <a rel="noopener noreferrer" href="https://example.com/runbook">the runbook page</a>.</p>',
    );
  });

  it('drops what a post cannot hold: scripts, styles, handlers, unsafe links and images, frames', () => {
    expect(
      paste(
        '<p style="color:red" onclick="steal()">Text <a href="javascript:alert(1)">bad link</a>' +
          '<img src="data:image/png;base64,AAAA" alt="x"><img src="http://cdn.example.com/a.png" alt="y"></p>' +
          '<script>alert(1)</script><iframe src="https://evil.example.com/"></iframe><h1>Title</h1><table><tr><td>cell</td></tr></table>',
      ),
    ).toBe('<p>Text bad link</p><p>Title</p><p>cell</p>');
  });

  it('a bold Docs wrapper (font-weight normal) adds no bold; a <b> without that style does', () => {
    expect(paste('<b style="font-weight:normal;" id="docs-internal-guid-1"><p>plain</p></b>')).toBe(
      '<p>plain</p>',
    );
    expect(paste('<p><b>strong</b> <span style="font-style:italic">slanted</span></p>')).toBe(
      '<p><strong>strong</strong> <em>slanted</em></p>',
    );
  });
});

describe('cleanPastedHtml', () => {
  it('turns Word list paragraphs into nested lists without their markers', () => {
    const clean = cleanPastedHtml(fixture('word.html'));
    expect(clean).not.toMatch(/mso-list:\s*Ignore|·|<o:p|<!--|\[if/i);
    const body = new DOMParser().parseFromString(clean, 'text/html').body;
    const text = (element: Element) => element.textContent.replace(/\s+/g, ' ').trim();
    expect([...body.querySelectorAll('ul > li')].map(text)).toEqual([
      'Lower the DNS time to livea day before',
      'a day before',
      'Freeze the content',
    ]);
    expect(body.querySelectorAll('ol > li')).toHaveLength(2);
    expect(text(body.querySelector('ul ul > li')!)).toBe('a day before');
  });

  it('makes elements of bold and italic styles and unwraps the Docs wrapper, leaving no style', () => {
    // Under the site's CSP the browser applies no style attribute of pasted HTML, so the
    // schema's style rules cannot see them: the elements must carry the formatting.
    expect(
      cleanPastedHtml(
        '<b style="font-weight:normal;" id="docs-internal-guid-1"><p style="line-height:1.38">' +
          '<span style="font-weight:700;font-style:normal">b</span>' +
          '<span style="font-weight:400;font-style:italic">i</span>' +
          '<span style="font-weight:bold;font-style:italic">bi</span></p></b>' +
          '<p><strong style="font-weight:400">not bold</strong></p>',
      ),
    ).toBe(
      '<p><span><strong>b</strong></span><span><em>i</em></span>' +
        '<span><em><strong>bi</strong></em></span></p><p>not bold</p>',
    );
  });

  it('removes the line breaks Docs puts between blocks and empty paragraphs', () => {
    expect(
      cleanPastedHtml(
        '<b id="docs-internal-guid-1"><p>a</p><br><p>b</p></b><p>&nbsp;</p><br class="Apple-interchange-newline">',
      ),
    ).toBe('<b id="docs-internal-guid-1"><p>a</p><p>b</p></b>');
  });
});
