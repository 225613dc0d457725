import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import { type Content, Extension, mergeAttributes, Node } from '@tiptap/react';
import { isVideoPlayerSrc } from '../../../lib/post-html.js';

/** An image address the server keeps: the site's uploads or any https address. */
export function isImageUrl(url: string | null): url is string {
  return url !== null && (/^\/uploads\/[^/\s]+$/.test(url) || /^https:\/\/[^/\s]/i.test(url));
}

/** A srcset written as the server writes it (candidates joined by ", "), or null when one of
 * its candidates is not an image the server keeps. */
function normalSrcset(srcset: string): string | null {
  const candidates = srcset
    .split(',')
    .map((candidate) => candidate.trim())
    .filter((candidate) => candidate !== '');
  const urls = candidates.map((candidate) => candidate.split(/\s+/)[0] ?? '');
  return candidates.length > 0 && urls.every(isImageUrl) ? candidates.join(', ') : null;
}

type Attributes = Record<string, string>;

/** The attributes of `element` among `names`, in that order, srcsets normalised. */
function pick(element: Element, names: readonly string[]): Attributes | null {
  const picked: Attributes = {};
  for (const name of names) {
    const value = element.getAttribute(name);
    if (value === null) continue;
    if (name === 'srcset') {
      const srcset = normalSrcset(value);
      if (srcset === null) return null;
      picked[name] = srcset;
    } else picked[name] = value;
  }
  return picked;
}

const IMG_ATTRIBUTES = ['src', 'srcset', 'sizes', 'width', 'height', 'alt', 'title', 'loading'];
const SOURCE_ATTRIBUTES = ['type', 'srcset', 'sizes'];

/** A plain image (<img>) from the site's uploads or an https address; any other is dropped. */
export const Image = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { img: { default: {}, rendered: false } };
  },
  parseHTML() {
    return [
      {
        tag: 'img',
        getAttrs: (element) => {
          const img = pick(element, IMG_ATTRIBUTES);
          return img !== null && isImageUrl(img.src ?? null) ? { img } : false;
        },
      },
    ];
  },
  renderHTML({ node }) {
    return ['img', { ...(node.attrs.img as Attributes) }];
  },
});

/** An uploaded image as "Insert image" writes it: <picture> with its <source>s and <img>. */
export const Picture = Node.create({
  name: 'picture',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      sources: { default: [], rendered: false },
      img: { default: {}, rendered: false },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'picture',
        getAttrs: (element) => {
          const found = element.querySelector('img');
          const img = found && pick(found, IMG_ATTRIBUTES);
          if (!img || !isImageUrl(img.src ?? null)) return false;
          const sources = [...element.querySelectorAll('source')]
            .map((source) => pick(source, SOURCE_ATTRIBUTES))
            .filter((source): source is Attributes => source?.srcset !== undefined);
          return { sources, img };
        },
      },
    ];
  },
  renderHTML({ node }) {
    const sources = node.attrs.sources as Attributes[];
    return [
      'picture',
      ...sources.map((source): [string, Attributes] => ['source', { ...source }]),
      ['img', { ...(node.attrs.img as Attributes) }],
    ];
  },
});

/** The fixed attributes of a video player's frame. */
export const VIDEO_FRAME = {
  width: '560',
  height: '315',
  loading: 'lazy',
  referrerpolicy: 'strict-origin-when-cross-origin',
  allowfullscreen: '',
} as const;

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    video: {
      /** Inserts a video player's frame (`src` must be a privacy-enhanced player's address). */
      insertVideo: (attributes: { src: string; title: string }) => ReturnType;
    };
    blockInsertion: {
      /** Inserts `content` at the cursor and leaves the cursor in the text after it (a new
       * paragraph if none follows), so that the next insertion does not replace it. */
      insertBlock: (content: Content) => ReturnType;
    };
  }
}

export const BlockInsertion = Extension.create({
  name: 'blockInsertion',
  addCommands() {
    return {
      insertBlock:
        (content) =>
        ({ chain }) =>
          chain()
            .insertContent(content)
            .command(({ tr }) => {
              if (!(tr.selection instanceof NodeSelection)) return true;
              const end = tr.selection.to;
              if (!tr.doc.resolve(end).nodeAfter?.isTextblock) {
                tr.insert(end, tr.doc.type.schema.nodes.paragraph!.create());
              }
              tr.setSelection(TextSelection.create(tr.doc, end + 1));
              return true;
            })
            .run(),
    };
  },
});

/** A YouTube or Vimeo video through its privacy-enhanced player; any other frame is dropped. */
export const Video = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: { default: null },
      title: { default: 'Video' },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'iframe',
        getAttrs: (element) =>
          isVideoPlayerSrc(element.getAttribute('src'))
            ? { src: element.getAttribute('src'), title: element.getAttribute('title') || 'Video' }
            : false,
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ['iframe', mergeAttributes(HTMLAttributes, VIDEO_FRAME)];
  },
  addCommands() {
    return {
      insertVideo:
        (attributes) =>
        ({ commands }) =>
          isVideoPlayerSrc(attributes.src) &&
          commands.insertBlock({ type: this.name, attrs: attributes }),
    };
  },
});
