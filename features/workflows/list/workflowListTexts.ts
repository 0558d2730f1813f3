/** The workflow list's texts (document 2 sections 2.2 and 8), copied exactly. */
export const NO_RESULT_FOUND = 'No Result Found!';
export const NO_WORKFLOWS_YET = 'Hey, you have not created any workflow.!';
export const LIST_LOAD_FAILED = 'Something went wrong!';
export const LIST_LOAD_FAILED_DESCRIPTION = 'It seems there is a technical issue that is preventing data from loading.';
export const WORKFLOW_DELETED = 'Workflow deleted successfully';
export const WORKFLOW_EXPORTED = 'Workflow exported successfully';
export const WORKFLOW_SAVED = 'Workflow saved successfully';
export const WORKFLOW_SAVE_FAILED = 'Failed to save workflow';
/** How long the import failure toast stays (section 5.4). */
export const WORKFLOW_SAVE_FAILED_MS = 1000;
/** The list refreshes this long after a change (sections 4.1 and 9). */
export const LIST_REFETCH_DELAY_MS = 2000;
