export { TagModal } from './TagModal';
export type { TagModalProps, TagValues, TagColor } from './TagModal';
export { tagNameError, TAG_NAME_TOO_SHORT, TAG_NAME_TAKEN, TAG_NAME_MIN_LENGTH } from './tagName';
