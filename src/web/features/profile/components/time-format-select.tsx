import type { SelectHTMLAttributes } from 'react';
import { nativeSelectClasses } from '../../../components/language-select';
import { profile as profileTexts } from '../../../i18n/namespaces/profile';
import { useT } from '../../../i18n/use-t';
import { cn } from '../../../lib/cn';

/**
 * Profile Settings → Time format: the language's own clock ('', stored as null), the 24-hour or
 * the 12-hour clock. Only stored here; the times shown follow it where they are formatted.
 */
export function TimeFormatSelect({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  const t = useT(profileTexts);
  return (
    <select {...props} className={cn(nativeSelectClasses, 'max-w-md', className)}>
      <option value="">{t('profile:timeFormat.default')}</option>
      <option value="24h">{t('profile:timeFormat.24h')}</option>
      <option value="12h">{t('profile:timeFormat.12h')}</option>
    </select>
  );
}
