import ExternalLink from 'lucide-react/icons/external-link';
import { settings } from '../../../i18n/namespaces/settings';
import { useT } from '../../../i18n/use-t';

const BASE = '/api/public/v1';

const LINKS = [
  {
    path: '/on-air',
    label: 'settings:links.onAir',
    text: 'settings:links.onAirText',
  },
  {
    path: `${BASE}/docs`,
    label: 'settings:links.docs',
    text: 'settings:links.docsText',
  },
  {
    path: `${BASE}/now`,
    label: 'settings:links.now',
    text: 'settings:links.nowText',
  },
  {
    path: `${BASE}/calendar.ics`,
    label: 'settings:links.calendar',
    text: 'settings:links.calendarText',
  },
  {
    path: `${BASE}/openapi.json`,
    label: 'settings:links.openapi',
    text: 'settings:links.openapiText',
  },
] as const;

/** Where the published schedule can be read; each answers 404 while publishing is off. */
export function PublicScheduleLinks({ published }: { published: boolean }) {
  const t = useT(settings);
  const origin = window.location.origin;
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-medium text-slate-700">{t('settings:links.heading')}</h3>
      {published ? null : (
        <p className="text-sm text-slate-600">{t('settings:links.notPublished')}</p>
      )}
      <ul className="space-y-2">
        {LINKS.map((link) => (
          <li key={link.path} className="text-sm">
            <a
              href={link.path}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 font-medium text-indigo-700 underline-offset-2 hover:underline"
            >
              {t(link.label)}
              <ExternalLink aria-hidden className="size-3.5" />
              <span className="sr-only"> {t('settings:links.newTab')}</span>
            </a>
            <span className="block text-slate-600">{t(link.text)}</span>
            <code className="block text-xs break-all text-slate-500">{origin + link.path}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
