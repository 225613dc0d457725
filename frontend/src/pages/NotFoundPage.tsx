import { NotFoundContent } from '../components/NotFoundContent.js';
import { type PageMeta } from '../lib/page-meta.js';

export const meta: PageMeta = {
  title: 'Page not found',
  description:
    'This address does not match any page on our site. Go back to the home page, browse our IT services or contact our team in Rawalpindi for help.',
};

export default function NotFoundPage() {
  return <NotFoundContent />;
}
