// The page's first script, inside every page (vite-plugins/first-paint.ts). A page is complete
// HTML, links included, so the app (React, the router, the page's code) loads only when the
// visitor first does something: a touch, a key, a scroll, the mouse moved. A page nobody touches
// costs no script but this one. The app shell (admin, client-only routes) starts at once.
import './styles/global.css';
import { recordPage, visitLog } from './features/lead-context/visit.js';

/** What starts the app on a prerendered page: any sign of a visitor. */
const FIRST_SIGNS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
  'wheel',
];
/** Longest a click or submit made before the app started waits for it, then is dropped. */
const REPLAY_WAIT_MS = 10_000;

/** The module that starts the app: the build writes its address on this script; the dev server
 * serves the source. */
const APP =
  document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app ?? '/src/boot.tsx';

/** The path the page's HTML was made for (the build and the bff write it); null in the shell. */
function renderedPath(): string | null {
  const data = document.getElementById('prerender-data')?.textContent;
  try {
    return data ? ((JSON.parse(data) as { url?: string }).url ?? null) : null;
  } catch {
    return null;
  }
}

// Every full page load: a click on a link before the app starts is one. Recorded in a task of its
// own (sessionStorage's first use waits on the browser process, and this task ends with the
// page's first layout), and before the app starts or the page goes at the latest.
let recorded = false;
function recordThisPage(): void {
  if (recorded) return;
  recorded = true;
  recordPage(location.pathname + location.search);
}
setTimeout(recordThisPage, 0);
addEventListener('pagehide', recordThisPage);

const hydrate = renderedPath() === location.pathname;
let started: Promise<void> | null = null;

/** Loads and starts the app, once; after a failed load (the network), a click or submit held
 * for it tries again. */
function start(): Promise<void> {
  recordThisPage();
  started ??= import(/* @vite-ignore */ APP).then(
    (boot: typeof import('./boot.js')) => boot.startApp({ hydrate, visits: visitLog }),
    (error: unknown) => {
      started = null;
      throw error;
    },
  );
  return started;
}

/** React's record of an element (its internals, as the keys below are). */
interface Fiber {
  return: Fiber | null;
  alternate: Fiber | null;
  stateNode: unknown;
}

/** Whether the fiber belongs to the tree on screen: its top is the root's current tree. */
function onScreen(fiber: Fiber): boolean {
  let top = fiber;
  while (top.return) top = top.return;
  return (top.stateNode as { current?: unknown } | null)?.current === top;
}

/** Whether React has taken over the element: its props are attached, and the render that
 * attached them is on screen. Hydration is a transition, and React attaches props while it
 * renders: an event sent before the commit reaches no handler, and a form is then sent as it is. */
function ownedByReact(element: Element): boolean {
  const keys = Object.keys(element);
  const fiberKey = keys.find((key) => key.startsWith('__reactFiber$'));
  if (!fiberKey || !keys.some((key) => key.startsWith('__reactProps$'))) return false;
  const fiber = (element as unknown as Record<string, Fiber>)[fiberKey]!;
  return onScreen(fiber) || (fiber.alternate !== null && onScreen(fiber.alternate));
}

/** Runs `act` once React owns `element`; `giveUp` instead when the app does not come (it failed
 * to load, or has not taken the element over after REPLAY_WAIT_MS). */
function whenOwned(element: Element, act: () => void, giveUp?: () => void): void {
  const until = Date.now() + REPLAY_WAIT_MS;
  const check = () => {
    if (ownedByReact(element)) act();
    else if (Date.now() >= until) giveUp?.();
    else if (element.isConnected) setTimeout(check, 25);
  };
  start().then(check, () => giveUp?.());
}

/**
 * Until the app has started, a button's click or a form's submit waits for it and is made again
 * once React handles the element. Links need no app: the browser follows them. A form that
 * works without the app (it names its `action`, as the blog's search does) is sent as it is if
 * the app never comes; any other click or submit is then dropped.
 */
function holdUntilStarted(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  if (event.type === 'submit') {
    if (!(target instanceof HTMLFormElement) || ownedByReact(target)) return;
    event.preventDefault();
    const sendAsItIs = target.hasAttribute('action') ? () => target.submit() : undefined;
    whenOwned(target, () => target.requestSubmit(), sendAsItIs);
    return;
  }
  const button = target?.closest('button, [role="button"]');
  if (!(button instanceof HTMLElement) || ownedByReact(button)) return;
  // A form's submit button: the submit event that follows waits instead.
  if (button instanceof HTMLButtonElement && button.type === 'submit' && button.form) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  whenOwned(button, () => button.click());
}

if (hydrate) {
  const onFirstSign = () => {
    for (const type of FIRST_SIGNS) removeEventListener(type, onFirstSign, true);
    // A failed load is reported by the browser; a click waiting for it gives up (whenOwned).
    start().catch(() => undefined);
  };
  for (const type of FIRST_SIGNS) {
    addEventListener(type, onFirstSign, { capture: true, passive: true });
  }
  for (const type of ['click', 'submit']) addEventListener(type, holdUntilStarted, true);
} else void start();
