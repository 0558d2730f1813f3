import { IconButton } from '../IconButton';
import { Menu, type MenuItemData } from '../Menu';
import type { TableRowActions } from './tableTypes';

export interface TableRowMenuProps {
  /** Accessible name of the menu button, e.g. 'Actions for Onboarding KYC'. */
  triggerLabel: string;
  /** Shows 'Edit' (the page's write permission). */
  canEdit?: boolean;
  /** Shows 'Delete' (the page's delete flag). */
  canDelete?: boolean;
  onEdit?: () => void;
  onDelete?: () => void;
  editLabel?: string;
  deleteLabel?: string;
}

/** Whether a row menu has anything to show. */
export function hasRowMenuItems({ canEdit, canDelete }: { canEdit?: boolean; canDelete?: boolean }): boolean {
  return Boolean(canEdit || canDelete);
}

/** A row's edit and delete actions behind a '⋮' button; renders nothing when neither is allowed. */
export function TableRowMenu({ triggerLabel, canEdit = false, canDelete = false, onEdit, onDelete, editLabel = 'Edit', deleteLabel = 'Delete' }: TableRowMenuProps) {
  if (!hasRowMenuItems({ canEdit, canDelete })) return null;
  const items: MenuItemData[] = [
    { id: 'edit', label: editLabel, icon: 'edit', isHidden: !canEdit, onAction: onEdit },
    { id: 'delete', label: deleteLabel, icon: 'trash', tone: 'danger', isHidden: !canDelete, onAction: onDelete },
  ];
  return <Menu trigger={<IconButton icon="moreVertical" label={triggerLabel} size="sm" />} items={items} placement="bottom end" />;
}

/** The row actions a table shows a menu column for: none when hidden or when nothing is allowed. */
export function shownRowActions<T>(rowActions: TableRowActions<T> | undefined): TableRowActions<T> | undefined {
  return rowActions != null && !rowActions.hideRowActions && hasRowMenuItems(rowActions) ? rowActions : undefined;
}

/** One row's menu, from the table's row actions. */
export function RowActionsMenu<T>({ rowActions, row }: { rowActions: TableRowActions<T>; row: T }) {
  return (
    <TableRowMenu
      triggerLabel={rowActions.triggerLabel(row)}
      canEdit={rowActions.canEdit}
      canDelete={rowActions.canDelete}
      onEdit={rowActions.onEdit ? () => rowActions.onEdit?.(row) : undefined}
      onDelete={rowActions.onDelete ? () => rowActions.onDelete?.(row) : undefined}
      editLabel={rowActions.editLabel}
      deleteLabel={rowActions.deleteLabel}
    />
  );
}
