import UserRound from 'lucide-react/icons/user-round';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ImageSourceField } from '../../../components/image-source-field';
import type { ImageUpload } from '../../../lib/use-image-upload';
import type { AvatarMode } from '../profile-form-schema';
import { profile as profileTexts } from '../../../i18n/namespaces/profile';
import { useT } from '../../../i18n/use-t';

type AvatarFieldProps = {
  mode: AvatarMode;
  onModeChange: (mode: AvatarMode) => void;
  urlValue: string;
  urlInput: UseFormRegisterReturn<'avatarUrl'>;
  urlError: string | undefined;
  upload: ImageUpload;
};

/** The avatar, from a web address or an uploaded file (SPEC.md §2 Profile Settings). */
export function AvatarField(props: AvatarFieldProps) {
  const t = useT(profileTexts);
  return (
    <ImageSourceField
      legend={t('profile:avatar')}
      urlLabel={t('profile:avatar.url')}
      urlPlaceholder="https://example.com/avatar.jpg"
      fileLabel={t('profile:avatar.file')}
      placeholderIcon={UserRound}
      {...props}
    />
  );
}
