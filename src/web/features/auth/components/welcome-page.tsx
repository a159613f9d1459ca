import CalendarClock from 'lucide-react/icons/calendar-clock';
import Radio from 'lucide-react/icons/radio';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { auth } from '../../../i18n/namespaces/auth';
import { useT } from '../../../i18n/use-t';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuthModal } from '../hooks/use-auth-modal';
import { preloadAuthModal } from './auth-modal-provider';
import { PublicLayout } from './public-layout';

/** All a signed-out visitor sees (SPEC.md §1). */
export function WelcomePage() {
  const t = useT(auth);
  const authModal = useAuthModal();
  useDocumentTitle(t('auth:welcome.documentTitle'));
  useEffect(preloadAuthModal, []);

  return (
    <PublicLayout>
      <div className="text-center">
        <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-indigo-600 text-white shadow-lg shadow-indigo-200">
          <Radio aria-hidden className="size-7" />
        </div>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Radio Station
        </h1>
        <p className="mt-3 text-base text-slate-600">{t('auth:welcome.text')}</p>
        <Button size="lg" className="mt-8 w-full" onClick={() => authModal.open()}>
          {t('auth:welcome.signIn')}
        </Button>
        <p className="mt-6 text-xs text-slate-500">
          <CalendarClock aria-hidden className="mr-1.5 inline size-4 align-[-3px]" />
          {t('auth:welcome.tagline')}
        </p>
      </div>
    </PublicLayout>
  );
}
