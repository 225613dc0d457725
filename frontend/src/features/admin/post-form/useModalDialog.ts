import { type SyntheticEvent, useEffect, useRef } from 'react';

/** Opens a <dialog> as modal while the component is mounted: the browser moves focus in and keeps
 * it there, the page behind does not scroll (a class on <body>), and Escape calls `onClose`.
 * Spread the result on the <dialog>. */
export function useModalDialog(onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (element && typeof element.showModal === 'function' && !element.open) element.showModal();
    else element?.setAttribute('open', '');
    document.body.classList.add('admin-modal-open');
    return () => {
      document.body.classList.remove('admin-modal-open');
      if (element && typeof element.close === 'function' && element.open) element.close();
    };
  }, []);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  return { ref, onCancel };
}
