/**
 * Sizes the spec fixes for the editor's menus and tables (document 2 section 9). They are product
 * constants, not styling choices, so they live with the feature rather than in the theme scale.
 */
export const editorSizes = {
  addActionMenuWidth: '730px',
  addActionMenuHeight: '425px',
  awaitTableMaxHeight: '208px',
} as const;
