import type { LabelRow } from '@docent/db';
import type { Label } from '@docent/contract';

export type LabelColumns = Pick<LabelRow, 'lid' | 'labelid' | 'workspace' | 'name' | 'color' | 'metadata'>;
export const LABEL_COLUMNS = ['lid', 'labelid', 'workspace', 'name', 'color', 'metadata'] as const;

export function toLabel(row: LabelColumns, docids: string[]): Label {
  return {
    lid: row.lid,
    labelid: row.labelid,
    workspace: row.workspace,
    name: row.name,
    metadata: row.metadata ?? null,
    docids,
    color: row.color,
  };
}
