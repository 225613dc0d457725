import { IMAGE_ACCEPT } from '@site/contract';
import { useState } from 'react';
import { Field } from '../../../components/Field.js';
import { ApiError } from '../../../lib/api.js';
import { uploadImage } from '../admin-api.js';
import { useAdminCall } from '../useAdminCall.js';
import { ImageDescription } from './ImageDescription.js';
import { pictureMarkup } from './picture-markup.js';
import { isDescribed } from './post-fields.js';
import { UploadStatus } from './UploadStatus.js';
import { imageFileProblem } from './useImageChoice.js';

/**
 * "Insert image": an image for the post content, described (or marked decorative), uploaded to
 * POST /api/uploads with its progress, then handed to `onInsert` as <picture> markup. Its
 * controls belong to the post form's element but never block its Save: they are checked here.
 */
export function InsertImage({ onInsert }: { onInsert: (markup: string) => void }) {
  const call = useAdminCall();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [altMissing, setAltMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;

  function reset() {
    setFile(null);
    setAlt('');
    setDecorative(false);
    setAltMissing(false);
    setError(null);
  }

  async function upload() {
    if (busy) return;
    if (!file) {
      setError('Choose an image to insert.');
      return;
    }
    if (!isDescribed(alt, decorative)) {
      setAltMissing(true);
      return;
    }
    setError(null);
    setProgress(0);
    try {
      const image = await call(() => uploadImage(file, decorative ? '' : alt.trim(), setProgress));
      onInsert(pictureMarkup(image));
      reset();
      setOpen(false);
    } catch (failure) {
      console.error(failure);
      setError(
        failure instanceof ApiError
          ? failure.message
          : 'Cannot reach the server. Please try again.',
      );
    } finally {
      setProgress(null);
    }
  }

  if (!open) {
    return (
      <button
        type="button"
        className="button button--ghost admin-insert-image__open"
        onClick={() => setOpen(true)}
      >
        Insert image
      </button>
    );
  }
  return (
    <fieldset className="admin-insert-image" aria-busy={busy}>
      <legend>Insert image</legend>
      <Field id="insert-image-file" label="Image to insert">
        <input
          id="insert-image-file"
          type="file"
          accept={IMAGE_ACCEPT}
          disabled={busy}
          onChange={(event) => {
            const chosen = event.currentTarget.files?.[0] ?? null;
            const problem = chosen && imageFileProblem(chosen);
            setError(problem);
            setFile(problem ? null : chosen);
            if (problem) event.currentTarget.value = '';
          }}
        />
      </Field>
      <ImageDescription
        id="insert-image-alt"
        alt={alt}
        decorative={decorative}
        required={false}
        showError={altMissing && !isDescribed(alt, decorative)}
        onAlt={setAlt}
        onDecorative={setDecorative}
      />
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {progress !== null && <UploadStatus progress={progress} />}
      <div className="admin-insert-image__actions">
        <button type="button" className="button" disabled={busy} onClick={() => void upload()}>
          {busy ? 'Uploading...' : 'Upload and insert'}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => {
            reset();
            setOpen(false);
          }}
        >
          Cancel
        </button>
      </div>
    </fieldset>
  );
}
