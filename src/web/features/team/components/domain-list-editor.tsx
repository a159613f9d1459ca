import X from 'lucide-react/icons/x';
import { useState } from 'react';
import type { domainSchema } from '../../../../shared/schemas/station-settings';
import { AUTO_APPROVE_DOMAINS_MAX } from '../../../../shared/team/station-settings';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { lazyCheck, useLazyCheck } from '../../../lib/lazy-check';

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
      setError(parsed.error.issues[0]?.message);
      return;
    }
    if (domains.length >= AUTO_APPROVE_DOMAINS_MAX) {
      setError(`At most ${AUTO_APPROVE_DOMAINS_MAX} domains`);
      return;
    }
    setError(undefined);
    setDraft('');
    if (!domains.includes(parsed.data)) onChange([...domains, parsed.data]);
  };

  return (
    <div className="space-y-3">
      <FormField
        label="Auto-approved e-mail domains"
        hint="Accounts with an address at these domains become members without waiting for approval (under the Approval policy)."
        error={error ?? serverError}
      >
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              value={draft}
              placeholder="station.fm"
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <Button type="button" variant="secondary" onClick={add}>
              Add
            </Button>
          </div>
        )}
      </FormField>
      {domains.length === 0 ? (
        <p className="text-sm text-slate-600">No domains: every new account follows the policy.</p>
      ) : (
        <ul aria-label="Auto-approved domains" className="flex flex-wrap gap-2">
          {domains.map((domain) => (
            <li
              key={domain}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800"
            >
              <span className="truncate">{domain}</span>
              <button
                type="button"
                onClick={() => onChange(domains.filter((d) => d !== domain))}
                aria-label={`Remove ${domain}`}
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
