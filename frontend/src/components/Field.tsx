import { type ReactNode } from 'react';

/**
 * A labelled form control: the label (with a visual asterisk when `marked`; the control's own
 * `required` is what browsers and screen readers use), the control, and an optional hint with
 * the id `<id>-hint` for the control's aria-describedby.
 */
export function Field({
  id,
  label,
  marked = false,
  hint,
  children,
}: {
  id: string;
  label: string;
  marked?: boolean;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {marked && (
          <>
            {' '}
            <span className="required" aria-hidden="true">
              *
            </span>
          </>
        )}
      </label>
      {children}
      {hint && (
        <small id={`${id}-hint`} className="muted">
          {hint}
        </small>
      )}
    </div>
  );
}
