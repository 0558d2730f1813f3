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

export type ServiceStatus = Schemas['ServiceStatus'];

export { SERVICE_STATUSES } from '~/contract/reference';
