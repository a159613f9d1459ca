import { useEffect, useRef, useState } from 'react';
import { imageFileProblem } from '../../shared/image-rules';
import { errorMessage } from './api-error';
import { uploadImage } from './media-api';

type UploadState = {
  /** What the preview shows: the picked file (a blob: URL) or the stored image. */
  preview: string | null;
  /** The stored image's address once the upload finished; "" for none. */
  url: string;
  error: string | null;
  uploading: boolean;
};

/**
 * The "Upload Image" source of an image field (avatars, show images). A picked file is checked
 * against the image rules, previewed at once and uploaded straight away, so saving the form only
 * sends the image's address (DESIGN.md D10). Removing it clears the preview, the error and the
 * file input.
 */
export function useImageUpload(initialUrl: string) {
  const [state, setState] = useState<UploadState>({
    preview: initialUrl || null,
    url: initialUrl,
    error: null,
    uploading: false,
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const blobUrl = useRef<string | null>(null);
  // A newer pick or a removal makes an upload still in flight irrelevant.
  const generation = useRef(0);

  const releaseBlob = () => {
    if (blobUrl.current) URL.revokeObjectURL(blobUrl.current);
    blobUrl.current = null;
  };
  useEffect(() => releaseBlob, []);

  const pick = async (file: File | undefined) => {
    const turn = ++generation.current;
    releaseBlob();
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      setState({ preview: null, url: '', error: problem, uploading: false });
      return;
    }
    blobUrl.current = URL.createObjectURL(file);
    setState({ preview: blobUrl.current, url: '', error: null, uploading: true });
    try {
      const url = await uploadImage(file);
      if (turn === generation.current) setState((s) => ({ ...s, url, uploading: false }));
    } catch (error) {
      if (turn !== generation.current) return;
      releaseBlob();
      setState({ preview: null, url: '', error: errorMessage(error), uploading: false });
    }
  };

  const remove = () => {
    generation.current++;
    releaseBlob();
    setState({ preview: null, url: '', error: null, uploading: false });
    if (inputRef.current) inputRef.current.value = '';
  };

  return { ...state, inputRef, pick, remove };
}

export type ImageUpload = ReturnType<typeof useImageUpload>;

/** Images stored on this server are shown as uploads; any other address as a URL. */
export function isUploadedImage(url: string | null | undefined): boolean {
  return Boolean(url?.startsWith('/media/'));
}
