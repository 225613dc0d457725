import { useCallback, useEffect, useState } from 'react';
import { useAdminCall } from '../useAdminCall.js';

/** What `load` answers: undefined until the first answer, null if that failed. `reload` reads it
 * again; a failed reload keeps what was shown. `load` must keep its identity (a module's
 * function). */
export function useLoaded<T>(load: () => Promise<T>) {
  const call = useAdminCall();
  const [value, setValue] = useState<T | null | undefined>(undefined);
  const reload = useCallback(
    () =>
      call(load).then(setValue, (error: unknown) => {
        console.error(error);
        setValue((shown) => shown ?? null);
      }),
    [call, load],
  );
  useEffect(() => {
    void reload();
  }, [reload]);
  return { value, reload };
}
