import { useState, type ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { Card, CopyButton, Icon, IconButton, Menu, RelativeTime, type MenuItemData } from '~/design-system';
import {
  WorkflowCardEdited,
  WorkflowCardId,
  WorkflowCardIdText,
  WorkflowCardItem,
  WorkflowCardLink,
  WorkflowCardMenuSlot,
  WorkflowCardMeta,
  WorkflowCardTitleText,
} from './WorkflowCard.styles';

export interface WorkflowCardProps {
  name: string;
  /** The workflow (or template, capability) id, shown with a copy button. */
  id: string;
  /** When it was last edited: 'Edited {time} ago'. */
  updatedAt: string;
  /** Where a click on the card goes (its edit route). */
  to: string;
  /** The hover menu (Edit, Duplicate, Export, Delete); none for read-only items such as templates. */
  actions?: MenuItemData[];
  /** Something beside the id, e.g. an Active/Inactive badge. */
  badge?: ReactNode;
  /** The clock of 'Edited … ago'; injectable so stories are deterministic. */
  now?: () => Date;
}

/**
 * One card of the workflow list (document 2 section 2.2): the name (a link to the edit route that
 * covers the card), the id with a copy button (info toast, 1 s), 'Edited {time} ago', and a menu
 * that shows on hover and keyboard focus. Lives in a `WorkflowCardGrid`.
 */
export function WorkflowCard({ name, id, updatedAt, to, actions, badge, now }: WorkflowCardProps) {
  const href = useHref(to);
  const followLink = useLinkClickHandler(to);
  const [menuOpen, setMenuOpen] = useState(false);
  const menu =
    actions && actions.length > 0 ? (
      <WorkflowCardMenuSlot data-open={menuOpen ? '' : undefined}>
        <Menu
          trigger={<IconButton icon="moreVertical" label={`Actions for ${name}`} size="sm" />}
          items={actions}
          placement="bottom end"
          isOpen={menuOpen}
          onOpenChange={setMenuOpen}
        />
      </WorkflowCardMenuSlot>
    ) : undefined;
  return (
    <WorkflowCardItem>
      <Card
        title={
          <WorkflowCardLink href={href} onClick={followLink}>
            <WorkflowCardTitleText>{name}</WorkflowCardTitleText>
          </WorkflowCardLink>
        }
        // The cards sit right under the page's title (h1) in the console's header.
        headingLevel={2}
        actions={menu}
        padding="md"
      >
        <WorkflowCardMeta>
          <WorkflowCardId>
            <WorkflowCardIdText title={id}>{id}</WorkflowCardIdText>
            <CopyButton value={id} label={`Copy ID of ${name}`} />
            {badge}
          </WorkflowCardId>
          <WorkflowCardEdited>
            <Icon name="clock" size="sm" />
            <RelativeTime value={updatedAt} template="Edited {time} ago" now={now} />
          </WorkflowCardEdited>
        </WorkflowCardMeta>
      </Card>
    </WorkflowCardItem>
  );
}
