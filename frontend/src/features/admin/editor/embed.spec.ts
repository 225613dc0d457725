import { describe, expect, it } from '@jest/globals';
import { sanitizePostContent } from '../../../lib/post-html.js';
import { videoEmbed } from './embed.js';

describe('videoEmbed', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'https://www.youtube.com/shorts/a_B-c1D2e3F',
      'https://www.youtube-nocookie.com/embed/a_B-c1D2e3F',
    ],
    [
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [
      '  http://www.youtube.com/watch?v=dQw4w9WgXcQ  ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
  ])('%s → %s', (address, src) => {
    expect(videoEmbed(address)?.src).toBe(src);
  });

  it('names the frame after its provider', () => {
    expect(videoEmbed('https://youtu.be/dQw4w9WgXcQ')?.title).toBe('YouTube video');
    expect(videoEmbed('https://vimeo.com/1')?.title).toBe('Vimeo video');
  });

  it.each([
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    'https://www.youtube.com/playlist?list=PL123',
    'https://vimeo.com/channels/staffpicks',
    'https://vimeo.com/76979871abc',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'ftp://youtu.be/dQw4w9WgXcQ',
    'https://user@youtu.be/dQw4w9WgXcQ',
    'not an address',
  ])('refuses %s', (address) => {
    expect(videoEmbed(address)).toBeNull();
  });
});

describe('sanitizePostContent (the browser sanitiser of post HTML)', () => {
  const frame = (src: string) =>
    `<iframe src="${src}" title="Video" width="560" height="315" loading="lazy" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen=""></iframe>`;

  it.each([
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://player.vimeo.com/video/76979871?dnt=1',
  ])('keeps the player frame %s with its attributes', (src) => {
    expect(sanitizePostContent(frame(src))).toBe(frame(src));
  });

  it.each([
    'https://evil.example.com/',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'http://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  ])('removes a frame of %s', (src) => {
    expect(sanitizePostContent(`${frame(src)}<p>ok</p>`)).toBe('<p>ok</p>');
  });

  it('removes srcdoc and handlers from a player frame, and scripts everywhere', () => {
    const html = sanitizePostContent(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" srcdoc="<script>alert(1)</script>" onload="steal()"></iframe><img src="x" onerror="alert(2)"><script>alert(3)</script>',
    );
    expect(html).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe><img src="x">',
    );
  });
});
