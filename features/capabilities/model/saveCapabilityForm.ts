import { array, boolean, object, string } from 'yup';
import type { components } from '~/contract';

type Schemas = components['schemas'];

/** The messages of document 2 section 5.3, word for word. */
export const saveCapabilityMessages = {
  nameRequired: 'Name is required',
  nameMin: 'Capability Name must be at least 3 characters long.',
  descriptionRequired: 'Description is required',
  plansRequired: 'At least one pricing plan must be selected',
  industryRequired: 'Industry is required',
  geographyRequired: 'Country is required',
  useCaseRequired: 'Lifecycle stage is required',
  nameTaken: 'A capability with the given name already exists',
  nameBlank: 'Capability name cannot be blank!',
  noColumns: 'Add columns to create capability',
  noPermission: 'You do not have permission to publish capabilities.',
} as const;

const m = saveCapabilityMessages;
export const CAPABILITY_NAME_MIN = 3;

export const saveCapabilitySchema = object({
  name: string().trim().required(m.nameRequired).min(CAPABILITY_NAME_MIN, m.nameMin),
  description: string().trim().required(m.descriptionRequired),
  plansWithAccess: array(string().required()).min(1, m.plansRequired).required(m.plansRequired),
  industry: string().nullable().required(m.industryRequired),
  geography: string().nullable().required(m.geographyRequired),
  useCase: string().nullable().required(m.useCaseRequired),
  active: boolean().required(),
});

export type SaveCapabilityValues = {
  name: string;
  description: string;
  plansWithAccess: string[];
  industry: string | null;
  geography: string | null;
  useCase: string | null;
  active: boolean;
};

/** The form's starting values: a saved capability's metadata (one of each list), or empty ones. */
export function initialSaveValues(name: string, capability?: Pick<Schemas['CapabilitySummary'], 'description' | 'plansWithAccess' | 'industry' | 'geography' | 'useCase' | 'active'>): SaveCapabilityValues {
  return {
    name,
    description: capability?.description ?? '',
    plansWithAccess: [...(capability?.plansWithAccess ?? [])],
    industry: capability?.industry[0] ?? null,
    geography: capability?.geography[0] ?? null,
    useCase: capability?.useCase[0] ?? null,
    active: capability?.active ?? true,
  };
}

/** The metadata fields of the create and update bodies (the caller adds the object). */
export function capabilityMetadata(values: SaveCapabilityValues): Omit<Schemas['CapabilityCreate'], 'object'> {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    plansWithAccess: values.plansWithAccess as Schemas['PlanId'][],
    industry: [values.industry as Schemas['Industry']],
    geography: [values.geography as Schemas['Geography']],
    useCase: [values.useCase as Schemas['CatalogueUseCase']],
    active: values.active,
  };
}
