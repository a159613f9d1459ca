import { useAnnouncement, type Announcer } from '../announcer';

/** The polite live region the schedule speaks through (WCAG 2.2: moves are announced). */
export function LiveRegion({ announcer }: { announcer: Announcer }) {
  const { text, id } = useAnnouncement(announcer);
  return (
    <div role="status" aria-live="polite" aria-atomic className="sr-only">
      {/* A new element per message makes screen readers read a repeated message again. */}
      <span key={id}>{text}</span>
    </div>
  );
}
