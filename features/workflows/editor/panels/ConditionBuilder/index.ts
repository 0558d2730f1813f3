export { ConditionBuilder, START_TEXT, DELETE_GROUP_TITLE, DELETE_GROUP_MESSAGE, type ConditionBuilderProps } from './ConditionBuilder';
export { ConditionBuilderRow, OPERATORS_TITLE, FUNCTIONS_TITLE, LISTS_TITLE, type ConditionBuilderRowProps } from './ConditionBuilderRow';
export { conditionValueField, RAW_INPUT_LABEL, RAW_INPUT_PLACEHOLDER, TAGS_PLACEHOLDER } from './ConditionValueField';
export { ConditionPanelFrame, CONDITION_PANEL_TITLE, type ConditionPanelFrameProps } from './ConditionPanelFrame';
export { useConditionEditing, INCOMPLETE_ROWS_MESSAGE } from './useConditionEditing';
export { PanelMessage, PanelNote, PanelSections } from './ConditionBuilder.styles';
