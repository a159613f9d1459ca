import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from '../app/app';
import { signedInFrameCode } from '../app/app-routes';
import { preloadAllPages } from '../app/pages';
import { createQueryClient } from '../app/query-client';
import type { PublicConfig } from '../../shared/api';
import type { ProfileWithNotice } from '../../server/features/profiles/profiles.service';
import { browserLanguage, browserReadsPseudo, chooseLanguage } from '../i18n/browser-language';
import { seedEarlyReads } from '../lib/first-reads';
import { configQueryKey, profileQueryKey } from '../lib/query-keys';
import { answerEarlyReads, forgetEarlyReads } from '../lib/early-reads';
import { drawingFor, type RenderVisitor } from '../lib/render-visitor';
import { adoptSession, type SessionUser } from '../lib/session-store';

export type FirstScreenRequest = RenderVisitor & {
  /** The address's path and query ("/schedule", "?week=2026-11-22"). */
  path: string;
  search: string;
  user: SessionUser;
  /** The page's first reads as the API answered them, by path. */
  answers: ReadonlyMap<string, Response>;
};

/**
 * Every page's code, loaded once as the server starts drawing, and the app drawn once without a
 * member: what React loads as it first draws it (the toasts' region) is then at hand, and no
 * member's page has a part that waits for code.
 */
const allCode = Promise.all([signedInFrameCode, preloadAllPages()]).then(() =>
  markupOf(
    <Router ssrPath="/">
      <App queryClient={createQueryClient()} />
    </Router>,
  ).catch(() => undefined),
);
let drawing: Promise<unknown> = Promise.resolve();
/**
 * The longest one drawing may take. Far past what the server waits for it (400 ms,
 * src/server/http/web-app.ts): this only frees the turn of the drawings after it.
 */
const DRAW_LIMIT_MS = 2_000;

/**
 * The markup of a signed-in page's first screen, as the app's own first render draws it in the
 * browser with the same answers; null when the page is read in a language other than English
 * (its words would have to be fetched first: the browser draws those pages itself). One at a
 * time: the app's stores (the session, the early reads) are the page's own and are set for the
 * render in hand.
 */
export function drawFirstScreen(request: FirstScreenRequest): Promise<string | null> {
  const turn = drawing.then(() => draw(request));
  drawing = turn.catch(() => undefined);
  return turn;
}

/** What stopped a page from being drawn on the server: the server logs it once per page. */
export class FirstScreenFailed extends Error {
  constructor(
    readonly path: string,
    readonly failures: unknown[],
  ) {
    super(
      `${path}: ${failures.map((f) => (f instanceof Error ? f.message : String(f))).join('; ')}`,
    );
  }
}

async function draw({ path, search, user, answers, ...visitor }: FirstScreenRequest) {
  await allCode;
  const client = createQueryClient();
  try {
    answerEarlyReads(answers);
    await seedEarlyReads(client);
    adoptSession(user);
    return await drawingFor(visitor, async () => {
      const chosen = client.getQueryData<ProfileWithNotice>(profileQueryKey)?.profile.language;
      const station = client.getQueryData<PublicConfig>(configQueryKey)?.stationLanguage;
      if (browserReadsPseudo() || chooseLanguage(chosen, browserLanguage(), station) !== 'en')
        return null;
      return markupOf(
        <Router ssrPath={path} ssrSearch={search}>
          <App queryClient={client} />
        </Router>,
        path,
      );
    });
  } finally {
    forgetEarlyReads();
    adoptSession(null);
    client.clear();
  }
}

/**
 * The markup of a whole tree, with nothing left to a script: a part that failed here would show
 * its fallback (a loading line) and a part that waited would come in a script the page's policy
 * does not run, so either makes the page one the browser draws itself.
 */
async function markupOf(tree: ReactNode, path = '/'): Promise<string> {
  const failures: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(tree, {
    onError: (error) => void failures.push(error),
    // React sends a large part after the rest, to be put in place by a script; here it is one
    // document, in order.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A part that never stops waiting must not hold every later drawing (they are one at a
    // time): React then ends it with its fallback, which the check below refuses.
    signal: AbortSignal.timeout(DRAW_LIMIT_MS),
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  // Decoded whole: a character's bytes may be split between two chunks.
  const markup = Buffer.concat(chunks).toString('utf8');
  if (failures.length > 0) throw new FirstScreenFailed(path, failures);
  if (/<script|<template/.test(markup)) throw new FirstScreenFailed(path, ['a part waited']);
  return markup;
}
