import type { ServiceDetail, ServiceId } from './types.js';

/** The long texts of each service page, one module per service, so a service page loads only
 * its own (and pages that only list services load none). */
export const serviceDetails: Record<ServiceId, () => Promise<{ default: ServiceDetail }>> = {
  'custom-software': () => import('./service-details/custom-software.js'),
  'app-development': () => import('./service-details/app-development.js'),
  'website-development': () => import('./service-details/website-development.js'),
  'social-media': () => import('./service-details/social-media.js'),
  'digital-marketing': () => import('./service-details/digital-marketing.js'),
  printing: () => import('./service-details/printing.js'),
  'cyber-security': () => import('./service-details/cyber-security.js'),
  'video-editing': () => import('./service-details/video-editing.js'),
  'graphic-design': () => import('./service-details/graphic-design.js'),
};
