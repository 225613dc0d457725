import './styles/global.css';

/** Longest the app waits for the page's main content before starting anyway. */
const MAIN_CONTENT_WAIT_MS = 3000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nextFrame = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Resolves once the browser reports the page's largest content painted, where it reports it. */
function contentPainted(): Promise<unknown> {
  if (!PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      resolve(undefined);
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * Resolves once what the visitor came for is on screen: the page's content painted, its main
 * images (those marked fetchpriority="high") loaded or failed, and one more frame. The page is
 * complete HTML already, so the app's scripts start only then and never compete with it.
 */
async function mainContentShown(): Promise<void> {
  const images = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  await Promise.race([
    Promise.all([contentPainted(), ...images.map((image) => image.decode().catch(() => null))]),
    delay(MAIN_CONTENT_WAIT_MS),
  ]);
  await nextFrame();
}

/** The module that starts the app: the build writes its address beside this script
 * (vite-plugins/first-paint.ts); the dev server serves the source. */
const app =
  document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app ?? '/src/boot.tsx';

void mainContentShown().then(() => import(/* @vite-ignore */ app));
