export { KeyValue } from './KeyValue';
export type { KeyValueProps } from './KeyValue';
export { classifyValue, cutText, isEmptyValue, isHttpLink, visibleEntries, TEXT_CUT_LENGTH } from './classifyValue';
export type { ValueDisplay } from './classifyValue';
