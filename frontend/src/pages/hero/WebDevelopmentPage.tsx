import HeroServicePage, { heroMeta } from '../HeroServicePage.js';

export const meta = heroMeta('/web-development');

export default function WebDevelopmentPage() {
  return <HeroServicePage path="/web-development" />;
}
