import { useQuery } from '@tanstack/react-query';
import type { Faq } from '@/features/faq/types';
import { propertyFaqsQueryOptions } from '@/features/faq/api/getPropertyFaqs';
import type { Floorplan, FloorplanVariation, SimilarFloorplan, Testimonial, WebSpecial } from '@/features/floorplans/types';
import { folderAssetsQueryOptions } from '@/features/gallery/api/getFolderAssets';
import { preloadFirstHeroPhoto } from '@/features/gallery/components/HeroGallery';
import { heroImages } from '@/features/gallery/heroImages';
import type { Asset } from '@/features/gallery/types';
import { propertyQueryOptions } from '@/features/properties/api/getProperty';
import type { Property } from '@/features/properties/types';
import { shortTermFloorplanQueryOptions } from '@/features/short-term/api/getShortTermFloorplan';
import { floorplanQueryOptions } from '@/features/floorplans/api/getFloorplan';
import { floorplanRelationQueryOptions } from '@/features/floorplans/api/getFloorplanRelations';
import { isShortTermPlan } from '@/features/floorplans/catalog';

export interface FloorplanDetail {
  plan: Floorplan;
  /** True for a SHORT_TERM property's plan: it gets the short-term layout, priced by `plan.shortTerm`. */
  shortTerm: boolean;
  similar: SimilarFloorplan[];
  variations: FloorplanVariation[];
  testimonials: Testimonial[];
  webSpecials: WebSpecial[];
  faqs: Faq[];
  property: Property;
  propertyFaqs: Faq[];
  photos: Asset[];
}

export type FloorplanDetailState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; detail: FloorplanDetail };

/**
 * Everything the floor plan page shows (spec section 7): the plan, then its secondary lists, its property with the
 * property's FAQs and the folder photos. Spec section 2: if the plan or any secondary call fails, the page is a 404.
 */
export function useFloorplanDetail(id: string): FloorplanDetailState {
  const main = useQuery(floorplanQueryOptions(id));
  const plan = main.data;
  const propertyId = plan?.property?.id;
  const shortTerm = plan ? isShortTermPlan(plan) : false;

  const similar = useQuery(floorplanRelationQueryOptions('similarFloorplans', id));
  const variations = useQuery(floorplanRelationQueryOptions('floorplanVariations', id));
  const testimonials = useQuery(floorplanRelationQueryOptions('testimonials', id));
  const webSpecials = useQuery(floorplanRelationQueryOptions('webSpecials', id));
  const faqs = useQuery(floorplanRelationQueryOptions('floorplanFaqs', id));
  const property = useQuery({ ...propertyQueryOptions(propertyId ?? 0), enabled: propertyId !== undefined });
  const propertyFaqs = useQuery({ ...propertyFaqsQueryOptions(propertyId ?? 0), enabled: propertyId !== undefined });
  const folderId = plan?.photosFolderId;
  // A folder that cannot be read yields no photos (spec section 8, logged only), so this one never fails the page.
  const photos = useQuery({ ...folderAssetsQueryOptions(folderId ?? ''), enabled: Boolean(folderId) });
  const shortTermPlan = useQuery({ ...shortTermFloorplanQueryOptions(id), enabled: shortTerm });

  // The hero's first photo (the page's LCP) is known once the plan and its folder are: fetch it while the
  // property, its FAQs and the plan's lists still load.
  if (plan && (!folderId || photos.data)) preloadFirstHeroPhoto(heroImages(plan.name, { image: plan.coverImage, alt: plan.coverAlt }, photos.data ?? []));

  const all = [main, similar, variations, testimonials, webSpecials, faqs, property, propertyFaqs, shortTermPlan];
  if (all.some((query) => query.isError)) return { status: 'error' };
  const detail = {
    plan,
    similar: similar.data,
    variations: variations.data,
    testimonials: testimonials.data,
    webSpecials: webSpecials.data,
    faqs: faqs.data,
    property: property.data,
    propertyFaqs: propertyFaqs.data,
  };
  if (!isLoaded(detail) || (shortTerm && !shortTermPlan.data) || (folderId && !photos.data)) return { status: 'loading' };

  return {
    status: 'ready',
    detail: {
      ...detail,
      plan: shortTerm && shortTermPlan.data ? { ...detail.plan, shortTerm: shortTermPlan.data.shortTerm ?? detail.plan.shortTerm } : detail.plan,
      shortTerm,
      photos: photos.data ?? [],
    },
  };
}

type Loaded<T> = { [K in keyof T]: Exclude<T[K], undefined> };

/** True once every part has arrived (React Query leaves a part undefined until its data is there). */
function isLoaded<T extends object>(parts: T): parts is Loaded<T> {
  return Object.values(parts).every((part) => part !== undefined);
}
