import { useMemo, useState, type ReactNode } from 'react';
import { TreeItemContent, type Key } from 'react-aria-components';
import { Button } from '../Button';
import { CopyButton } from '../CopyButton';
import { Icon } from '../Icon';
import { buildJsonTree, expandedIdsToDepth, formatJson, jsonKind, type JsonNode } from './jsonTree';
import {
  JsonChevron,
  JsonChevronSpacer,
  JsonCount,
  JsonEmpty,
  JsonKey,
  JsonPunctuation,
  JsonRow,
  JsonTitle,
  JsonToolbar,
  JsonValue,
  JsonViewerRoot,
  StyledTree,
  StyledTreeItem,
} from './JsonViewer.styles';

export interface JsonViewerProps {
  /** Any JSON value: an object, array, string, number, boolean or null. */
  value: unknown;
  /** Accessible name of the tree. */
  'aria-label'?: string;
  /** A visible title at the left of the toolbar. */
  title?: ReactNode;
  /** How many levels open at first: 0 none, 1 the top-level objects and arrays, Infinity all. */
  defaultExpandedDepth?: number;
  /** Shows the copy action, which copies the whole value as indented JSON. */
  showCopy?: boolean;
  copyLabel?: string;
  /** The copy toast text. */
  copyToastMessage?: string;
  /** Shows the expand-all and collapse-all buttons. */
  showExpandControls?: boolean;
  expandAllLabel?: string;
  collapseAllLabel?: string;
  /** The muted count after an object or array, e.g. '3 keys' or '2 items'. */
  countLabel?: (kind: 'object' | 'array', count: number) => string;
  /** A CSS length past which the tree scrolls, e.g. '24rem'. */
  maxHeight?: string;
}

function defaultCountLabel(kind: 'object' | 'array', count: number): string {
  if (kind === 'array') return `${count} ${count === 1 ? 'item' : 'items'}`;
  return `${count} ${count === 1 ? 'key' : 'keys'}`;
}

/** A collapsible, keyboard-navigable tree of a JSON value (arrow keys move, expand and collapse), with copy. */
export function JsonViewer({
  value,
  'aria-label': ariaLabel = 'JSON',
  title,
  defaultExpandedDepth = 1,
  showCopy = true,
  copyLabel = 'Copy JSON',
  copyToastMessage,
  showExpandControls = true,
  expandAllLabel = 'Expand all',
  collapseAllLabel = 'Collapse all',
  countLabel = defaultCountLabel,
  maxHeight,
}: JsonViewerProps) {
  const nodes = useMemo(() => buildJsonTree(value), [value]);
  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set(expandedIdsToDepth(nodes, defaultExpandedDepth)));
  const hasContainers = useMemo(() => nodes.some((n) => n.size > 0), [nodes]);
  const rootKind = jsonKind(value);

  const renderNode = (node: JsonNode): ReactNode => (
    <StyledTreeItem key={node.id} id={node.id} textValue={node.key}>
      <TreeItemContent>
        {({ hasChildItems }) => (
          <JsonRow>
            {hasChildItems ? (
              <JsonChevron slot="chevron" className="vf-json-chevron">
                <Icon name="chevronRight" size="sm" />
              </JsonChevron>
            ) : (
              <JsonChevronSpacer />
            )}
            {node.id !== '$' && (
              <>
                <JsonKey $index={node.id.endsWith(`[${node.key}]`)}>{node.key}</JsonKey>
                <JsonPunctuation aria-hidden>:</JsonPunctuation>
              </>
            )}
            <JsonValue $kind={node.kind}>{node.preview}</JsonValue>
            {node.size > 0 && <JsonCount>{countLabel(node.kind as 'object' | 'array', node.size)}</JsonCount>}
          </JsonRow>
        )}
      </TreeItemContent>
      {node.children.map(renderNode)}
    </StyledTreeItem>
  );

  const showToolbar = title != null || showCopy || (showExpandControls && hasContainers);
  return (
    <JsonViewerRoot>
      {showToolbar && (
        <JsonToolbar>
          <JsonTitle>{title}</JsonTitle>
          {showExpandControls && hasContainers && (
            <>
              <Button variant="ghost" size="sm" onPress={() => setExpanded(new Set(expandedIdsToDepth(nodes, Infinity)))}>
                {expandAllLabel}
              </Button>
              <Button variant="ghost" size="sm" onPress={() => setExpanded(new Set())}>
                {collapseAllLabel}
              </Button>
            </>
          )}
          {showCopy && <CopyButton value={() => formatJson(value)} label={copyLabel} toastMessage={copyToastMessage} />}
        </JsonToolbar>
      )}
      <StyledTree
        aria-label={ariaLabel}
        expandedKeys={expanded}
        onExpandedChange={setExpanded}
        $maxHeight={maxHeight}
        renderEmptyState={() => <JsonEmpty>{rootKind === 'array' ? '[]' : '{}'}</JsonEmpty>}
      >
        {nodes.map(renderNode)}
      </StyledTree>
    </JsonViewerRoot>
  );
}
