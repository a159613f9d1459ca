import { library } from '../../../i18n/namespaces/library';
import { useT } from '../../../i18n/use-t';

/** "Fill-in hosts: Sam, Ann" under a show's DJs; nothing for a show that names none. */
export function FillInHostsLine({ names }: { names: readonly string[] }) {
  const t = useT(library);
  if (names.length === 0) return null;
  const text = names.join(', ');
  return (
    <p title={text} className="mt-0.5 truncate text-xs text-slate-600">
      {t('library:show.fillInHostsLine', { names: text })}
    </p>
  );
}
