import type { ServiceId } from './types.js';

/** A service a blog post can lead to: its id (its page is /services/<id>) and its title as
 * services.ts writes it (a spec keeps the two equal; importing services.ts here would add every
 * service's card to the post page's first load). */
export interface BlogService {
  id: ServiceId;
  title: string;
}

const service = (id: ServiceId, title: string): BlogService => ({ id, title });
const SERVICES = {
  'website-development': service('website-development', 'Website Development'),
  'app-development': service('app-development', 'App Development'),
  'custom-software': service('custom-software', 'Custom Software'),
  'digital-marketing': service('digital-marketing', 'Digital Marketing'),
  'social-media': service('social-media', 'Social Media Management'),
  'graphic-design': service('graphic-design', 'Graphic Design'),
  'cyber-security': service('cyber-security', 'Cyber Security'),
  'video-editing': service('video-editing', 'Video Editing'),
  printing: service('printing', 'Printing'),
} as const satisfies Partial<Record<ServiceId, BlogService>>;

/**
 * The service a blog post leads to: the post page ends with a call to the service page of its
 * first tag found here. Keys are tag slugs ('Web Development' → 'web-development'); a tag not
 * listed leads nowhere.
 */
export const serviceOfTag: Readonly<Record<string, BlogService>> = {
  'web-development': SERVICES['website-development'],
  'website-development': SERVICES['website-development'],
  websites: SERVICES['website-development'],
  wordpress: SERVICES['website-development'],
  'app-development': SERVICES['app-development'],
  'mobile-apps': SERVICES['app-development'],
  android: SERVICES['app-development'],
  ios: SERVICES['app-development'],
  'custom-software': SERVICES['custom-software'],
  software: SERVICES['custom-software'],
  'digital-marketing': SERVICES['digital-marketing'],
  seo: SERVICES['digital-marketing'],
  marketing: SERVICES['digital-marketing'],
  'social-media': SERVICES['social-media'],
  'graphic-design': SERVICES['graphic-design'],
  branding: SERVICES['graphic-design'],
  'cyber-security': SERVICES['cyber-security'],
  security: SERVICES['cyber-security'],
  'video-editing': SERVICES['video-editing'],
  video: SERVICES['video-editing'],
  printing: SERVICES['printing'],
};
