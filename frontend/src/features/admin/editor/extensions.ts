import Link from '@tiptap/extension-link';
import { OrderedList } from '@tiptap/extension-list';
import { Plugin } from '@tiptap/pm/state';
import { Extension } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { BlockInsertion, Image, Picture, Video } from './media-nodes.js';
import { cleanPastedHtml } from './paste.js';

/** The link addresses a post may have: http(s), mailto and tel. */
export function isLinkUrl(url: string): boolean {
  return /^(https?:\/\/[^/\s]|mailto:|tel:)/i.test(url.trim());
}

/** Links keep their address and title only; every one gets rel="noopener noreferrer", as the
 * server writes it. */
const PostLink = Link.extend({
  addAttributes() {
    return {
      href: { default: null, parseHTML: (element) => element.getAttribute('href') },
      title: { default: null, parseHTML: (element) => element.getAttribute('title') },
    };
  },
}).configure({
  openOnClick: false,
  autolink: false,
  HTMLAttributes: { rel: 'noopener noreferrer', target: null, class: null },
  isAllowedUri: isLinkUrl,
});

/** Numbered lists keep their start, not a list-style type (pasted lists carry one). */
const PostOrderedList = OrderedList.extend({
  addAttributes() {
    const attributes = { ...this.parent?.() };
    delete attributes.type;
    return attributes;
  },
});

/** Pasted HTML goes through cleanPastedHtml before the schema reads it. */
const PasteCleaning = Extension.create({
  name: 'pasteCleaning',
  addProseMirrorPlugins() {
    return [new Plugin({ props: { transformPastedHTML: cleanPastedHtml } })];
  },
});

/**
 * What a post can hold in the editor, and so what its HTML can contain: headings H2–H4, bold,
 * italic, strikethrough, inline code, links, lists, quotes, code blocks, rules, line breaks,
 * images (plain and uploaded <picture>s) and YouTube/Vimeo players. StarterKit brings the
 * Markdown shortcuts (`## `, `**bold**`, `- `, `1. `, `> `, "```", `---`) and undo/redo.
 */
export function postExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      link: false,
      underline: false,
      orderedList: false,
    }),
    PostLink,
    PostOrderedList,
    Image,
    Picture,
    Video,
    BlockInsertion,
    PasteCleaning,
  ];
}
