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
 * sends the image's address (DESIGN.md D10). A file that is refused (wrong kind, too large, the
 * upload failed) changes nothing but the message: the image there before stays until a valid one
 * replaces it or Remove takes it away. Removing clears the preview, the error and the file input.
 */
export function useImageUpload(initialUrl: string) {
  const [state, setState] = useState<UploadState>({
    preview: initialUrl || null,
    url: initialUrl,
    error: null,
    uploading: false,
  });
  const inputRef = useRef<HTMLInputElement>(null);
  // The image the field holds until a valid file replaces it: the stored one, or the last upload.
  const kept = useRef<{ preview: string | null; url: string }>({
    preview: initialUrl || null,
    url: initialUrl,
  });
  const [initial] = useState(initialUrl);
  const blobUrl = useRef<string | null>(null);
  // A newer pick or a removal makes an upload still in flight irrelevant.
  const generation = useRef(0);

  const releaseBlob = () => {
    if (blobUrl.current) URL.revokeObjectURL(blobUrl.current);
    blobUrl.current = null;
  };
  useEffect(() => releaseBlob, []);

  const refuse = (error: string) => {
    setState({ ...kept.current, error, uploading: false });
    // The refused file is not what the field holds: the input shows none, the message says why.
    if (inputRef.current) inputRef.current.value = '';
  };

  const pick = async (file: File | undefined) => {
    const turn = ++generation.current;
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      refuse(problem);
      return;
    }
    const blob = URL.createObjectURL(file);
    setState({ preview: blob, url: '', error: null, uploading: true });
    try {
      const url = await uploadImage(file);
      if (turn !== generation.current) return URL.revokeObjectURL(blob);
      // The new image replaces the kept one; only now may the old preview's blob go.
      releaseBlob();
      blobUrl.current = blob;
      kept.current = { preview: blob, url };
      setState({ preview: blob, url, error: null, uploading: false });
    } catch (error) {
      URL.revokeObjectURL(blob);
      if (turn === generation.current) refuse(errorMessage(error));
    }
  };

  const remove = () => {
    generation.current++;
    releaseBlob();
    kept.current = { preview: null, url: '' };
    setState({ preview: null, url: '', error: null, uploading: false });
    if (inputRef.current) inputRef.current.value = '';
  };

  /** True when the field no longer holds the image it started with (picked, or removed). */
  const changed = state.url !== initial || state.uploading;
  /** Saving must wait for an upload, and a refused file with nothing kept has nothing to save. */
  const blocksSave = state.uploading || (state.error !== null && state.url === '');

  return { ...state, changed, blocksSave, inputRef, pick, remove };
}

export type ImageUpload = ReturnType<typeof useImageUpload>;

/** Images stored on this server are shown as uploads; any other address as a URL. */
export function isUploadedImage(url: string | null | undefined): boolean {
  return Boolean(url?.startsWith('/media/'));
}
