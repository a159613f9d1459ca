import CalendarClock from 'lucide-react/icons/calendar-clock';
import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import Link2 from 'lucide-react/icons/link-2';
import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import { useId, useRef, useState } from 'react';
import {
  FEED_LIMITS,
  FEED_MESSAGES,
  FEED_SCOPE_LABELS,
  revokedBecause,
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

const scopeLabel = (feed: CalendarFeed) =>
  `${FEED_SCOPE_LABELS[feed.scope]} · ${feed.includeDrafts ? 'Finalized and draft weeks' : 'Finalized weeks only'}`;

/** Why "Only my shows" cannot be chosen: such a feed would stay empty. */
export const NOT_LINKED_FOR_FEED =
  'Only my shows needs your account linked to your DJ entry: ask a station manager, or use the same e-mail in your DJ entry.';

/** Calendar Feeds: secret subscription URLs for calendar apps, created here and revoked here. */
export function CalendarFeedsTab({
  banner,
  initialScope = 'all',
}: {
  banner: BannerActions;
  initialScope?: FeedScope;
}) {
  const feeds = useCalendarFeeds();
  const { timeZone } = useViewerZone();
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
          banner.success(FEED_MESSAGES.created);
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
        banner.success(FEED_MESSAGES.revoked);
      },
      onError: (error) => banner.error(errorMessage(error)),
    });
  };

  return (
    <div className="space-y-8">
      <TabHeading
        title="Calendar Feeds"
        text={`Subscribe to the schedule from a calendar app. A feed shows finalized weeks from ${FEED_LIMITS.weeksBack} weeks ago to ${FEED_LIMITS.monthsAhead} months ahead, and updates as they change.`}
      />

      <section aria-labelledby="new-feed-title" className="space-y-4">
        <h3 id="new-feed-title" className="flex items-center gap-2 font-medium text-slate-900">
          <Link2 aria-hidden className="size-4 text-slate-500" />
          New feed
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
            <span className="font-medium text-slate-900">Include draft weeks</span>
            <span className="block text-slate-600">
              Drafts may still change; leave this off to share only what is final.
            </span>
          </label>
        </div>
        <PendingButton onClick={createFeed} pending={create.isPending} pendingText="Creating...">
          Create Feed URL
        </PendingButton>
        {created ? <NewFeedUrl key={created.id} url={created.url} banner={banner} /> : null}
      </section>

      <section
        aria-labelledby="active-feeds-title"
        className="space-y-3 border-t border-slate-200 pt-6"
      >
        <h3 id="active-feeds-title" className="flex items-center gap-2 font-medium text-slate-900">
          <CalendarClock aria-hidden className="size-4 text-slate-500" />
          Active feeds
        </h3>
        {feeds.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner /> Loading feeds...
          </p>
        ) : feeds.isError ? (
          <ErrorBox detail={feeds.error.message}>Failed to load calendar feeds</ErrorBox>
        ) : feeds.data.feeds.length === 0 ? (
          <p className="text-sm text-slate-600">You have no calendar feeds yet.</p>
        ) : (
          <ul
            aria-label="Active calendar feeds"
            className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200"
          >
            {feeds.data.feeds.map((feed) => (
              <li
                key={feed.id}
                className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
              >
                <div className="text-sm">
                  <p className="font-medium text-slate-900">
                    Created{' '}
                    <time dateTime={feed.createdAt}>
                      {formatDateTime(feed.createdAt, timeZone)}
                    </time>
                  </p>
                  <p className="text-slate-600">{scopeLabel(feed)}</p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-red-600 hover:bg-red-50 hover:text-red-700"
                  aria-label={`Revoke feed created ${formatDateTime(feed.createdAt, timeZone)} (${scopeLabel(feed)})`}
                  onClick={() => setRevoking(feed)}
                >
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      {feeds.data && feeds.data.revoked.length > 0 ? (
        <RevokedFeeds revoked={feeds.data.revoked} timeZone={timeZone} />
      ) : null}

      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title="Revoke calendar feed?"
        description="Calendar apps subscribed to this feed will stop receiving the schedule. This cannot be undone."
        confirmLabel="Revoke Feed"
        tone="danger"
        onConfirm={confirmRevoke}
      />
    </div>
  );
}

/** Feeds the server revoked when the password changed, so the user knows why and what to do. */
function RevokedFeeds({ revoked, timeZone }: { revoked: RevokedCalendarFeed[]; timeZone: string }) {
  return (
    <section
      aria-labelledby="revoked-feeds-title"
      className="space-y-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200"
    >
      <h3 id="revoked-feeds-title" className="flex items-center gap-2 font-medium text-amber-900">
        <ShieldAlert aria-hidden className="size-4 text-amber-600" />
        {FEED_MESSAGES.revokedTitle}
      </h3>
      <p className="text-sm text-amber-900">{FEED_MESSAGES.revokedExplanation}</p>
      <ul aria-label="Revoked calendar feeds" className="space-y-1 text-sm text-amber-900">
        {revoked.map((feed) => (
          <li key={feed.id}>
            Feed created {formatDateTime(feed.createdAt, timeZone)} ({scopeLabel(feed)}): revoked{' '}
            {formatDateTime(feed.revokedAt, timeZone)} {revokedBecause(feed.reason)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The new feed's URL, shown this once, with a Copy button. */
function NewFeedUrl({ url, banner }: { url: string; banner: BannerActions }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const urlId = useId();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      inputRef.current?.select();
      banner.error('Could not copy the address. It is selected: copy it with Ctrl+C or ⌘C.');
    }
  };

  return (
    <div className="space-y-2 rounded-xl bg-indigo-50 p-4 ring-1 ring-indigo-200">
      <label htmlFor={urlId} className="block text-sm font-medium text-indigo-900">
        Your new feed URL
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
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p className="text-sm text-indigo-800">
        Copy it now: it is shown only once. Anyone with this address can see the schedule, so share
        it only with calendar apps you trust. Revoke it below if it gets out.
      </p>
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
  const hintId = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-900">Shows in the feed</legend>
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
            {FEED_SCOPE_LABELS[value]}
          </label>
        );
      })}
      {linked ? null : (
        <p id={hintId} className="text-sm text-slate-600">
          {NOT_LINKED_FOR_FEED}
        </p>
      )}
    </fieldset>
  );
}
