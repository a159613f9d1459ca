import { useMutation, useQueryClient } from '@tanstack/react-query';
import CircleCheck from 'lucide-react/icons/circle-check';
import DatabaseBackup from 'lucide-react/icons/database-backup';
import { useEffect, useRef } from 'react';
import type { BackupStatus, BackupSummary } from '../../../../shared/backups/backup-status';
import { formatBytes } from '../../../../shared/backups/format-bytes';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { LoadFailure, LoadingLine } from '../../../components/ui/load-states';
import { useToast } from '../../../components/ui/toast/toast-context';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { useLanguage } from '../../../i18n/language-context';
import { backups as backupTexts } from '../../../i18n/namespaces/backups';
import { useT } from '../../../i18n/use-t';
import { backupsQueryKey } from '../../../lib/query-keys';
import { useViewerZone } from '../../../lib/use-viewer-zone';
import { startBackup } from '../api/backups-api';
import { useBackups } from '../hooks/use-backups';
import { ageWords, scheduleWords } from '../backup-words';

/** Station Settings › Backups: "Back up now", the last good backup and the verified backups. */
export function BackupsSection() {
  const backups = useBackups();
  const t = useT(backupTexts);
  return (
    <section
      id="backups"
      aria-labelledby="backups-heading"
      className="max-w-2xl space-y-4 border-t border-slate-200 pt-8"
    >
      <div>
        <h2 id="backups-heading" className="text-lg font-semibold text-slate-900">
          {t('backups:title')}
        </h2>
        <p className="text-sm text-slate-600">{t('backups:intro')}</p>
      </div>
      {backups.isPending ? (
        <LoadingLine text={t('backups:loading')} />
      ) : backups.isError ? (
        <LoadFailure
          title={t('backups:loadFailed')}
          detail={backups.error.message}
          onRetry={() => void backups.refetch()}
          retrying={backups.isFetching}
        />
      ) : (
        <BackupsPanel status={backups.data} />
      )}
    </section>
  );
}

/** The server's refusal of a backup while one runs (409 backup_running). */
export function isBackupRunning(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'backup_running';
}

function BackupsPanel({ status }: { status: BackupStatus }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useT(backupTexts);
  const language = useLanguage();
  // A second click before the first is answered (a double click) sends nothing: the button is
  // disabled only once React has drawn it so, which is after both clicks arrived.
  const sending = useRef(false);
  const start = useMutation({
    mutationFn: startBackup,
    onSuccess: (next) => queryClient.setQueryData(backupsQueryKey, next),
    onError: (error) => {
      // "Already running" (another manager, another tab) is the backup wanted, in progress.
      if (isBackupRunning(error)) void queryClient.invalidateQueries({ queryKey: backupsQueryKey });
      else toast.error(t('backups:startFailed'), errorMessage(error));
    },
    onSettled: () => {
      sending.current = false;
    },
  });
  const backUpNow = () => {
    if (sending.current) return;
    sending.current = true;
    start.mutate();
  };
  useBackupFinishedToast(status);
  const { timeZone } = useViewerZone();
  const running = status.running || start.isPending;
  const last = status.backups[0];

  return (
    <div className="space-y-4">
      <dl className="grid gap-x-6 gap-y-2 rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">{t('backups:lastGood')}</dt>
        <dd className="text-slate-900">
          {last
            ? t('backups:ageAt', {
                age: ageWords(last.createdAt, language, t),
                at: formatDateTime(last.createdAt, timeZone),
              })
            : t('backups:noneYet')}
        </dd>
        <dt className="font-medium text-slate-700">{t('backups:schedule')}</dt>
        <dd className="text-slate-900">
          {t('backups:schedule.keeping', {
            schedule:
              status.schedule === 'off'
                ? t('backups:schedule.off')
                : scheduleWords(status.schedule, t),
            keep: status.keep,
          })}
        </dd>
        <dt className="font-medium text-slate-700">{t('backups:folder')}</dt>
        <dd className="font-mono text-xs break-all text-slate-900">{status.directory}</dd>
      </dl>
      {status.overdue ? (
        <ErrorBox>{last ? t('backups:overdue.old') : t('backups:overdue.none')}</ErrorBox>
      ) : null}
      {status.lastFailure ? (
        <ErrorBox detail={status.lastFailure.message}>
          {t('backups:failedAt', { at: formatDateTime(status.lastFailure.at, timeZone) })}
        </ErrorBox>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={backUpNow} disabled={running}>
          <DatabaseBackup aria-hidden className="size-4" />
          {running ? t('backups:backingUp') : t('backups:backUpNow')}
        </Button>
        {running ? (
          <p className="text-sm text-slate-600" role="status">
            {t('backups:running')}
          </p>
        ) : null}
      </div>
      {status.backups.length === 0 ? (
        <p className="text-sm text-slate-600">{t('backups:noBackups')}</p>
      ) : (
        <ul
          aria-label={t('backups:title')}
          className="divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200"
        >
          {status.backups.map((backup) => (
            <BackupRow key={backup.name} backup={backup} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </div>
  );
}

function BackupRow({ backup, timeZone }: { backup: BackupSummary; timeZone: string }) {
  const t = useT(backupTexts);
  const language = useLanguage();
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
      <span className="min-w-0 flex-1 font-mono text-xs break-all text-slate-900">
        {backup.name}
      </span>
      <span className="text-slate-600">{formatBytes(backup.size, language)}</span>
      <span className="text-slate-600">
        {t('backups:ageAt', {
          age: ageWords(backup.createdAt, language, t),
          at: formatDateTime(backup.createdAt, timeZone),
        })}
      </span>
      <span
        title={t('backups:checked', {
          at: formatDateTime(backup.verifiedAt, timeZone),
          sha: backup.sha256,
        })}
      >
        <Badge className="bg-emerald-50 text-emerald-700 ring-emerald-600/20">
          <CircleCheck aria-hidden className="size-3.5" />
          {t('backups:verified')}
        </Badge>
      </span>
    </li>
  );
}

/** A toast when a backup this page saw running has finished, well or not. */
function useBackupFinishedToast(status: BackupStatus) {
  const toast = useToast();
  const t = useT(backupTexts);
  const wasRunning = useRef(status.running);
  useEffect(() => {
    if (wasRunning.current && !status.running) {
      if (status.lastFailure) toast.error(t('backups:toast.failed'), status.lastFailure.message);
      else toast.success(t('backups:toast.made'), t('backups:toast.madeDetail'));
    }
    wasRunning.current = status.running;
  }, [status.running, status.lastFailure, toast, t]);
}
