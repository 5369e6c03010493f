import { createListMachine, type FetchPage } from '../../../../machines/listMachine.ts';
import type { PropertyDraft } from '../../../../schema/property-draft.ts';
import {
  RULES_CATEGORY,
  SERVICES_CATEGORY,
  type PropertyDetailCategory,
  type PropertyDetailType,
  type PropertyEnviromentGroup,
  type PropertyType,
} from '../../../../schema/property-reference.ts';
import { propertyDetailCategories, propertyDetailTypes, propertyEnviroments, propertyTypes } from '../../../../services/drafts-api.ts';
import type { DetailsToolKind } from '../../../../i18n/editor-tools.ts';

/**
 * The editor tools' reference lists, each over the shared listMachine (spec 03 §4 'Editor data
 * lists': loading, loaded, empty, error with retry). The lists are small and come whole.
 */

export type NoQuery = Readonly<Record<string, never>>;
export const NO_QUERY: NoQuery = {};
/** Whole lists: the page size is only what the machine hands to fetchPage. */
export const WHOLE_LIST = { query: NO_QUERY, pageSize: 500 } as const;

const whole = <T>(items: readonly T[]) => ({ items, total: items.length });

export const propertyTypesListMachine = createListMachine<PropertyType, NoQuery>(async () => whole(await propertyTypes()));

/** Groups without environments would show an empty box: left out. */
export const enviromentGroupsListMachine = createListMachine<PropertyEnviromentGroup, NoQuery>(async () =>
  whole((await propertyEnviroments()).filter((group) => group.propertyEnviroments.length > 0)),
);

export interface DetailCategoryGroup {
  readonly category: PropertyDetailCategory;
  readonly types: readonly PropertyDetailType[];
}

/** Spec 03 §4: 'Detalles' shows every category but 'Servicios' and 'Limitaciones', which have their own tools. */
export const categoryBelongs = (kind: DetailsToolKind, name: string): boolean => {
  if (kind === 'services') return name === SERVICES_CATEGORY;
  if (kind === 'rules') return name === RULES_CATEGORY;
  return name !== SERVICES_CATEGORY && name !== RULES_CATEGORY;
};

/** The tool's categories in the server's order, each with its types; categories without types are left out. */
export const detailGroups = (
  kind: DetailsToolKind,
  categories: readonly PropertyDetailCategory[],
  types: readonly PropertyDetailType[],
): DetailCategoryGroup[] =>
  categories
    .filter((category) => categoryBelongs(kind, category.name))
    .map((category) => ({
      category,
      types: types.filter((type) => type.propertyDetailCategory.propertyDetailCategoryId === category.propertyDetailCategoryId),
    }))
    .filter((group) => group.types.length > 0);

const fetchDetailGroups =
  (kind: DetailsToolKind): FetchPage<DetailCategoryGroup, NoQuery> =>
  async () => {
    const [categories, types] = await Promise.all([propertyDetailCategories(), propertyDetailTypes()]);
    return whole(detailGroups(kind, categories, types));
  };

export const detailGroupsListMachines = {
  details: createListMachine<DetailCategoryGroup, NoQuery>(fetchDetailGroups('details')),
  services: createListMachine<DetailCategoryGroup, NoQuery>(fetchDetailGroups('services')),
  rules: createListMachine<DetailCategoryGroup, NoQuery>(fetchDetailGroups('rules')),
} as const;

/** An environment's quantity in the draft (0 when the draft lacks it). */
export const draftQuantity = (draft: PropertyDraft, enviromentId: string): number =>
  draft.enviroments.find((enviroment) => enviroment.propertyEnviroment.id === enviromentId)?.quantity ?? 0;

/** A detail's value in the draft, or null. */
export const draftDetailValue = (draft: PropertyDraft, detailTypeId: string): string | null =>
  draft.details.find((detail) => detail.propertyDetailType.propertyDetailTypeId === detailTypeId)?.value ?? null;
