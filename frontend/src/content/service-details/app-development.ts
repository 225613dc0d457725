import type { ServiceDetail } from '../types.js';

const detail: ServiceDetail = {
  description: [
    'An app makes sense when your customers come back often: ordering again, booking again, checking fees or tracking a delivery. We help you decide first whether you need an app at all, or whether a fast mobile website would do the same job for less.',
    'When an app is the right choice, we build it for Android and iPhone from a single code base, connect it to your existing system or a new back end, and handle publishing on Google Play and the App Store under your own developer accounts. Most of our users are on mid-range Android phones and patchy mobile data, so we test on those, not only on the latest models.',
    'After launch we monitor crashes, release updates when Android and iOS change, and add features in small, planned rounds.',
  ],
  deliverables: [
    'Clickable design prototype before development starts',
    'Android and iPhone app from one code base',
    'Admin panel to manage content, users and orders',
    'Push notifications and SMS or WhatsApp alerts where needed',
    'Publishing on Google Play and the App Store in your name',
  ],
};

export default detail;
