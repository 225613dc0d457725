import { describe, expect, it } from '@jest/globals';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { cdata, xmlText } from './xml.js';

const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false, trimValues: false });

/** What an XML parser reads back from the value placed as an element's text and attribute. */
const readBack = (element: string, attribute: string) => {
  const xml = `<a b="${attribute}">${element}</a>`;
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml) as { a: { '#text': string; '@_b': string } };
};

describe('xmlText and cdata', () => {
  it('escape markup so that a parser reads the text back unchanged', () => {
    const text = `Tips & <tricks> for "quoted" 'titles' ]]> © 日本 😀`;
    const { a } = readBack(xmlText(text), xmlText(text));
    expect(a['#text']).toBe(text);
    expect(a['@_b']).toBe(text);
  });

  it('drop the characters XML cannot carry, and keep tabs and newlines', () => {
    expect(xmlText('a\u0000b\u0008c\u000Bd\uFFFEe\uD800f\tg\nh')).toBe('abcdef\tg\nh');
    expect(cdata('a\u0001b')).toBe('<![CDATA[ab]]>');
  });

  it('cdata splits a "]]>" so the section never ends early', () => {
    const html = '<p>x ]]> y ]]]]> z</p>';
    const section = cdata(html);
    expect(section).toBe('<![CDATA[<p>x ]]]]><![CDATA[> y ]]]]]]><![CDATA[> z</p>]]>');
    const xml = `<a>${section}</a>`;
    expect(XMLValidator.validate(xml)).toBe(true);
    expect((parser.parse(xml) as { a: string }).a).toBe(html);
  });
});
