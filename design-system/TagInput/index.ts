export { TagInput } from './TagInput';
export type { TagInputProps } from './TagInput';
export { parseTagInput } from './parseTagInput';
export type { ParsedTagInput } from './parseTagInput';
