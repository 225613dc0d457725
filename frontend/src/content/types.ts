/** The shapes of the site's fixed content. Content is data: a new service or FAQ is one more
 * object in the right file of src/content, never new JSX. */

import type { ContactServiceId } from '@site/contract';
import type { HeroPath } from '../lib/routes.js';

/** An image shipped in the repository (src/assets/images), imported so Vite fingerprints it. */
export interface ImageAsset {
  src: string;
  width: number;
  height: number;
  /** Describes the picture; '' only for a purely decorative image. */
  alt: string;
}

/** The nine services: what a visitor may ask about (CONTACT_SERVICES) but the courses and
 * anything else. */
export type ServiceId = Exclude<ContactServiceId, 'short-courses' | 'other'>;

/** A service as cards show it. */
export interface ServiceSummary {
  id: ServiceId;
  title: string;
  /** One or two sentences for the card. */
  summary: string;
  banner: ImageAsset;
}

/** The texts of a service's own page (one module per service, loaded with that page). */
export interface ServiceDetail {
  /** Paragraphs of the service page. */
  description: string[];
  /** What the client gets, as short items. */
  deliverables: string[];
}

export interface TitledText {
  title: string;
  text: string;
}

export interface Achievement {
  /** As displayed, e.g. '20+'. */
  value: string;
  label: string;
}

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  company: string;
}

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  photo: ImageAsset;
}

export interface HomeContent {
  hero: { title: string; subtitle: string; image: ImageAsset };
  reasons: TitledText[];
  achievements: Achievement[];
  testimonials: Testimonial[];
  team: TeamMember[];
}

export interface AboutContent {
  intro: string;
  story: string[];
  howWeWork: TitledText[];
  future: string[];
  coreValues: TitledText[];
  image: ImageAsset;
}

export interface Course {
  id: string;
  title: string;
  /** As displayed, e.g. '2 months'. */
  duration: string;
  months: number;
  summary: string;
  /** Who the course is for. */
  audience: string;
  modules: string[];
  image: ImageAsset;
}

export interface Project {
  id: string;
  title: string;
  /** A description of the client (no real client names). */
  client: string;
  summary: string;
  result: string;
  services: string[];
  image: ImageAsset;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqSection {
  id: string;
  title: string;
  items: FaqItem[];
}

export interface Article {
  slug: string;
  title: string;
  author: string;
  categories: string[];
  excerpt: string;
}

export type CareerCategoryId = 'marketing' | 'operations' | 'sales' | 'all-others';

export interface CareerCategory {
  id: CareerCategoryId;
  title: string;
  summary: string;
  description: string[];
  roles: string[];
}

export interface ResourceCard {
  title: string;
  text: string;
  href: string;
}

export interface HeroPage {
  /** Its route (lib/routes.ts lists the hero paths). */
  path: HeroPath;
  title: string;
  tagline: string;
  /** The service page this hero leads to, for its call to action. */
  serviceId: ServiceId;
  image: ImageAsset;
}

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalPage {
  title: string;
  /** ISO date the text was last changed. */
  updated: string;
  intro: string;
  sections: LegalSection[];
}

export interface GuideSection {
  heading: string;
  paragraphs: string[];
  checklist?: string[];
}
