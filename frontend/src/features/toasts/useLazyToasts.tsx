import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';

// The unstyled build: the stock one injects a <style> element, which the CSP (style-src 'self')
// refuses; the same rules arrive as a stylesheet file instead.
type Toastify = typeof import('react-toastify/unstyled');

let loading: Promise<Toastify> | undefined;

/** react-toastify and its styles, fetched once, on first need: they are not part of any page's
 * first load (the JavaScript budget), only of the forms that show toasts. */
function loadToastify(): Promise<Toastify> {
  loading ??= Promise.all([
    import('react-toastify/unstyled'),
    import('react-toastify/dist/ReactToastify.css'),
  ]).then(([toastify]) => toastify);
  return loading;
}

/**
 * `prepare` starts loading (call it when the visitor starts on the form); `ready` resolves with
 * `toast` once the container is on the page; `container` is what to render.
 */
export function useLazyToasts() {
  const [toastify, setToastify] = useState<Toastify | null>(null);

  const prepare = useCallback(() => {
    loadToastify().then(setToastify, (error: unknown) => console.error(error));
  }, []);

  const ready = useCallback(async (): Promise<Toastify['toast']> => {
    const module = await loadToastify();
    // Mount the container before the first toast is raised.
    flushSync(() => setToastify(module));
    return module.toast;
  }, []);

  const container = toastify ? (
    <toastify.ToastContainer position="top-right" autoClose={5000} newestOnTop />
  ) : null;

  return { prepare, ready, container };
}
