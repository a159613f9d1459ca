import { describe, expect, it } from 'vitest';
import { djEntry } from '../../../shared/library/library-entry.fixture';
import { ApiError, NETWORK_MESSAGE, TIMEOUT_MESSAGE } from '../../lib/api-error';
import { DJ_NOTICES, djLibraryView } from './dj-library-view';
import { SAMPLE_DJS } from './sample-djs';

const dj = djEntry('Ana', { id: '0b7d7e4e-8a59-4c1c-9d43-5d2b0f7f6a11' });
const timeout = new ApiError(TIMEOUT_MESSAGE, 0, 'timeout');
const offline = new ApiError(NETWORK_MESSAGE, 0, 'network_error');
const broken = new ApiError('Database is down', 500, 'internal');

describe('djLibraryView', () => {
  it('waits while nothing is known', () => {
    expect(djLibraryView(undefined, null)).toEqual({ kind: 'loading' });
  });

  it('shows the DJs, or the kept ones with the cached-data notice when the server fails', () => {
    expect(djLibraryView([dj], null)).toMatchObject({ djs: [dj], samples: false, notice: null });
    for (const error of [timeout, offline, broken]) {
      expect(djLibraryView([dj], error)).toMatchObject({
        djs: [dj],
        samples: false,
        notice: DJ_NOTICES.cached,
        canRetry: true,
      });
    }
  });

  it.each([
    [[], null, DJ_NOTICES.noDjs, false],
    [undefined, timeout, DJ_NOTICES.slowSample, true],
    [[], timeout, DJ_NOTICES.slowSample, true],
    [undefined, offline, DJ_NOTICES.issueSample, true],
    [undefined, new ApiError('Sign in', 401, 'unauthorized'), DJ_NOTICES.authSample, true],
  ] as const)('data %j with %s shows the samples and "%s"', (data, error, notice, canRetry) => {
    expect(djLibraryView(data, error)).toEqual({
      kind: 'ready',
      djs: SAMPLE_DJS,
      samples: true,
      notice,
      canRetry,
    });
  });

  it('reports any other failure with the server message', () => {
    expect(djLibraryView(undefined, broken)).toEqual({
      kind: 'failed',
      message: 'Database is down',
    });
  });
});
