import type { components } from '~/contract';

type Schemas = components['schemas'];

export type DataType = Schemas['CatalogueDataType'];
export type Format = Schemas['CatalogueFormat'];
export type Optionality = Schemas['CatalogueOptionality'];
export type Country = Schemas['CatalogueCountry'];
export type InputAttributeCategory = Schemas['InputAttributeCategory'];
export type PlanId = Schemas['PlanId'];
export type Geography = Schemas['Geography'];
export type Industry = Schemas['Industry'];
export type UseCase = Schemas['CatalogueUseCase'];
export type Operator = Schemas['Operator'];
export type Plan = Schemas['Plan'];

/** The three values of every service's `status` output (document 2, section 3.3). */
export const SERVICE_STATUSES = ['OK', 'FAILED', 'NO_RECORD_FOUND'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];
