import { ExportMenu } from '../../exchange/components/export-menu';
import { ImportAction } from '../../exchange/components/import-action';

/** Import and Export, as the spec lists them in the schedule header. */
export function ExchangeActions({ weekId }: { weekId: string }) {
  return (
    <div className="flex items-center gap-1.5">
      <ImportAction weekId={weekId} />
      <ExportMenu weekId={weekId} />
    </div>
  );
}
