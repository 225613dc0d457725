import HeroServicePage, { heroMeta } from '../HeroServicePage.js';

export const meta = heroMeta('/digital-marketing');

export default function DigitalMarketingPage() {
  return <HeroServicePage path="/digital-marketing" />;
}
