import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EditablePlan, EditableWebSpecial, PlanChange, PlanSummary, WebSpecialChange, WebSpecialFields } from '../planEdits';
import type { Amenity } from '@/features/floorplans/types';
import type { NewAmenity, PlanFeatureChoices } from '../planFeatures';
import { staffApi } from './staffApi';
import { staffKeys } from './keys';
import { useStaffChange, useVersionedStaffChange } from './useStaffChange';
import { useVersionedChange } from './useVersionedChange';

/** `GET api/staff/catalog/floorplans`: every plan, by community and name. */
export const planSummariesQueryOptions = () =>
  queryOptions({ queryKey: staffKeys.planList(), queryFn: ({ signal }) => staffApi.get<PlanSummary[]>('catalog/floorplans', { signal }) });
export const usePlanSummaries = () => useQuery(planSummariesQueryOptions());

/** `GET api/staff/catalog/floorplans/{id}`: one plan as the office edits it. */
export const planQueryOptions = (id: number) =>
  queryOptions({ queryKey: staffKeys.plan(id), queryFn: ({ signal }) => staffApi.get<EditablePlan>(`catalog/floorplans/${id}`, { signal }) });
/** 0: no plan asked for (an address that names none), nothing fetched. */
export const usePlan = (id: number) => useQuery({ ...planQueryOptions(id), enabled: id > 0 });

/** `GET api/staff/catalog/plan-features`: the amenities and utilities a plan's lists are picked from. */
export const usePlanFeatureChoices = () =>
  useQuery({ queryKey: staffKeys.planFeatures(), queryFn: ({ signal }) => staffApi.get<PlanFeatureChoices>('catalog/plan-features', { signal }) });

/** `POST api/staff/catalog/amenities`: a new amenity of the catalog; the choices are asked again, so every plan offers it. */
export const useAddAmenity = () => useStaffChange(staffKeys.planFeatures(), (amenity: NewAmenity) => staffApi.post<Amenity>('catalog/amenities', amenity));

/** `PATCH api/staff/catalog/floorplans/{id}` from the version the agent saw; the plan list is asked again. */
export const useChangePlan = (id: number) =>
  useVersionedChange(staffKeys.plan(id), staffKeys.planList(), (change: PlanChange) => staffApi.patch<EditablePlan>(`catalog/floorplans/${id}`, change));

/** Web specials (`POST floorplans/{id}/web-specials`, `PATCH`/`DELETE web-specials/{id}`): the plan and the list are asked again after each. */
export const useAddWebSpecial = (planId: number) =>
  useStaffChange(staffKeys.plans(), (special: WebSpecialFields) => staffApi.post<EditableWebSpecial>(`catalog/floorplans/${planId}/web-specials`, special));
/** A change or removal names the special's version: a 409 brings it as it is now, and the plan is asked again either way. */
export const useChangeWebSpecial = () =>
  useVersionedStaffChange(staffKeys.plans(), ({ id, ...change }: WebSpecialChange & { id: number }) => staffApi.patch<EditableWebSpecial>(`catalog/web-specials/${id}`, change));
export const useRemoveWebSpecial = () => useVersionedStaffChange(staffKeys.plans(), ({ id, version }: { id: number; version: number }) => staffApi.delete<void>(`catalog/web-specials/${id}?version=${version}`));
