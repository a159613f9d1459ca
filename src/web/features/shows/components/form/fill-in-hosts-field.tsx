import { useState } from 'react';
import { useDjs } from '../../../djs/hooks/use-djs';
import { DjPicker } from './dj-picker';
import { library } from '../../../../i18n/namespaces/library';
import { useT } from '../../../../i18n/use-t';

/**
 * "Fill-in hosts" (issue 33, decision 0068): the DJs who alone may take the show's fill-ins. Most
 * shows name none, so the picker stays folded under a line that says who may ("Any eligible DJ",
 * or the names chosen) until opened; a show that names some opens with it.
 */
export function FillInHostsField({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (djIds: string[]) => void;
  error: string | undefined;
}) {
  const t = useT(library);
  const [open, setOpen] = useState(value.length > 0 || error !== undefined);
  const names = new Map((useDjs().data ?? []).map((dj) => [dj.id, dj.name]));
  const chosen = value.flatMap((id) => names.get(id) ?? []);
  return (
    <details
      open={open || error !== undefined}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-lg ring-1 ring-slate-200"
    >
      <summary className="cursor-pointer rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600">
        <span className="font-medium">{t('library:show.fillInHostsLabel')}</span>{' '}
        <span className="text-slate-600">
          {chosen.length > 0 ? chosen.join(', ') : t('library:show.noFillInHosts')}
        </span>
      </summary>
      <div className="px-3 pt-1 pb-3">
        <DjPicker
          value={value}
          onChange={onChange}
          error={error}
          legend={t('library:show.fillInHosts')}
          legendHidden
          note={t('library:show.fillInHostsNote')}
        />
      </div>
    </details>
  );
}
