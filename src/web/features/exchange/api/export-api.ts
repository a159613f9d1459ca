import type { ApiErrorBody } from '../../../../shared/api';
import { ApiError, NETWORK_MESSAGE } from '../../../lib/api-error';
import { reportUnauthorized } from '../../../lib/unauthorized';

export type ExportFormat = 'ics' | 'csv' | 'json';

/** The name the server gives the file (Content-Disposition), or one made from the week. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * GET /api/weeks/:id/export.{ics,csv,json}, saved as a file. The request goes through fetch
 * rather than a plain link so a refusal (an expired session, a week gone) becomes a message on
 * the page instead of a browser error page or a file holding a JSON error.
 */
export async function downloadWeekExport(weekId: string, format: ExportFormat): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`/api/weeks/${encodeURIComponent(weekId)}/export.${format}`, {
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(NETWORK_MESSAGE, 0, 'network_error');
  }
  if (!response.ok) {
    if (response.status === 401) reportUnauthorized();
    const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
    throw new ApiError(
      body?.error?.message ?? `The export failed (${response.status}).`,
      response.status,
      body?.error?.code ?? 'http_error',
    );
  }
  const fileName = fileNameOf(response, `schedule-${weekId}.${format}`);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the browser's download; a moment later it can go.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return fileName;
}
