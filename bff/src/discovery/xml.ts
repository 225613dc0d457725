/** Characters XML 1.0 cannot carry at all, not even escaped (C0 controls, lone surrogates...). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for an element or a quoted attribute value. */
export function xmlText(value: string): string {
  return value.replace(NOT_XML, '').replace(/[&<>"']/g, (character) => ENTITIES[character] ?? '');
}

/** Markup carried as text in a CDATA section; a `]]>` inside is split across two sections. */
export function cdata(value: string): string {
  return `<![CDATA[${value.replace(NOT_XML, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}
