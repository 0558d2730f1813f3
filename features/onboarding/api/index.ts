export { useIndustryOptions, type IndustryOption } from './industryOptions';
export { useGeographyOptions, type GeographyOption } from './geographyOptions';
export { DEFAULT_CREDENTIAL_APP_NAME } from './defaultCredential';
export { useSetUpOrganisation, CREATE_ORGANISATION_FAILED } from './useSetUpOrganisation';
