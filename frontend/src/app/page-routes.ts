import { type ComponentType } from 'react';
import { type PageMetaSource } from '../lib/page-meta.js';

/** What every page module exports. */
export interface PageModule {
  default: ComponentType;
  meta?: PageMetaSource;
}

export interface PageRoute {
  path: string;
  load: () => Promise<PageModule>;
}

/** Every public page and the chunk it lives in (each page is its own chunk). */
export const pageRoutes: PageRoute[] = [
  { path: '/', load: () => import('../pages/HomePage.js') },
  { path: '/about', load: () => import('../pages/AboutPage.js') },
  { path: '/services', load: () => import('../pages/ServicesPage.js') },
  { path: '/services/:id', load: () => import('../pages/ServiceDetailPage.js') },
  { path: '/contact', load: () => import('../pages/ContactPage.js') },
  { path: '/careers', load: () => import('../pages/CareersPage.js') },
  { path: '/careers/:category', load: () => import('../pages/CareerCategoryPage.js') },
  { path: '/resources', load: () => import('../pages/ResourcesPage.js') },
  { path: '/knowledge-center', load: () => import('../pages/KnowledgeCenterPage.js') },
  { path: '/knowledge-center/:slug', load: () => import('../pages/ArticlePage.js') },
  { path: '/faqs', load: () => import('../pages/FaqsPage.js') },
  { path: '/pdf-guide', load: () => import('../pages/PdfGuidePage.js') },
  { path: '/courses', load: () => import('../pages/CoursesPage.js') },
  { path: '/projects', load: () => import('../pages/ProjectsPage.js') },
  { path: '/blog', load: () => import('../pages/BlogPage.js') },
  { path: '/blog/:slug', load: () => import('../pages/BlogPostPage.js') },
  { path: '/web-development', load: () => import('../pages/hero/WebDevelopmentPage.js') },
  { path: '/app-development', load: () => import('../pages/hero/AppDevelopmentPage.js') },
  { path: '/digital-marketing', load: () => import('../pages/hero/DigitalMarketingPage.js') },
  { path: '/graphic-design', load: () => import('../pages/hero/GraphicDesignPage.js') },
  { path: '/marketing', load: () => import('../pages/MarketingPage.js') },
  { path: '/privacy-policy', load: () => import('../pages/PrivacyPolicyPage.js') },
  { path: '/terms-conditions', load: () => import('../pages/TermsPage.js') },
  { path: '*', load: () => import('../pages/NotFoundPage.js') },
];
