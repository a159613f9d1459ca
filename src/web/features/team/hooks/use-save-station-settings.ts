import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useState } from 'react';
import type { StationSettingsChange } from '../../../../shared/team/station-settings';
import { useToast } from '../../../components/ui/toast/toast-context';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { saveStationSettings } from '../api/team-api';
import { settings } from '../../../i18n/namespaces/settings';
import { useT } from '../../../i18n/use-t';

export type SaveStationSettingsOptions = {
  /** The toast of a save. */
  saved: { title: string; message?: string };
  /** What else a save changes, read anew (the team, the config, every week...). */
  refresh: (change: StationSettingsChange, queryClient: QueryClient) => void;
  /** Whether the form shows the server's field messages at their fields (else on top). */
  atFields?: boolean;
};

/**
 * The save of a Station Settings card: an unchanged form says "Nothing to save" instead of
 * sending; a refusal's messages land at the fields or on top of the form.
 */
export function useSaveStationSettings({
  saved,
  refresh,
  atFields = true,
}: SaveStationSettingsOptions) {
  const t = useT(settings);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: saveStationSettings,
    onSuccess: (_after, change) => {
      toast.success(saved.title, saved.message);
      refresh(change, queryClient);
    },
    onError: (error) => {
      if (atFields && error instanceof ApiError && error.fields) setFields(error.fields);
      else setFailure(errorMessage(error));
    },
  });
  const clear = () => {
    setFields({});
    setFailure(null);
  };
  return {
    fields,
    failure,
    isPending: mutation.isPending,
    clear,
    /** True (and says so) when the change is empty. */
    nothingToSave: (change: StationSettingsChange) => {
      if (Object.keys(change).length > 0) return false;
      toast.show({
        type: 'info',
        title: t('settings:nothingToSave'),
        message: t('settings:nothingToSaveBody'),
      });
      return true;
    },
    save: (change: StationSettingsChange) => {
      clear();
      mutation.mutate(change);
    },
  };
}

/** A save's `refresh` that reads these queries anew (the team, the access...). */
export function readAnew(...keys: QueryKey[]): SaveStationSettingsOptions['refresh'] {
  return (_change, queryClient) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
}
