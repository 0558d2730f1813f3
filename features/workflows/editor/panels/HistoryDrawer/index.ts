export { HistoryDrawer, HISTORY_TITLE, RESTORE_FAILED, RESTORE_UNSAVED_WARNING, restoredToast, type HistoryDrawerProps } from './HistoryDrawer';
