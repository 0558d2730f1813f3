// The workflows area's public face: the flow model (pure, document 2 sections 3.2 and 4) and the
// canvas. Pages and the editor's components compose them.
export * from './model';
export * from './canvas';
// The editor's menus, modals, panels and header, their catalogue hooks, and the header and configure rules.
export * from './components';
export * from './api';
export { orderForConfigure, isInputConfigured, isInputMandatory, CONFIGURE_VISIBLE_COUNT } from './model/configureOrder';
export { headerState, needsName, HEADER_TOOLTIPS, type HeaderState, type HeaderRuleInput, type HeaderButtonState, type PublishButtonState, type PublishAction } from './model/headerRules';
export { defaultWorkflowName } from './model/defaultName';
// The editor page on its create, edit and template routes.
export * from './pages';
// The workflow list: import/export files, duplicate names, paging (document 2 sections 2.2, 4.10, 5.4).
export * from './model/workflowFile';
export { flowStructureProblems } from './model/flowStructure';
export { duplicateName, DUPLICATE_SUFFIX } from './model/duplicateName';
export { hasNextPage, isFiltered, workflowListQuery, WORKFLOW_LIST_PAGE_SIZE, WORKFLOW_LIST_PREFETCH_PX, type CreatedRange, type WorkflowListFilters, type WorkflowListQuery } from './model/workflowList';
// Capabilities reuse the editor's workspace: their pages live in the workflows area.
export * from './capabilities';
