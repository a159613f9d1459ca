import X from 'lucide-react/icons/x';
import { useId, useState } from 'react';
import { PRESET_DJ_TAGS } from '../../../../../shared/constants/genres';
import { addTag, toggleTag } from '../../../../../shared/library/tags';
import { ChipList } from '../../../../components/library/chip-list';
import { Input } from '../../../../components/ui/input';
import { ToggleChip } from '../../../../components/ui/toggle-chip';
import { library } from '../../../../i18n/namespaces/library';
import { useT } from '../../../../i18n/use-t';

const presets: readonly string[] = PRESET_DJ_TAGS;
const CUSTOM_TAGS = {
  list: 'mt-3 flex flex-wrap gap-2',
  chip: 'inline-flex items-center gap-1 rounded-full bg-indigo-50 py-1 pr-1 pl-3 text-sm font-medium text-indigo-700',
};

/**
 * Tags: the 20 presets as chips that are on or off, and custom tags typed and added with Enter
 * (trimmed; empty or duplicate ones are ignored). Typing a preset's name turns that preset on.
 */
export function TagPicker({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (tags: string[]) => void;
  error: string | undefined;
}) {
  const t = useT(library);
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const hintId = useId();
  const custom = value.filter((tag) => !presets.includes(tag));

  const addTyped = () => {
    const text = typed.trim();
    const preset = presets.find((p) => p.toLowerCase() === text.toLowerCase());
    onChange(addTag(value, preset ?? text));
    setTyped('');
  };

  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{t('library:tags.legend')}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {PRESET_DJ_TAGS.map((tag) => (
          <ToggleChip
            key={tag}
            pressed={value.includes(tag)}
            onPressedChange={() => onChange(toggleTag(value, tag))}
          >
            {tag}
          </ToggleChip>
        ))}
      </div>
      <div className="mt-4 space-y-1.5">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
          {t('library:tags.custom')}
        </label>
        <Input
          id={inputId}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault(); // Enter adds the tag; it must not submit the form
            addTyped();
          }}
          aria-describedby={hintId}
          maxLength={50}
          autoComplete="off"
          placeholder={t('library:tags.placeholder')}
          className="max-w-sm"
        />
        <p id={hintId} className="text-xs text-slate-500">
          {t('library:tags.hint')}
        </p>
      </div>
      <ChipList
        label={t('library:tags.customList')}
        chips={custom}
        classes={CUSTOM_TAGS}
        renderChip={(tag) => (
          <>
            {tag}
            <button
              type="button"
              onClick={() => onChange(value.filter((t) => t !== tag))}
              className="rounded-full p-0.5 text-indigo-500 hover:bg-indigo-100 hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <X aria-hidden className="size-3.5" />
              <span className="sr-only">{t('library:tags.remove', { tag })}</span>
            </button>
          </>
        )}
      />
      {error ? <p className="mt-1.5 text-sm text-red-600">{error}</p> : null}
    </fieldset>
  );
}
