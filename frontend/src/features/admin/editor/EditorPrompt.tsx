import { type KeyboardEvent, useId, useState } from 'react';

export interface PromptField {
  name: string;
  label: string;
  type?: 'url' | 'text';
  initial?: string;
}

/**
 * A small inline form inside the post form (which it must never submit): its fields, Apply and
 * Cancel. Enter applies and Escape cancels (without closing the dialog). `onApply` returns an
 * error message to show, or null when it is done.
 */
export function EditorPrompt({
  title,
  fields,
  onApply,
  onCancel,
  extra,
}: {
  title: string;
  fields: PromptField[];
  onApply: (values: Record<string, string>) => string | null;
  onCancel: () => void;
  extra?: { label: string; run: () => void };
}) {
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, field.initial ?? ''])),
  );
  const [error, setError] = useState<string | null>(null);

  const apply = () => setError(onApply(values));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <fieldset className="post-editor__prompt" onKeyDown={onKeyDown}>
      <legend>{title}</legend>
      {fields.map((field, index) => (
        <div className="field" key={field.name}>
          <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
          <input
            id={`${id}-${field.name}`}
            type={field.type ?? 'text'}
            value={values[field.name]}
            autoFocus={index === 0}
            aria-invalid={error !== null && index === 0}
            aria-describedby={error !== null && index === 0 ? `${id}-error` : undefined}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((current) => ({ ...current, [field.name]: value }));
            }}
          />
        </div>
      ))}
      {error && (
        <p id={`${id}-error`} className="admin-error" role="alert">
          {error}
        </p>
      )}
      <div className="post-editor__prompt-actions">
        <button type="button" className="button" onClick={apply}>
          Apply
        </button>
        {extra && (
          <button type="button" className="button button--ghost" onClick={extra.run}>
            {extra.label}
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </fieldset>
  );
}
