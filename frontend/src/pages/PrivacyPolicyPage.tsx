import { LegalPageView } from '../components/LegalPageView.js';
import { privacyPolicy } from '../content/legal.js';
import { type PageMeta } from '../lib/page-meta.js';

export const meta: PageMeta = {
  title: 'Privacy policy',
  description:
    'How we collect, use and protect the personal data you share through our contact form and courses, how long we keep it and how to ask us to delete it.',
};

export default function PrivacyPolicyPage() {
  return <LegalPageView page={privacyPolicy} />;
}
