import {
  IMAGE_MIME_TYPES,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_IMAGE_BYTES,
} from '@site/contract';
import { type ChangeEvent, useEffect, useState } from 'react';

/** Why the server would refuse `file` before it is sent (its type, its size), or null. */
export function imageFileProblem(file: File): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return IMAGE_TYPE_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}

/** The image chosen in a file input: refused (with the server's message) unless it has one of
 * the API's image types and size; previewed from a blob URL, which is released when it is
 * replaced or the form closes. `initialUrl` is the preview before any choice (the post's stored
 * image). */
export function useImageChoice(initialUrl: string | null) {
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(initialUrl);

  useEffect(
    () => () => {
      if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0] ?? null;
    const problem = file && imageFileProblem(file);
    if (problem) {
      setError(problem);
      input.value = '';
      setImage(null);
      return;
    }
    setError(null);
    setImage(file);
    if (file) setPreview(URL.createObjectURL(file));
  }

  return { image, error, preview, choose };
}
