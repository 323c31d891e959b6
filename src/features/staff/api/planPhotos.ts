import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PhotoCover, PhotoDescription, PhotoOrder, PlanPhoto, PlanPhotos } from '../planPhotos';
import { staffApi } from './staffApi';
import { staffKeys } from './keys';
import { useStaffChange } from './useStaffChange';

const photosPath = (planId: number) => `catalog/floorplans/${planId}/photos`;

/** `GET api/staff/catalog/floorplans/{id}/photos`: the plan's photos in the site's order. */
export const planPhotosQueryOptions = (planId: number) =>
  queryOptions({ queryKey: staffKeys.planPhotos(planId), queryFn: ({ signal }) => staffApi.get<PlanPhotos>(photosPath(planId), { signal }) });
export const usePlanPhotos = (planId: number) => useQuery(planPhotosQueryOptions(planId));

/**
 * The writes (issue 23): one photo uploaded a request, a description, a new order, the cover, a removal. After each
 * the plan and its photos are asked again (a cover or a first photo changes the plan itself).
 */
export const useUploadPlanPhoto = (planId: number) =>
  useStaffChange(staffKeys.plan(planId), (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return staffApi.post<PlanPhoto>(photosPath(planId), form);
  });
export const useDescribePhoto = (planId: number) =>
  useStaffChange(staffKeys.plan(planId), ({ id, ...description }: PhotoDescription & { id: string }) =>
    staffApi.patch<PlanPhoto>(`${photosPath(planId)}/${encodeURIComponent(id)}`, description),
  );
export const useReorderPhotos = (planId: number) => useStaffChange(staffKeys.plan(planId), (order: PhotoOrder) => staffApi.put<PlanPhotos>(`${photosPath(planId)}/order`, order));
export const useChooseCover = (planId: number) => useStaffChange(staffKeys.plan(planId), (cover: PhotoCover) => staffApi.put<PlanPhotos>(`${photosPath(planId)}/cover`, cover));
export const useRemovePhoto = (planId: number) =>
  useStaffChange(staffKeys.plan(planId), (id: string) => staffApi.delete<PlanPhotos>(`${photosPath(planId)}/${encodeURIComponent(id)}`));
