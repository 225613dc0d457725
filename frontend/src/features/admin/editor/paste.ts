/** A Word list paragraph's list and level: `mso-list:l0 level2 lfo1`. */
const WORD_LIST = /mso-list:\s*l\d+\s+level(\d+)/i;
/** Word's list marker ("·", "1.", "a)") sits in a span styled `mso-list:Ignore`. */
const WORD_MARKER = /mso-list:\s*ignore/i;
const ORDERED_MARKER = /^\s*(\d+|[a-z]|[ivxlcdm]+)[.)]/i;

/** Word writes each list item as a paragraph with its marker as text: they become <ul>/<ol>
 * with <li>s, nested by their level. */
function wordLists(body: HTMLElement) {
  let open: { list: HTMLElement; level: number }[] = [];
  let previous: Element | null = null;
  for (const paragraph of body.querySelectorAll('p')) {
    const level = Number(WORD_LIST.exec(paragraph.getAttribute('style') ?? '')?.[1] ?? 0);
    if (level === 0) continue;
    const markers = [...paragraph.querySelectorAll('span')].filter((span) =>
      WORD_MARKER.test(span.getAttribute('style') ?? ''),
    );
    const ordered = ORDERED_MARKER.test(markers[0]?.textContent ?? '');
    for (const marker of markers) marker.remove();

    if (previous === null || paragraph.previousElementSibling !== previous) open = [];
    while (open.length > 0 && open[open.length - 1]!.level > level) open.pop();
    let top = open[open.length - 1];
    if (!top || top.level < level) {
      const list = body.ownerDocument.createElement(ordered ? 'ol' : 'ul');
      const parentItem = top?.list.lastElementChild;
      if (parentItem) parentItem.append(list);
      else paragraph.before(list);
      top = { list, level };
      open.push(top);
    }
    const item = body.ownerDocument.createElement('li');
    item.append(...paragraph.childNodes);
    top.list.append(item);
    const anchor = open[0]!.list;
    paragraph.remove();
    previous = anchor;
  }
}

const BOLD = /^(bold|bolder|[5-9]\d\d)$/;
const NOT_BOLD = /^(normal|lighter|[1-4]\d\d)$/;

/**
 * Bold and italic carried by inline styles become <strong> and <em>, and a <b>/<strong> or
 * <i>/<em> whose own style undoes it is unwrapped (Google Docs wraps a whole paste in
 * <b style="font-weight:normal">). Style attributes are then removed. They are read through the
 * CSSOM of a probe element: the site's CSP keeps the browser from applying style attributes of
 * parsed HTML, so the schema's own style rules would see none.
 */
function stylesToElements(body: HTMLElement) {
  const probe = document.createElement('span');
  for (const element of [...body.querySelectorAll<HTMLElement>('[style]')]) {
    probe.style.cssText = element.getAttribute('style') ?? '';
    const weight = probe.style.fontWeight;
    const slant = probe.style.fontStyle;
    element.removeAttribute('style');
    const tag = element.tagName;
    const unwrap =
      ((tag === 'B' || tag === 'STRONG') && NOT_BOLD.test(weight)) ||
      ((tag === 'I' || tag === 'EM') && slant === 'normal');
    for (const [wanted, name] of [
      [BOLD.test(weight) && tag !== 'B' && tag !== 'STRONG', 'strong'],
      [slant === 'italic' && tag !== 'I' && tag !== 'EM', 'em'],
    ] as const) {
      if (!wanted) continue;
      const wrapper = body.ownerDocument.createElement(name);
      wrapper.append(...element.childNodes);
      element.append(wrapper);
    }
    if (unwrap) element.replaceWith(...element.childNodes);
  }
}

/** Removes `nodes`, collected first so that removing does not stop the walk over them. */
function removeAll(nodes: Iterable<Node>) {
  for (const node of [...nodes]) node.parentNode?.removeChild(node);
}

function* comments(root: Node): Generator<Node> {
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  while (walker.nextNode()) yield walker.currentNode;
}

/**
 * Clipboard HTML from Google Docs and Word, made ready for the editor's schema, which keeps only
 * the markup a post may contain: bold and italic in inline styles become elements; Word's list
 * paragraphs become lists; its comments (conditional ones too), Office elements (<o:p>) and empty
 * paragraphs go; the <br>s Docs puts between blocks go; non-breaking spaces become spaces.
 */
export function cleanPastedHtml(html: string): string {
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  removeAll(comments(body));
  removeAll([...body.querySelectorAll('*')].filter((element) => element.tagName.includes(':')));
  wordLists(body);
  stylesToElements(body);
  removeAll(
    [...body.querySelectorAll('br')].filter(
      (br) =>
        br.parentElement === body ||
        br.parentElement?.id.startsWith('docs-internal-guid') === true ||
        br.classList.contains('Apple-interchange-newline'),
    ),
  );
  removeAll(
    [...body.querySelectorAll('p')].filter(
      (paragraph) =>
        (paragraph.textContent ?? '').trim() === '' && !paragraph.querySelector('img, br'),
    ),
  );
  const texts = body.ownerDocument.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  while (texts.nextNode()) {
    const text = texts.currentNode;
    if (text.nodeValue?.includes('\u00a0')) text.nodeValue = text.nodeValue.replace(/\u00a0/g, ' ');
  }
  return body.innerHTML;
}
