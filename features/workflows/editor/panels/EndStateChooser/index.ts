export { EndStateChooser } from './EndStateChooser';
export type { EndStateChooserProps, EndStateKind } from './EndStateChooser';
