import { IconButton } from '../IconButton';
import { Menu, type MenuItemData } from '../Menu';

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
