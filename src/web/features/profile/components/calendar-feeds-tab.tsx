import CalendarClock from 'lucide-react/icons/calendar-clock';
import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import Link2 from 'lucide-react/icons/link-2';
import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import { useId, useRef, useState } from 'react';
import {
  FEED_LIMITS,
  type CalendarFeed,
  type FeedScope,
  type RevokedCalendarFeed,
} from '../../../../shared/exchange/ical/calendar-feeds';
import { Button } from '../../../components/ui/button';
import { PendingButton } from '../../../components/ui/pending-button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorBox } from '../../../components/ui/error-box';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useLanguage } from '../../../i18n/language-context';
import { feeds as feedTexts } from '../../../i18n/namespaces/feeds';
import type { Translate } from '../../../i18n/translate';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { useViewerZone } from '../../../lib/use-viewer-zone';
import { useAccess } from '../../../lib/use-access';
import type { BannerActions } from '../hooks/use-banner';
import {
  useCalendarFeeds,
  useCreateCalendarFeed,
  useRevokeCalendarFeed,
} from '../hooks/use-calendar-feeds';
import { TabHeading } from './tab-heading';

const SCOPE_KEYS = { all: 'feeds:scope.all', mine: 'feeds:scope.mine' } as const;

const scopeLabel = (t: Translate<'feeds'>, feed: CalendarFeed) =>
  t(feed.includeDrafts ? 'feeds:scopeDrafts' : 'feeds:scopeFinal', {
    scope: t(SCOPE_KEYS[feed.scope]),
  });

/** Calendar Feeds: secret subscription URLs for calendar apps, created here and revoked here. */
export function CalendarFeedsTab({
  banner,
  initialScope = 'all',
}: {
  banner: BannerActions;
  initialScope?: FeedScope;
}) {
  const t = useT(feedTexts);
  const language = useLanguage();
  const feeds = useCalendarFeeds();
  const { timeZone } = useViewerZone();
  const when = (value: string) => formatDateTime(value, timeZone, undefined, language);
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [includeDrafts, setIncludeDrafts] = useState(false);
  const { access } = useAccess();
  const linked = (access?.ownDjIds.length ?? 0) > 0;
  const [chosenScope, setScope] = useState<FeedScope>(initialScope);
  // A member unlinked meanwhile cannot keep "only my shows" chosen.
  const scope = linked ? chosenScope : 'all';
  const [created, setCreated] = useState<{ id: string; url: string } | null>(null);
  const [revoking, setRevoking] = useState<CalendarFeed | null>(null);
  const draftsId = useId();

  const createFeed = () => {
    create.mutate(
      { includeDrafts, scope },
      {
        onSuccess: ({ feed, url }) => {
          setCreated({ id: feed.id, url });
          setIncludeDrafts(false);
          setScope('all');
          banner.success(t('feeds:createdBanner'));
        },
        onError: (error) => banner.error(errorMessage(error)),
      },
    );
  };

  const confirmRevoke = () => {
    if (!revoking) return;
    const { id } = revoking;
    revoke.mutate(id, {
      onSuccess: () => {
        // A revoked address is no use to copy any more.
        setCreated((current) => (current?.id === id ? null : current));
        banner.success(t('feeds:revokedBanner'));
      },
      onError: (error) => banner.error(errorMessage(error)),
    });
  };

  return (
    <div className="space-y-8">
      <TabHeading
        title={t('feeds:title')}
        text={t('feeds:intro', {
          weeksBack: FEED_LIMITS.weeksBack,
          monthsAhead: FEED_LIMITS.monthsAhead,
        })}
      />

      <section aria-labelledby="new-feed-title" className="space-y-4">
        <h3 id="new-feed-title" className="flex items-center gap-2 font-medium text-slate-900">
          <Link2 aria-hidden className="size-4 text-slate-500" />
          {t('feeds:newFeed')}
        </h3>
        <ScopeChoice scope={scope} onChange={setScope} linked={linked} />
        <div className="flex items-start gap-3">
          <input
            id={draftsId}
            type="checkbox"
            checked={includeDrafts}
            onChange={(event) => setIncludeDrafts(event.target.checked)}
            className="mt-0.5 size-4 rounded border-slate-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          />
          <label htmlFor={draftsId} className="text-sm text-slate-700">
            <span className="font-medium text-slate-900">{t('feeds:includeDrafts')}</span>
            <span className="block text-slate-600">{t('feeds:includeDraftsHint')}</span>
          </label>
        </div>
        <PendingButton
          onClick={createFeed}
          pending={create.isPending}
          pendingText={t('feeds:creating')}
        >
          {t('feeds:create')}
        </PendingButton>
        {created ? <NewFeedUrl key={created.id} url={created.url} banner={banner} /> : null}
      </section>

      <section
        aria-labelledby="active-feeds-title"
        className="space-y-3 border-t border-slate-200 pt-6"
      >
        <h3 id="active-feeds-title" className="flex items-center gap-2 font-medium text-slate-900">
          <CalendarClock aria-hidden className="size-4 text-slate-500" />
          {t('feeds:active')}
        </h3>
        {feeds.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner /> {t('feeds:loading')}
          </p>
        ) : feeds.isError ? (
          <ErrorBox detail={feeds.error.message}>{t('feeds:loadFailed')}</ErrorBox>
        ) : feeds.data.feeds.length === 0 ? (
          <p className="text-sm text-slate-600">{t('feeds:none')}</p>
        ) : (
          <ul
            aria-label={t('feeds:activeList')}
            className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200"
          >
            {feeds.data.feeds.map((feed) => (
              <li
                key={feed.id}
                className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
              >
                <div className="text-sm">
                  <p className="font-medium text-slate-900">
                    {t('feeds:created', { date: when(feed.createdAt) })}
                  </p>
                  <p className="text-slate-600">{scopeLabel(t, feed)}</p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-red-600 hover:bg-red-50 hover:text-red-700"
                  aria-label={t('feeds:revokeLabel', {
                    date: when(feed.createdAt),
                    scope: scopeLabel(t, feed),
                  })}
                  onClick={() => setRevoking(feed)}
                >
                  {t('feeds:revoke')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      {feeds.data && feeds.data.revoked.length > 0 ? (
        <RevokedFeeds revoked={feeds.data.revoked} when={when} />
      ) : null}

      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title={t('feeds:revokeTitle')}
        description={t('feeds:revokeBody')}
        confirmLabel={t('feeds:revokeConfirm')}
        tone="danger"
        onConfirm={confirmRevoke}
      />
    </div>
  );
}

/** Feeds the server revoked when the password changed, so the user knows why and what to do. */
function RevokedFeeds({
  revoked,
  when,
}: {
  revoked: RevokedCalendarFeed[];
  when: (value: string) => string;
}) {
  const t = useT(feedTexts);
  return (
    <section
      aria-labelledby="revoked-feeds-title"
      className="space-y-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200"
    >
      <h3 id="revoked-feeds-title" className="flex items-center gap-2 font-medium text-amber-900">
        <ShieldAlert aria-hidden className="size-4 text-amber-600" />
        {t('feeds:revokedTitle')}
      </h3>
      <p className="text-sm text-amber-900">{t('feeds:revokedExplanation')}</p>
      <ul aria-label={t('feeds:revokedList')} className="space-y-1 text-sm text-amber-900">
        {revoked.map((feed) => (
          <li key={feed.id}>
            {t(feed.reason === 'password-reset' ? 'feeds:revokedReset' : 'feeds:revokedChange', {
              created: when(feed.createdAt),
              scope: scopeLabel(t, feed),
              revoked: when(feed.revokedAt),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The new feed's URL, shown this once, with a Copy button. */
function NewFeedUrl({ url, banner }: { url: string; banner: BannerActions }) {
  const t = useT(feedTexts);
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const urlId = useId();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      inputRef.current?.select();
      banner.error(t('feeds:copyFailed'));
    }
  };

  return (
    <div className="space-y-2 rounded-xl bg-indigo-50 p-4 ring-1 ring-indigo-200">
      <label htmlFor={urlId} className="block text-sm font-medium text-indigo-900">
        {t('feeds:newUrl')}
      </label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={urlId}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs"
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? (
            <Check aria-hidden className="size-4" />
          ) : (
            <Copy aria-hidden className="size-4" />
          )}
          {t(copied ? 'feeds:copied' : 'feeds:copy')}
        </Button>
      </div>
      <p className="text-sm text-indigo-800">{t('feeds:copyNow')}</p>
    </div>
  );
}

/** All shows or only the member's own: the second needs a DJ entry that is theirs. */
function ScopeChoice({
  scope,
  onChange,
  linked,
}: {
  scope: FeedScope;
  onChange: (scope: FeedScope) => void;
  linked: boolean;
}) {
  const t = useT(feedTexts);
  const hintId = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-900">{t('feeds:scopeLegend')}</legend>
      {(['all', 'mine'] as const).map((value) => {
        const disabled = value === 'mine' && !linked;
        return (
          <label
            key={value}
            className={`flex items-center gap-3 text-sm ${disabled ? 'text-slate-400' : 'text-slate-700'}`}
          >
            <input
              type="radio"
              name="feed-scope"
              value={value}
              checked={scope === value}
              disabled={disabled}
              aria-describedby={disabled ? hintId : undefined}
              onChange={() => onChange(value)}
              className="size-4 border-slate-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            />
            {t(SCOPE_KEYS[value])}
          </label>
        );
      })}
      {linked ? null : (
        <p id={hintId} className="text-sm text-slate-600">
          {t('feeds:notLinked')}
        </p>
      )}
    </fieldset>
  );
}
