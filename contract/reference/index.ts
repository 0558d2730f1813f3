/**
 * Reference data that the console, the fixtures and the server all show or check, written once:
 * plain data and small pure look-ups, no behaviour.
 */
export * from './roles';
export * from './options';
export * from './plans';
export * from './hostedConfigDefaults';
export * from './catalogue';
