import { useEffect } from 'react';
import { common } from '../i18n/namespaces/common';
import { useT } from '../i18n/use-t';
import { setConnectionWords } from '../lib/api-error';

/** Gives `errorMessage` the screen's words for a call the server never answered. */
export function ConnectionWords() {
  const t = useT(common);
  useEffect(() => {
    setConnectionWords({
      timeout: t('common:connection.timeout'),
      network: t('common:connection.network'),
      unexpected: t('common:connection.unexpected'),
    });
  }, [t]);
  return null;
}
