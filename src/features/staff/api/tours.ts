import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlackoutRequest, OfficeTourChange, OfficeTourList, OfficeTourSettings, TourAction, TourListQuery, TourSettingsChange } from '../tourOffice';
import { staffApi } from './staffApi';
import { staffKeys } from './keys';

/** Issue 24: the office's tour calendar and settings (src/features/staff/tourOffice.ts is the contract). */

export const officeToursQueryOptions = (query: TourListQuery) =>
  queryOptions({ queryKey: staffKeys.tourList(query), queryFn: ({ signal }) => staffApi.get<OfficeTourList>('tours', { signal, params: query }) });
export const useOfficeTours = (query: TourListQuery | undefined) => useQuery({ ...officeToursQueryOptions(query ?? { community: 0, from: '', days: 1 }), enabled: query !== undefined });

export type TourStep = { id: number; action: TourAction; undo?: boolean };

/** An action on a tour or its undo; the calendar is asked again after either. */
export function useTourStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, undo }: TourStep) =>
      undo ? staffApi.post<OfficeTourChange>(`tours/${id}/undo`, { action }) : staffApi.post<OfficeTourChange>(`tours/${id}/${action}`),
    onSettled: () => client.invalidateQueries({ queryKey: staffKeys.tours() }),
  });
}

export const tourSettingsQueryOptions = (community: number) =>
  queryOptions({ queryKey: staffKeys.tourSettings(community), queryFn: ({ signal }) => staffApi.get<OfficeTourSettings>('tour-settings', { signal, params: { community } }) });
export const useTourSettings = (community: number | undefined) => useQuery({ ...tourSettingsQueryOptions(community ?? 0), enabled: community !== undefined });

/** A settings write answers the whole settings view, which replaces the cached one. */
function useSettingsWrite<Input>(community: number, write: (input: Input) => Promise<OfficeTourSettings>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: (settings) => client.setQueryData(staffKeys.tourSettings(community), settings) });
}

export const useSaveTourSettings = (community: number) =>
  useSettingsWrite(community, (change: TourSettingsChange) => staffApi.put<OfficeTourSettings>('tour-settings', change, { params: { community } }));
export const useAddBlackout = (community: number) =>
  useSettingsWrite(community, (blackout: BlackoutRequest) => staffApi.post<OfficeTourSettings>('tour-settings/blackouts', blackout, { params: { community } }));
export const useRemoveBlackout = (community: number) => useSettingsWrite(community, (id: number) => staffApi.delete<OfficeTourSettings>(`tour-settings/blackouts/${id}`));
