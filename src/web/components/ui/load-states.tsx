import { shell } from '../../i18n/namespaces/shell';
import { useT } from '../../i18n/use-t';
import { Button } from './button';
import { ErrorBox } from './error-box';
import { Spinner } from './spinner';

/** "Loading shows..." and the like, announced politely. */
export function LoadingLine({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-12 text-slate-600">
      <Spinner className="size-5" /> {text}
    </p>
  );
}

/** A list that could not be loaded: what failed, the reason, and a way to try again. */
export function LoadFailure({
  title,
  detail,
  onRetry,
  retrying,
}: {
  title: string;
  detail: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const t = useT(shell);
  return (
    <div className="max-w-xl space-y-4">
      <ErrorBox detail={detail}>{title}</ErrorBox>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        {retrying ? t('shell:trying') : t('shell:tryAgain')}
      </Button>
    </div>
  );
}

/**
 * Code of the app that could not be downloaded (the connection dropped, or a new version replaced
 * the old files): only reloading the page helps, since it fetches the current files.
 */
export function ReloadFailure({ title, detail }: { title: string; detail: string }) {
  return (
    <LoadFailure
      title={title}
      detail={detail}
      onRetry={() => window.location.reload()}
      retrying={false}
    />
  );
}
