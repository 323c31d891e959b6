import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EditableHomeSpecial, HomeSpecialFields, HomeSpecialsAnswer } from '../planEdits';
import { staffApi } from './staffApi';
import { staffKeys } from './keys';
import { useStaffChange } from './useStaffChange';

/** `GET api/staff/catalog/home-specials`: every home-page special and the communities to choose from. */
export const homeSpecialsQueryOptions = () =>
  queryOptions({ queryKey: staffKeys.homeSpecial(), queryFn: ({ signal }) => staffApi.get<HomeSpecialsAnswer>('catalog/home-specials', { signal }) });
export const useHomeSpecials = () => useQuery(homeSpecialsQueryOptions());

/** `PUT api/staff/catalog/home-specials/{id}`; the list is asked again. */
export const useSaveHomeSpecial = () =>
  useStaffChange(staffKeys.homeSpecial(), ({ id, ...special }: HomeSpecialFields & { id: number }) => staffApi.put<EditableHomeSpecial>(`catalog/home-specials/${id}`, special));
