// Renders the link-preview images into public/social/ (run by hand when a banner or the brand
// changes: `node frontend/scripts/social-images.mjs`). Link previews (WhatsApp, Facebook,
// LinkedIn, X) do not show SVG, so each page banner gets a PNG copy at its own size, plus a
// default 1200×630 card in the site's colours and a square logo.
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const images = path.join(root, 'src/assets/images');
const out = path.join(root, 'public/social');
const mark = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');

const BANNERS = /^(service|hero)-.+\.svg$/;

const defaultCard = `<!doctype html><html><head><style>
  html, body { margin: 0; }
  body { width: 1200px; height: 630px; overflow: hidden; background: #0b5cad; color: #fff;
    font-family: system-ui, 'Noto Sans', 'DejaVu Sans', Arial, sans-serif; position: relative; }
  .ring { position: absolute; border-radius: 50%; }
  .a { width: 420px; height: 420px; right: -120px; top: -140px; background: #fff; opacity: .07; }
  .b { width: 300px; height: 300px; left: -90px; bottom: -120px; background: #f59e0b; opacity: .25; }
  .mark { position: absolute; left: 96px; top: 150px; width: 150px; height: 150px; }
  .mark svg { width: 150px; height: 150px; }
  h1 { position: absolute; left: 96px; top: 330px; margin: 0; font-size: 64px; line-height: 1.15;
    font-weight: 700; max-width: 960px; }
  p { position: absolute; left: 96px; top: 500px; margin: 0; font-size: 32px; color: #fde7b0; }
  .bar { position: absolute; left: 0; bottom: 0; width: 1200px; height: 18px; background: #f59e0b; }
</style></head><body>
  <div class="ring a"></div><div class="ring b"></div>
  <div class="mark">${mark}</div>
  <h1>Software, websites and marketing</h1>
  <p>IT services and short courses in Rawalpindi</p>
  <div class="bar"></div>
</body></html>`;

const page = (svg, width, height) =>
  `<!doctype html><html><head><style>html,body{margin:0}svg{display:block;width:${width}px;height:${height}px}</style></head><body>${svg}</body></html>`;

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
try {
  const context = await browser.newContext({ deviceScaleFactor: 1 });
  const tab = await context.newPage();
  const shoot = async (html, width, height, file) => {
    await tab.setViewportSize({ width, height });
    await tab.setContent(html);
    await tab.screenshot({ path: path.join(out, file), type: 'png' });
    console.log(`${file} ${width}x${height}`);
  };
  for (const name of readdirSync(images)
    .filter((file) => BANNERS.test(file))
    .sort()) {
    const svg = readFileSync(path.join(images, name), 'utf8');
    const [, width, height] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? [];
    if (!width || !height) throw new Error(`${name} has no viewBox`);
    await shoot(page(svg, +width, +height), +width, +height, name.replace(/\.svg$/, '.png'));
  }
  await shoot(defaultCard, 1200, 630, 'default.png');
  await shoot(page(mark, 512, 512), 512, 512, 'logo.png');
} finally {
  await browser.close();
}
