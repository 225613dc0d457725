import type { ServiceDetail } from '../types.js';

const detail: ServiceDetail = {
  description: [
    'Video now brings more reach on Facebook, Instagram, TikTok and YouTube than any other kind of post. You can shoot on a phone and send us the clips; we cut them into tight, watchable videos with captions, music, your logo and a clear call to action.',
    'We edit reels and shorts, product and property walk-throughs, client testimonials, event and seminar highlights, and recorded lectures for academies. Captions can be in English or Urdu, which matters because many people watch with the sound off.',
    'Each video comes in the right sizes for each platform, and you get two rounds of changes included in the price.',
  ],
  deliverables: [
    'Edited video with music, titles and your branding',
    'English or Urdu captions',
    'Exports sized for reels, stories, YouTube and Facebook',
    'Thumbnail or cover image',
    'Two rounds of revisions',
  ],
};

export default detail;
