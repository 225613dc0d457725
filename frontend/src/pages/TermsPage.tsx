import { LegalPageView } from '../components/LegalPageView.js';
import { terms } from '../content/legal.js';
import { type PageMeta } from '../lib/page-meta.js';

export const meta: PageMeta = {
  title: 'Terms and conditions',
  description:
    'The terms that apply when you use our website, request a quote, hire us for a software, design or marketing project, or enrol on one of our short courses.',
};

export default function TermsPage() {
  return <LegalPageView page={terms} />;
}
