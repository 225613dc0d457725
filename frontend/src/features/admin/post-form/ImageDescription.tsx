import { IMAGE_ALT_MESSAGE, POST_FIELDS } from '@site/contract';
import { Field } from '../../../components/Field.js';

/**
 * An image's description (its alt text) and the "decorative" choice that stands in for one.
 * `required`: the browser asks for a description before the form is sent (unless decorative);
 * `showError`: the rule's message is shown, tied to the field.
 */
export function ImageDescription({
  id,
  alt,
  decorative,
  required,
  showError,
  onAlt,
  onDecorative,
  onInvalid,
}: {
  id: string;
  alt: string;
  decorative: boolean;
  required: boolean;
  showError: boolean;
  onAlt: (alt: string) => void;
  onDecorative: (decorative: boolean) => void;
  onInvalid?: () => void;
}) {
  const errorId = `${id}-error`;
  return (
    <>
      <Field
        id={id}
        label="Image description"
        marked={!decorative}
        hint="What the image shows, for people who cannot see it."
      >
        <input
          id={id}
          value={alt}
          maxLength={POST_FIELDS.imageAlt.maxLength}
          required={required && !decorative}
          aria-required={!decorative}
          disabled={decorative}
          aria-invalid={showError || undefined}
          aria-describedby={showError ? `${id}-hint ${errorId}` : `${id}-hint`}
          onChange={(event) => onAlt(event.target.value)}
          onInvalid={onInvalid}
        />
      </Field>
      <label className="admin-check">
        <input
          type="checkbox"
          checked={decorative}
          onChange={(event) => onDecorative(event.target.checked)}
        />
        Decorative image (no description)
      </label>
      {showError && (
        <p id={errorId} className="admin-error" role="alert">
          {IMAGE_ALT_MESSAGE}
        </p>
      )}
    </>
  );
}
