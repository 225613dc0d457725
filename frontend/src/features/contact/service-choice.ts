import { CONTACT_SERVICE_IDS, type ContactServiceId } from '@site/contract';
import { SERVICE_PARAM } from './contact-link.js';

export const isContactService = (value: unknown): value is ContactServiceId =>
  (CONTACT_SERVICE_IDS as readonly unknown[]).includes(value);

/** The service an address's search string names, when it is one of CONTACT_SERVICES. */
export function serviceOf(search: string): ContactServiceId | null {
  const value = new URLSearchParams(search).get(SERVICE_PARAM);
  return isContactService(value) ? value : null;
}
