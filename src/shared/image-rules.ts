import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from './constants/limits';

/**
 * An image reference a form may keep: an http(s) URL or a path to an image stored by this server
 * ("/media/…"). Other schemes such as javascript: are refused (schemas/fields.ts' imageUrlField).
 */
export function isImageUrl(value: string): boolean {
  if (/^\/media\/[a-f0-9]{64}$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const IMAGE_TYPE_MESSAGE = 'Please select a valid image file (JPEG, PNG, or GIF)';
export const IMAGE_SIZE_MESSAGE = 'File size must be less than 5MB';
/**
 * The upload rules of SPEC.md §5 for a picked file, before anything is sent: the message to show,
 * or null when the file may be uploaded. A 6 MB PNG gives the size message; a PDF the type one.
 */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_TYPE_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_SIZE_MESSAGE;
  return null;
}

/**
 * The image type the bytes really are, from their signature, or null. The server trusts this,
 * not the declared content type: a script renamed to .png is refused.
 */
export function sniffImageType(bytes: Uint8Array): 'image/jpeg' | 'image/png' | 'image/gif' | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (
    starts(0x47, 0x49, 0x46, 0x38) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  ) {
    return 'image/gif';
  }
  return null;
}
