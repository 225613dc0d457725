import HeroServicePage, { heroMeta } from '../HeroServicePage.js';

export const meta = heroMeta('/app-development');

export default function AppDevelopmentPage() {
  return <HeroServicePage path="/app-development" />;
}
