import { IMAGE_MIME_TYPES, IMAGE_TYPE_MESSAGE } from '@site/contract';
import { type ChangeEvent, useEffect, useState } from 'react';

/** The image chosen in a file input: refused (with the server's message) unless it has one of
 * the API's image types; previewed from a blob URL, which is released when it is replaced or
 * the form closes. `initialUrl` is the preview before any choice (the post's stored image). */
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
    if (file && !(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
      setError(IMAGE_TYPE_MESSAGE);
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
