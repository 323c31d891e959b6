import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EditableHomeSpecial, HomeSpecialChange, HomeSpecialFields, HomeSpecialsAnswer } from '../planEdits';
import { staffApi } from './staffApi';
import { staffKeys } from './keys';
import { useStaffChange, useVersionedStaffChange } from './useStaffChange';

/** `GET api/staff/catalog/home-specials`: every home-page special and the communities to choose from. */
export const homeSpecialsQueryOptions = () =>
  queryOptions({ queryKey: staffKeys.homeSpecial(), queryFn: ({ signal }) => staffApi.get<HomeSpecialsAnswer>('catalog/home-specials', { signal }) });
export const useHomeSpecials = () => useQuery(homeSpecialsQueryOptions());

/** `POST api/staff/catalog/home-specials`; the list is asked again. */
export const useAddHomeSpecial = () => useStaffChange(staffKeys.homeSpecial(), (special: HomeSpecialFields) => staffApi.post<EditableHomeSpecial>('catalog/home-specials', special));

/** `PATCH api/staff/catalog/home-specials/{id}` from the version the agent saw (409 with the special as it is now); the list is asked again either way. */
export const useChangeHomeSpecial = (id: number) =>
  useVersionedStaffChange(staffKeys.homeSpecial(), (change: HomeSpecialChange) => staffApi.patch<EditableHomeSpecial>(`catalog/home-specials/${id}`, change));

/** `DELETE api/staff/catalog/home-specials/{id}?version=` (409 with the special as it is now); the list is asked again. */
export const useRemoveHomeSpecial = () =>
  useVersionedStaffChange(staffKeys.homeSpecial(), ({ id, version }: { id: number; version: number }) => staffApi.delete<void>(`catalog/home-specials/${id}?version=${version}`));
