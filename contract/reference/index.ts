/**
 * Reference data that the console, the fixtures and the server all show or check, written once:
 * plain data and small pure look-ups, no behaviour. The console imports the one file it needs
 * (`~/contract/reference/roles`), so the service catalogue stays out of its bundle.
 */
export * from './roles';
export * from './options';
export * from './plans';
export * from './hostedConfigDefaults';
export * from './featureFlags';
export * from './catalogue';
