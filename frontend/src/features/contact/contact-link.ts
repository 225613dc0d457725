import type { ContactServiceId } from '@site/contract';
import { routes } from '../../lib/routes.js';

/** The contact page's query parameter naming the service asked about. */
export const SERVICE_PARAM = 'service';

/** The contact page with `service` chosen in its Service select: a service page's call to
 * action. */
export const contactLink = (service: ContactServiceId) =>
  `${routes.contact.link()}?${SERVICE_PARAM}=${encodeURIComponent(service)}`;
