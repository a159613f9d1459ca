import ExternalLink from 'lucide-react/icons/external-link';

const BASE = '/api/public/v1';

const LINKS = [
  {
    path: '/on-air',
    label: 'Listeners’ schedule page',
    text: 'On air now and next, the week day by day, show and host pages.',
  },
  {
    path: `${BASE}/docs`,
    label: 'Public API reference',
    text: 'What websites, apps and playout systems can read.',
  },
  {
    path: `${BASE}/now`,
    label: 'On air now and next (JSON)',
    text: 'What a now-playing widget reads.',
  },
  {
    path: `${BASE}/calendar.ics`,
    label: 'Station calendar (iCalendar)',
    text: 'Listeners subscribe to it in their calendar app; shows and hosts have their own.',
  },
  {
    path: `${BASE}/openapi.json`,
    label: 'OpenAPI 3.1 document',
    text: 'For generating API clients.',
  },
] as const;

/** Where the published schedule can be read; each answers 404 while publishing is off. */
export function PublicScheduleLinks({ published }: { published: boolean }) {
  const origin = window.location.origin;
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-medium text-slate-700">Public addresses</h3>
      {published ? null : (
        <p className="text-sm text-slate-600">
          These answer &ldquo;not published&rdquo; until you publish the schedule and save.
        </p>
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
              {link.label}
              <ExternalLink aria-hidden className="size-3.5" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <span className="block text-slate-600">{link.text}</span>
            <code className="block text-xs break-all text-slate-500">{origin + link.path}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
