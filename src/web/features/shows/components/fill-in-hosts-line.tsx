import { SHOW_TEXTS } from '../../../../shared/messages/library';

/** "Fill-in hosts: Sam, Ann" under a show's DJs; nothing for a show that names none. */
export function FillInHostsLine({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null;
  const text = names.join(', ');
  return (
    <p title={text} className="mt-0.5 truncate text-xs text-slate-600">
      {SHOW_TEXTS.fillInHosts}: {text}
    </p>
  );
}
