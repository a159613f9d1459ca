import { addressGroup } from './address-group';

/** One open /api/events stream, as the registry sees it. */
export type OpenStream = {
  sessionId: string;
  clientAddress: string;
  /** Ends the stream: `superseded` tells the browser its session opened a newer one. */
  end: (reason: 'superseded' | 'session_ended') => void;
};

export type StreamLimits = {
  /** Streams one session keeps: a person with a few tabs. A newer one ends the oldest. */
  perSession: number;
  /** Streams one client address (an IPv6 /64) keeps: a small office behind one router. */
  perAddress: number;
  /** Streams this process keeps at all, so memory stays bounded whoever connects. */
  total: number;
};

export const DEFAULT_STREAM_LIMITS: StreamLimits = { perSession: 6, perAddress: 20, total: 1_000 };

export type Admission =
  { admitted: true; release: () => void } | { admitted: false; refusedBy: 'address' | 'server' };

/**
 * The open streams of this process (streams live in one process, so process memory is the right
 * place), grouped by session and by client address. Its size is bounded by `limits.total`.
 */
export function createStreamRegistry(limits: StreamLimits) {
  // A Set iterates in insertion order: the first entry is a session's oldest stream.
  const bySession = new Map<string, Set<OpenStream>>();
  const perAddress = new Map<string, number>();
  let total = 0;

  const remove = (stream: OpenStream) => {
    const ofSession = bySession.get(stream.sessionId);
    if (!ofSession?.delete(stream)) return;
    if (ofSession.size === 0) bySession.delete(stream.sessionId);
    const group = addressGroup(stream.clientAddress);
    const left = (perAddress.get(group) ?? 1) - 1;
    if (left > 0) perAddress.set(group, left);
    else perAddress.delete(group);
    total--;
  };

  return {
    /**
     * Takes a new stream in. A session at its limit gives up its oldest stream for it; a full
     * address or a full process refuses it, so a stranger cannot end other people's streams.
     */
    admit(stream: OpenStream): Admission {
      const group = addressGroup(stream.clientAddress);
      const ofSession = bySession.get(stream.sessionId);
      const oldest =
        ofSession && ofSession.size >= limits.perSession ? ofSession.values().next().value : null;
      const freedHere = oldest && addressGroup(oldest.clientAddress) === group ? 1 : 0;
      if ((perAddress.get(group) ?? 0) - freedHere >= limits.perAddress) {
        return { admitted: false, refusedBy: 'address' };
      }
      if (total - (oldest ? 1 : 0) >= limits.total) return { admitted: false, refusedBy: 'server' };
      if (oldest) {
        remove(oldest);
        oldest.end('superseded');
      }
      const sessionStreams = bySession.get(stream.sessionId) ?? new Set<OpenStream>();
      sessionStreams.add(stream);
      bySession.set(stream.sessionId, sessionStreams);
      perAddress.set(group, (perAddress.get(group) ?? 0) + 1);
      total++;
      return { admitted: true, release: () => remove(stream) };
    },
    /** The sessions with an open stream, for one batched check of which are still live. */
    sessionIds: (): string[] => [...bySession.keys()],
    /** Ends every stream of a session that is over. */
    endSession(sessionId: string) {
      for (const stream of [...(bySession.get(sessionId) ?? [])]) {
        remove(stream);
        stream.end('session_ended');
      }
    },
    size: () => total,
  };
}

export type StreamRegistry = ReturnType<typeof createStreamRegistry>;
