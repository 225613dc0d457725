import { describe, expect, it } from '@jest/globals';
import { parseTags } from './parse-tags.js';

describe('parseTags', () => {
  it.each<[string, string | undefined, string[]]>([
    ['gives no tags for undefined', undefined, []],
    ['gives no tags for an empty string', '', []],
    ['gives no tags for only commas and spaces', ' , ,,  ', []],
    ['reads a single tag', 'SEO', ['SEO']],
    [
      'trims spaces and tabs around each tag',
      '  Web Development ,\tSEO\t',
      ['Web Development', 'SEO'],
    ],
    ['keeps spaces inside a tag', 'Small  Business', ['Small  Business']],
    ['drops empty entries between commas', 'a,,b, ,c,', ['a', 'b', 'c']],
    ['drops an exact duplicate', 'seo, seo', ['seo']],
    [
      'drops case-insensitive duplicates, keeping the first spelling',
      'SEO, seo, Marketing, Seo, MARKETING',
      ['SEO', 'Marketing'],
    ],
    ['keeps the first spelling when the lowercase one comes first', 'seo, SEO', ['seo']],
    ['keeps the order tags were written in', 'c, a, b', ['c', 'a', 'b']],
    [
      'treats a duplicate that differs only in surrounding spaces as a duplicate',
      'seo,  SEO  ',
      ['seo'],
    ],
  ])('%s', (_behaviour, input, expected) => {
    expect(parseTags(input)).toEqual(expected);
  });
});
