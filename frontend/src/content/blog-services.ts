import type { ServiceId } from './types.js';

/**
 * The service a blog post leads to: the post page ends with a call to the service page of its
 * first tag found here. Keys are tag slugs ('Web Development' → 'web-development'); a tag not
 * listed leads nowhere.
 */
export const serviceOfTag: Readonly<Record<string, ServiceId>> = {
  'web-development': 'website-development',
  'website-development': 'website-development',
  websites: 'website-development',
  wordpress: 'website-development',
  'app-development': 'app-development',
  'mobile-apps': 'app-development',
  android: 'app-development',
  ios: 'app-development',
  'custom-software': 'custom-software',
  software: 'custom-software',
  'digital-marketing': 'digital-marketing',
  seo: 'digital-marketing',
  marketing: 'digital-marketing',
  'social-media': 'social-media',
  'graphic-design': 'graphic-design',
  branding: 'graphic-design',
  'cyber-security': 'cyber-security',
  security: 'cyber-security',
  'video-editing': 'video-editing',
  video: 'video-editing',
  printing: 'printing',
};
