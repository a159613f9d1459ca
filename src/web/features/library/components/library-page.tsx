import { SHOW_TEXTS } from '../../../../shared/messages/library';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ShowLibrary } from '../../shows/components/show-library';

/** The Show Library (SPEC.md §2): the show templates that are placed on the schedule. */
export function LibraryPage() {
  useDocumentTitle(SHOW_TEXTS.title);
  return <ShowLibrary />;
}
