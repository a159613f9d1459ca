import type { UploadedImage } from '../../shared/api';
import { apiFetch } from './api-client';

/**
 * Stores an image on the server and returns its address (DESIGN.md D10: images are referenced
 * by URL, never kept inline). The server answers 413/415 with the spec's own messages.
 */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { url } = await apiFetch<UploadedImage>('/api/media', { method: 'POST', body: form });
  return url;
}
