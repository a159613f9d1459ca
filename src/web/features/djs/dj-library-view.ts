import type { KeyOf } from '../../i18n/translate';
import type { Dj } from '../../../shared/schemas/dj';
import { ApiError } from '../../lib/api-error';
import { SAMPLE_DJS } from './sample-djs';

/** The notice line of the DJ Library (SPEC.md §8 "DJ notices"), as catalog keys. */
export const DJ_NOTICES = {
  noDjs: 'library:notice.noDjs',
  cached: 'common:cachedData',
  slowSample: 'library:notice.slowSample',
  issueSample: 'library:notice.issueSample',
  authSample: 'library:notice.authSample',
} as const satisfies Record<string, KeyOf<'library' | 'common'>>;
export type DjNotice = (typeof DJ_NOTICES)[keyof typeof DJ_NOTICES];

export type DjLibraryView =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | {
      kind: 'ready';
      djs: readonly Dj[];
      /** True when the list is the sample DJs rather than the station's. */
      samples: boolean;
      /** The notice's catalog key (the page says it in the reader's language). */
      notice: DjNotice | null;
      /** Whether the notice comes from a failed request worth trying again. */
      canRetry: boolean;
    };

/**
 * What the DJ Library shows (SPEC.md §4 "DJ data", §8 "DJ notices"), from the last list known
 * (fetched now or kept from an earlier visit) and the last request's error:
 * - DJs and no error: the DJs;
 * - DJs and an error: the kept DJs, "Database connection issue - showing cached data";
 * - no DJs and no error: the samples, "No DJs found in database - showing sample data";
 * - nothing to show after a time-out or with the server unreachable: the samples with the "slow"
 *   or "connection issue" notice;
 * - any other failure: "Failed to load DJs" with the server's message.
 */
export function djLibraryView(data: readonly Dj[] | undefined, error: Error | null): DjLibraryView {
  if (data !== undefined && data.length > 0) {
    return error
      ? { kind: 'ready', djs: data, samples: false, notice: DJ_NOTICES.cached, canRetry: true }
      : { kind: 'ready', djs: data, samples: false, notice: null, canRetry: false };
  }
  if (!error) {
    return data === undefined
      ? { kind: 'loading' }
      : {
          kind: 'ready',
          djs: SAMPLE_DJS,
          samples: true,
          notice: DJ_NOTICES.noDjs,
          canRetry: false,
        };
  }
  const notice = sampleNoticeFor(error);
  return notice
    ? { kind: 'ready', djs: SAMPLE_DJS, samples: true, notice, canRetry: true }
    : { kind: 'failed', message: error.message };
}

function sampleNoticeFor(error: Error): DjNotice | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'timeout') return DJ_NOTICES.slowSample;
  if (error.code === 'network_error') return DJ_NOTICES.issueSample;
  if (error.status === 401) return DJ_NOTICES.authSample;
  return null;
}
