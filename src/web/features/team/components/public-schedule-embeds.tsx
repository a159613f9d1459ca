import { useState } from 'react';
import type { Language } from '../../../../shared/i18n/languages';
import {
  DEFAULT_EMBED_DAYS,
  EMBED_DAYS_MAX,
  EMBED_DAYS_MIN,
  embedHeight,
  embedQuery,
  embedSnippets,
  type EmbedOptions,
  type EmbedWidget,
} from '../../../../shared/public/embed-options';
import { Button } from '../../../components/ui/button';
import { LanguageSelect } from '../../../components/language-select';
import { FormField, TextField } from '../../../components/ui/form-field';
import { SelectMenu } from '../../../components/ui/select-menu';
import { Textarea } from '../../../components/ui/textarea';
import { useToast } from '../../../components/ui/toast/toast-context';
import { lazyCheck, useLazyCheck } from '../../../lib/lazy-check';
import type { embedOptionsSchema } from '../../../../shared/schemas/embed-options';
import { settings } from '../../../i18n/namespaces/settings';
import { useT } from '../../../i18n/use-t';
import type { KeyOf, Translate } from '../../../i18n/translate';
import { checkWords } from '../../../i18n/check-words';

/** The options' check (with zod), fetched after the page has painted (decision 0069). */
const embedCheck = lazyCheck(() =>
  import('../../../../shared/schemas/embed-options').then((m) => m.embedOptionsSchema),
);

const WIDGETS = [
  { value: 'now-next', label: 'settings:embed.nowNext' },
  { value: 'week', label: 'settings:embed.week' },
] as const satisfies readonly { value: EmbedWidget; label: KeyOf<'settings'> }[];

type Draft = { days: string; accent: string; background: string; text: string; compact: boolean };
const EMPTY: Draft = { days: '7', accent: '', background: '', text: '', compact: false };
/** What the check makes of EMPTY: the schema's defaults (embed-options.test.ts). */
const EMPTY_OPTIONS: EmbedOptions = { days: DEFAULT_EMBED_DAYS, compact: false };
const COLOUR_FIELDS = [
  ['accent', 'settings:embed.accent', 'settings:embed.accentHint'],
  ['background', 'settings:embed.background', 'settings:embed.backgroundHint'],
  ['text', 'settings:embed.text', 'settings:embed.textHint'],
] as const satisfies readonly (readonly [string, KeyOf<'settings'>, KeyOf<'settings'>])[];

/**
 * The options as typed, checked with the schema the server reads them with (its messages in the
 * reader's language). Until the check is
 * here, the options left as they start are the defaults, and changed ones wait for it.
 */
function readDraft(
  draft: Draft,
  check: typeof embedOptionsSchema | null,
  t: Translate<'settings'>,
) {
  const noErrors = {} as Record<string, string>;
  if (!check)
    return { options: draft === EMPTY ? EMPTY_OPTIONS : null, errors: noErrors, checking: true };
  const result = check.safeParse({
    days: draft.days,
    compact: draft.compact ? '1' : '0',
    ...(draft.accent.trim() && { accent: draft.accent }),
    ...(draft.background.trim() && { background: draft.background }),
    ...(draft.text.trim() && { text: draft.text }),
  });
  if (result.success) return { options: result.data, errors: noErrors, checking: false };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues)
    errors[String(issue.path[0])] ??= checkWords(issue, t, 'settings');
  return { options: null, errors, checking: false };
}

/**
 * Part of the "Public schedule" card: the snippets a station pastes into its website (an
 * iframe, or the script embed) for the options chosen here, and a live preview of the iframe.
 */
export function PublicScheduleEmbeds({ published }: { published: boolean }) {
  const t = useT(settings);
  const toast = useToast();
  const [widget, setWidget] = useState<EmbedWidget>('now-next');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [language, setLanguage] = useState<Language | null>(null);
  const { options, errors, checking } = readDraft(draft, useLazyCheck(embedCheck), t);
  const origin = window.location.origin;
  const frameTitle = t(
    widget === 'now-next' ? 'settings:embed.frameTitle.nowNext' : 'settings:embed.frameTitle.week',
  );
  const snippets = options ? embedSnippets(origin, widget, options, language, frameTitle) : null;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('settings:embed.copied'), done);
    } catch {
      toast.show({
        type: 'error',
        title: t('settings:embed.notCopied'),
        message: t('settings:embed.notCopiedBody'),
      });
    }
  };

  return (
    <div className="space-y-4">
      <div>
        <h3 className="text-sm font-medium text-slate-700">{t('settings:embed.heading')}</h3>
        <p className="text-sm text-slate-600">{t('settings:embed.intro')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <span className="block text-sm font-medium text-slate-700">
            {t('settings:embed.widget')}
          </span>
          <SelectMenu
            label={t('settings:embed.widget')}
            value={widget}
            options={WIDGETS.map(({ value, label }) => ({ value, label: t(label) }))}
            onValueChange={setWidget}
            className="w-full"
          />
        </div>
        {widget === 'week' ? (
          <TextField
            label={t('settings:embed.days')}
            hint={t('settings:embed.daysHint', { min: EMBED_DAYS_MIN, max: EMBED_DAYS_MAX })}
            error={errors.days}
            type="number"
            inputMode="numeric"
            min={EMBED_DAYS_MIN}
            max={EMBED_DAYS_MAX}
            value={draft.days}
            onValueChange={(days) => set('days', days)}
          />
        ) : null}
        {COLOUR_FIELDS.map(([key, label, hint]) => (
          <TextField
            key={key}
            label={t(label)}
            labelNote={t('settings:embed.optional')}
            hint={t(hint)}
            error={errors[key]}
            value={draft[key]}
            placeholder={t('settings:embed.colourPlaceholder')}
            spellCheck={false}
            onValueChange={(text) => set(key, text)}
          />
        ))}
        <FormField label={t('settings:embed.language')} hint={t('settings:embed.languageHint')}>
          {(field) => (
            <LanguageSelect
              {...field}
              emptyLabel={t('settings:embed.eachVisitor')}
              value={language}
              onLanguageChange={setLanguage}
            />
          )}
        </FormField>
        <label className="flex cursor-pointer items-center gap-3 self-end text-sm">
          <input
            type="checkbox"
            checked={draft.compact}
            onChange={(event) => set('compact', event.target.checked)}
            className="size-4 shrink-0 accent-indigo-600"
          />
          {t('settings:embed.compact')}
        </label>
      </div>
      {snippets && options ? (
        <>
          <Snippet
            label={t('settings:embed.iframe')}
            text={snippets.iframe}
            onCopy={() => void copy(snippets.iframe, t('settings:embed.copiedIframe'))}
          />
          <Snippet
            label={t('settings:embed.script')}
            text={snippets.script}
            onCopy={() => void copy(snippets.script, t('settings:embed.copiedScript'))}
          />
          <EmbedPreview
            widget={widget}
            options={options}
            language={language}
            published={published}
          />
        </>
      ) : checking ? null : (
        <p className="text-sm text-red-600">{t('settings:embed.correct')}</p>
      )}
    </div>
  );
}

function Snippet({ label, text, onCopy }: { label: string; text: string; onCopy: () => void }) {
  const t = useT(settings);
  return (
    <FormField label={label}>
      {(field) => (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <Textarea
            {...field}
            readOnly
            value={text}
            rows={3}
            className="min-h-0 font-mono text-xs"
            onFocus={(event) => event.target.select()}
          />
          <Button type="button" variant="secondary" onClick={onCopy}>
            {t('settings:embed.copy')}
          </Button>
        </div>
      )}
    </FormField>
  );
}

function EmbedPreview({
  widget,
  options,
  language,
  published,
}: {
  widget: EmbedWidget;
  options: EmbedOptions;
  language: Language | null;
  published: boolean;
}) {
  const t = useT(settings);
  if (!published) {
    return <p className="text-sm text-slate-600">{t('settings:embed.previewLater')}</p>;
  }
  // The snippet's height for now/next; the week is previewed shorter, scrolling inside.
  const height = widget === 'now-next' ? embedHeight(widget, options.compact) : 360;
  return (
    <div className="space-y-1.5">
      <h4 className="text-sm font-medium text-slate-700">{t('settings:embed.preview')}</h4>
      <iframe
        src={`/embed/${widget}${embedQuery(options, widget, language)}`}
        title={t('settings:embed.previewTitle')}
        className="w-full rounded-lg ring-1 ring-slate-200"
        style={{ height }}
      />
    </div>
  );
}
