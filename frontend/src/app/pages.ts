import { type ComponentType } from 'react';
import { type PageMetaSource, type PageProps } from '../lib/page-meta.js';
import { type PublicRouteName, routes } from '../lib/routes.js';

/** What every page module exports. */
export interface PageModule {
  default: ComponentType<PageProps>;
  meta?: PageMetaSource;
}

export type PageLoader = () => Promise<PageModule>;

/** The page module of every public route, each its own chunk. */
export const pages: Record<PublicRouteName, PageLoader> = {
  home: () => import('../pages/HomePage.js'),
  about: () => import('../pages/AboutPage.js'),
  services: () => import('../pages/ServicesPage.js'),
  service: () => import('../pages/ServiceDetailPage.js'),
  contact: () => import('../pages/ContactPage.js'),
  careers: () => import('../pages/CareersPage.js'),
  careerCategory: () => import('../pages/CareerCategoryPage.js'),
  resources: () => import('../pages/ResourcesPage.js'),
  knowledgeCenter: () => import('../pages/KnowledgeCenterPage.js'),
  article: () => import('../pages/ArticlePage.js'),
  faqs: () => import('../pages/FaqsPage.js'),
  pdfGuide: () => import('../pages/PdfGuidePage.js'),
  courses: () => import('../pages/CoursesPage.js'),
  projects: () => import('../pages/ProjectsPage.js'),
  blog: () => import('../pages/BlogPage.js'),
  blogTag: () => import('../pages/BlogPage.js'),
  blogSearch: () => import('../pages/BlogPage.js'),
  blogPost: () => import('../pages/BlogPostPage.js'),
  hero: () => import('../pages/HeroServicePage.js'),
  marketing: () => import('../pages/MarketingPage.js'),
  privacyPolicy: () => import('../pages/PrivacyPolicyPage.js'),
  terms: () => import('../pages/TermsPage.js'),
  notFound: () => import('../pages/NotFoundPage.js'),
};

/** The router's view of the table: one entry per pattern, with the page that renders it. */
export const pageRoutes = (Object.keys(pages) as PublicRouteName[]).flatMap((name) =>
  routes[name].patterns.map((path) => ({ path, name, load: pages[name] })),
);
