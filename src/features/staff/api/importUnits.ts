import { useMutation, useQueryClient } from '@tanstack/react-query';
import axios from 'axios';
import type { UnitImportMode, UnitImportResult } from '../catalogEdits';
import { staffApi } from './staffApi';
import { staffKeys } from './keys';

/** `POST api/staff/catalog/units/import?mode=…` with the file as text/csv. */
export async function importUnits(csv: string, mode: UnitImportMode): Promise<UnitImportResult> {
  return staffApi.post<UnitImportResult>('catalog/units/import', csv, { params: { mode }, headers: { 'Content-Type': 'text/csv' } });
}

/** An apply refused for its rows' problems (400) answers with the same result, to list them. */
export function refusedImportOf(error: unknown): UnitImportResult | undefined {
  if (!axios.isAxiosError(error) || error.response?.status !== 400) return undefined;
  const body = error.response.data as Partial<UnitImportResult> | undefined;
  return Array.isArray(body?.errors) ? { rows: body.rows ?? 0, changed: body.changed ?? 0, errors: body.errors } : undefined;
}

/** Checks (dry run) or applies a CSV of units; an apply may change any community, so every grid is asked again. */
export function useImportUnits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ csv, mode }: { csv: string; mode: UnitImportMode }) => importUnits(csv, mode),
    onSuccess: (_result, { mode }) => (mode === 'apply' ? client.invalidateQueries({ queryKey: staffKeys.catalog() }) : undefined),
  });
}

/** The export's address: one community's units, or every unit. A link: the browser downloads it with the session. */
export const unitsCsvPath = (community?: number): string => `/api/staff/catalog/units.csv${community === undefined ? '' : `?community=${community}`}`;
