import { localText } from '../../../shared/i18n/local-text';
import { seasonInputSchema } from '../../../shared/schedule/seasons';
import { settingsListRoutes } from '../../http/settings-list-routes';
import { changeSeason, createSeason, deleteSeason, listSeasons } from './seasons.service';

/**
 * /api/seasons (decision 0056): every member reads the seasons (the schedule header, the
 * dashboard's filter, the End choice); station managers add, change and delete them, as they
 * change the other station settings.
 */
export function seasonRoutes() {
  return settingsListRoutes({
    one: 'season',
    many: 'seasons',
    schema: seasonInputSchema,
    notFound: localText('seasons:refusal.notFound'),
    list: listSeasons,
    create: createSeason,
    change: changeSeason,
    remove: deleteSeason,
  });
}
