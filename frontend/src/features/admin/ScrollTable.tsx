import { type ReactNode, useId } from 'react';

/** A table that scrolls sideways on its own when the window is narrow; the scrolling box is
 * focusable, so that a keyboard can scroll it too, and named by the table's caption. */
export function ScrollTable({ caption, children }: { caption: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className="admin-table-wrap" role="region" aria-labelledby={id} tabIndex={0}>
      <table className="admin-table">
        <caption id={id} className="visually-hidden">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
