export * from './permissions';
export * from './featureFlags';
export * from './billing';
export { TOGGLED_ENV_KEY, clearLocalSession } from './storage';
export * from './atoms';
export * from './sessionData';
export * from './useSession';
export * from './useIdleLogout';
