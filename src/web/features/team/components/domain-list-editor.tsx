import X from 'lucide-react/icons/x';
import { useState } from 'react';
import type { domainSchema } from '../../../../shared/schemas/station-settings';
import { AUTO_APPROVE_DOMAINS_MAX } from '../../../../shared/team/station-settings';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { lazyCheck, useLazyCheck } from '../../../lib/lazy-check';
import { settings } from '../../../i18n/namespaces/settings';
import { useT } from '../../../i18n/use-t';
import { textOfIssue } from '../../../../shared/i18n/local-text';
import type { KeyOf } from '../../../i18n/translate';

/**
 * The domain's check (with zod) is fetched after the page has painted, or at the first Add
 * (decision 0069). If it cannot be fetched, the domain is added as typed: saving sends it to the
 * server, which checks it with the same schema and names the field it refuses.
 */
const domainCheck = lazyCheck(() =>
  import('../../../../shared/schemas/station-settings').then((m) => m.domainSchema),
);

/** The auto-approved e-mail domains: add one at a time, remove any. */
export function DomainListEditor({
  domains,
  onChange,
  serverError,
}: {
  domains: string[];
  onChange: (domains: string[]) => void;
  serverError: string | undefined;
}) {
  const t = useT(settings);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();

  const check = useLazyCheck(domainCheck);

  const add = () => {
    const typed = draft;
    if (check) addChecked(typed, check);
    else void domainCheck.fetch().then((fetched) => addChecked(typed, fetched));
  };
  const addChecked = (typed: string, check: typeof domainSchema | null) => {
    const parsed = check ? check.safeParse(typed) : { success: true as const, data: typed.trim() };
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const text = issue ? textOfIssue(issue) : null;
      // The domain check's message is keyed in this screen's namespace: said in its language.
      setError(
        text?.key.startsWith('settings:')
          ? t(text.key as KeyOf<'settings'>, text.values as Record<string, string>)
          : issue?.message,
      );
      return;
    }
    if (domains.length >= AUTO_APPROVE_DOMAINS_MAX) {
      setError(t('settings:check.domainsMax', { max: AUTO_APPROVE_DOMAINS_MAX }));
      return;
    }
    setError(undefined);
    setDraft('');
    if (!domains.includes(parsed.data)) onChange([...domains, parsed.data]);
  };

  return (
    <div className="space-y-3">
      <FormField
        label={t('settings:domains.label')}
        hint={t('settings:domains.hint')}
        error={error ?? serverError}
      >
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              value={draft}
              placeholder={t('settings:domains.placeholder')}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <Button type="button" variant="secondary" onClick={add}>
              {t('settings:domains.add')}
            </Button>
          </div>
        )}
      </FormField>
      {domains.length === 0 ? (
        <p className="text-sm text-slate-600">{t('settings:domains.none')}</p>
      ) : (
        <ul aria-label={t('settings:domains.list')} className="flex flex-wrap gap-2">
          {domains.map((domain) => (
            <li
              key={domain}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800"
            >
              <span className="truncate">{domain}</span>
              <button
                type="button"
                onClick={() => onChange(domains.filter((d) => d !== domain))}
                aria-label={t('settings:domains.remove', { domain })}
                className="rounded-full p-1 text-slate-500 hover:bg-slate-200 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
