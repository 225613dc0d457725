import HeroServicePage, { heroMeta } from '../HeroServicePage.js';

export const meta = heroMeta('/graphic-design');

export default function GraphicDesignPage() {
  return <HeroServicePage path="/graphic-design" />;
}
