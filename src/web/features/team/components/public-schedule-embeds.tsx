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

/** The options' check (with zod), fetched after the page has painted (decision 0069). */
const embedCheck = lazyCheck(() =>
  import('../../../../shared/schemas/embed-options').then((m) => m.embedOptionsSchema),
);

const WIDGETS = [
  { value: 'now-next', label: 'On air now and next' },
  { value: 'week', label: 'The coming days' },
] as const satisfies readonly { value: EmbedWidget; label: string }[];

type Draft = { days: string; accent: string; background: string; text: string; compact: boolean };
const EMPTY: Draft = { days: '7', accent: '', background: '', text: '', compact: false };
/** What the check makes of EMPTY: the schema's defaults (embed-options.test.ts). */
const EMPTY_OPTIONS: EmbedOptions = { days: DEFAULT_EMBED_DAYS, compact: false };
const COLOUR_FIELDS = [
  ['accent', 'Accent colour', 'Links, labels and the progress bar; empty for the station’s.'],
  ['background', 'Background colour', 'Empty for white.'],
  ['text', 'Text colour', 'Empty for dark text on a light background.'],
] as const;

/**
 * The options as typed, checked with the schema the server reads them with. Until the check is
 * here, the options left as they start are the defaults, and changed ones wait for it.
 */
function readDraft(draft: Draft, check: typeof embedOptionsSchema | null) {
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
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { options: null, errors, checking: false };
}

/**
 * Part of the "Public schedule" card: the snippets a station pastes into its website (an
 * iframe, or the script embed) for the options chosen here, and a live preview of the iframe.
 */
export function PublicScheduleEmbeds({ published }: { published: boolean }) {
  const toast = useToast();
  const [widget, setWidget] = useState<EmbedWidget>('now-next');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [language, setLanguage] = useState<Language | null>(null);
  const { options, errors, checking } = readDraft(draft, useLazyCheck(embedCheck));
  const origin = window.location.origin;
  const snippets = options ? embedSnippets(origin, widget, options, language) : null;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Copied', `The ${what} is on your clipboard.`);
    } catch {
      toast.show({
        type: 'error',
        title: 'Not copied',
        message: 'The browser did not allow copying. Select the text and copy it yourself.',
      });
    }
  };

  return (
    <div className="space-y-4">
      <div>
        <h3 className="text-sm font-medium text-slate-700">Embed on your website</h3>
        <p className="text-sm text-slate-600">
          Paste one of these into a page of the station&apos;s website. Both follow the published
          schedule; the script embed keeps the website&apos;s own styles apart.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <span className="block text-sm font-medium text-slate-700">Widget</span>
          <SelectMenu
            label="Widget"
            value={widget}
            options={WIDGETS}
            onValueChange={setWidget}
            className="w-full"
          />
        </div>
        {widget === 'week' ? (
          <TextField
            label="Days shown"
            hint={`From today, ${EMBED_DAYS_MIN} to ${EMBED_DAYS_MAX}.`}
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
            label={label}
            labelNote="(optional)"
            hint={hint}
            error={errors[key]}
            value={draft[key]}
            placeholder="#0a7c86"
            spellCheck={false}
            onValueChange={(text) => set(key, text)}
          />
        ))}
        <FormField label="Language" hint="Each visitor’s own: their browser’s, else the station’s.">
          {(field) => (
            <LanguageSelect
              {...field}
              emptyLabel="Each visitor’s own"
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
          Compact: titles and times only
        </label>
      </div>
      {snippets && options ? (
        <>
          <Snippet
            label="Iframe snippet"
            text={snippets.iframe}
            onCopy={() => void copy(snippets.iframe, 'iframe snippet')}
          />
          <Snippet
            label="Script snippet"
            text={snippets.script}
            onCopy={() => void copy(snippets.script, 'script snippet')}
          />
          <EmbedPreview
            widget={widget}
            options={options}
            language={language}
            published={published}
          />
        </>
      ) : checking ? null : (
        <p className="text-sm text-red-600">Correct the options above to see the snippets.</p>
      )}
    </div>
  );
}

function Snippet({ label, text, onCopy }: { label: string; text: string; onCopy: () => void }) {
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
            Copy
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
  if (!published) {
    return (
      <p className="text-sm text-slate-600">
        The preview shows once the schedule is published and saved.
      </p>
    );
  }
  // The snippet's height for now/next; the week is previewed shorter, scrolling inside.
  const height = widget === 'now-next' ? embedHeight(widget, options.compact) : 360;
  return (
    <div className="space-y-1.5">
      <h4 className="text-sm font-medium text-slate-700">Preview</h4>
      <iframe
        src={`/embed/${widget}${embedQuery(options, widget, language)}`}
        title="Preview of the embed"
        className="w-full rounded-lg ring-1 ring-slate-200"
        style={{ height }}
      />
    </div>
  );
}
