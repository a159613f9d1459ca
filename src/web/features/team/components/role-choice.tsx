import { ROLES, type Role } from '../../../../shared/team/roles';
import { shell } from '../../../i18n/namespaces/shell';
import { team } from '../../../i18n/namespaces/team';
import { useT } from '../../../i18n/use-t';
import { roleDescription, roleName } from '../role-words';

/** The roles as radio buttons, each with what it may do. */
export function RoleChoice({ value, onChange }: { value: Role; onChange: (role: Role) => void }) {
  const t = useT(shell, team);
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-slate-700">{t('team:role.legend')}</legend>
      {ROLES.map((role) => (
        <label
          key={role}
          className="flex cursor-pointer gap-3 rounded-lg p-3 ring-1 ring-slate-200 has-[:checked]:bg-indigo-50 has-[:checked]:ring-indigo-300"
        >
          <input
            type="radio"
            name="role"
            value={role}
            checked={value === role}
            onChange={() => onChange(role)}
            className="mt-0.5 size-4 accent-indigo-600"
          />
          <span className="min-w-0 text-sm">
            <span className="block font-medium text-slate-900">{roleName(t, role)}</span>
            <span className="block text-slate-600">{roleDescription(t, role)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
