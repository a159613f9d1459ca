import { ReloadFailure } from '../../../components/ui/load-states';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { settings } from '../../../i18n/namespaces/settings';
import { useT } from '../../../i18n/use-t';

function SectionFailed() {
  const t = useT(settings);
  return (
    <ReloadFailure title={t('settings:sectionFailed')} detail={t('settings:sectionFailedDetail')} />
  );
}

/**
 * Station Settings' public schedule section, fetched as the page paints (decision 0069): its form
 * holds the forms library (~14 KB gzip), which nothing above it needs, and it sits below the
 * first screen. Nothing stands in for it meanwhile: no loading line flickers past.
 */
export const PublicScheduleSettings = preloadableLazy(
  () => import('./public-schedule-settings'),
  (m) => m.PublicScheduleSettings,
  { Loading: () => null, Failed: SectionFailed },
);
