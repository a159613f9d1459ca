import { useDocumentTitle } from '../../../lib/use-document-title';
import { ShowLibrary } from '../../shows/components/show-library';
import { library } from '../../../i18n/namespaces/library';
import { useT } from '../../../i18n/use-t';

/** The Show Library (SPEC.md §2): the show templates that are placed on the schedule. */
export function LibraryPage() {
  const t = useT(library);
  useDocumentTitle(t('library:show.title'));
  return <ShowLibrary />;
}
