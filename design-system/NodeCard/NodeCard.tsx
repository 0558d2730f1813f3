import { useEffect, useId, useRef, useState, type ReactElement, type ReactNode, type RefObject } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { useHover } from 'react-aria';
import { ArrowLeftRight, CircleCheck, CircleX, Hourglass, Play, ShieldCheck, Tag as TagGlyph, TriangleAlert, UserSearch, Zap } from 'lucide-react';
import { Badge } from '../Badge';
import { Icon, type IconName } from '../Icon';
import { IconButton } from '../IconButton';
import { Tooltip } from '../Tooltip';
import {
  ActionsToolbar,
  CardAwait,
  CardBody,
  CardContent,
  CardDescription,
  CardIcon,
  CardMeta,
  CardName,
  CardPressOverlay,
  CardRoot,
  CardStatus,
  CardTitleRow,
  type NodeCardTone,
} from './NodeCard.styles';
import {
  defaultNodeNames,
  endNodeTone,
  formatAwaitCount as defaultFormatAwaitCount,
  isEndNodeVariant,
  nodeCardActions,
  type NodeCardAction,
  type NodeCardStatus,
  type NodeCardTagColor,
  type NodeCardVariant,
} from './nodeCard';

export interface NodeCardActionLabels {
  /** Accessible name of the toolbar. */
  toolbar: (nodeName: string) => string;
  configure: (nodeName: string) => string;
  replace: (nodeName: string) => string;
  delete: (nodeName: string) => string;
}

export const defaultNodeCardActionLabels: NodeCardActionLabels = {
  toolbar: (nodeName) => `Actions for ${nodeName}`,
  configure: (nodeName) => `Configure ${nodeName}`,
  replace: (nodeName) => `Replace ${nodeName}`,
  delete: (nodeName) => `Delete ${nodeName}`,
};

export interface NodeCardActionsProps {
  nodeName: string;
  /** Which actions to offer; an action shows only when its handler is given too. */
  actions: readonly NodeCardAction[];
  onConfigure?: () => void;
  onReplace?: () => void;
  onDelete?: () => void;
  labels?: Partial<NodeCardActionLabels>;
  /** Keeps the toolbar shown without hover or focus, e.g. while the node's menu is open. */
  isVisible?: boolean;
}

/** The hover toolbar of a node card: Configure, Replace and Delete, each reached with Tab. */
export function NodeCardActions({ nodeName, actions, onConfigure, onReplace, onDelete, labels: labelOverrides, isVisible = false }: NodeCardActionsProps) {
  const labels = { ...defaultNodeCardActionLabels, ...labelOverrides };
  const handlers = { configure: onConfigure, replace: onReplace, delete: onDelete };
  const shown = actions.filter((action) => handlers[action] !== undefined);
  if (shown.length === 0) return null;
  return (
    <ActionsToolbar aria-label={labels.toolbar(nodeName)} data-force-visible={isVisible || undefined}>
      {shown.map((action) => {
        const icon: IconName | ReactElement = action === 'configure' ? 'settings' : action === 'replace' ? <ArrowLeftRight aria-hidden size={16} /> : 'trash';
        return (
          <IconButton
            key={action}
            icon={icon}
            size="sm"
            variant={action === 'delete' ? 'danger' : 'ghost'}
            label={labels[action](nodeName)}
            onPress={handlers[action]}
          />
        );
      })}
    </ActionsToolbar>
  );
}

export interface NodeCardProps {
  variant: NodeCardVariant;
  /** The node's name; start and end nodes default to Start, Accept, Reject and Manual Review. */
  name?: string;
  description?: ReactNode;
  /** The node's icon; each variant has its own by default. */
  icon?: IconName | ReactElement;
  /** Marks an async capability. */
  isAsync?: boolean;
  asyncLabel?: string;
  /** Service nodes: 'warning' while required inputs are unmapped, 'ok' once they are. */
  status?: NodeCardStatus;
  /** Announced (and shown as a tooltip-free text alternative) for the status icon. */
  statusLabel?: string;
  /** Tag nodes. */
  tagColor?: NodeCardTagColor;
  /** Tag nodes: shows the warning while the tag has 2 or fewer children. */
  isIncomplete?: boolean;
  incompleteLabel?: string;
  /** Await nodes: how many values are awaited. */
  awaitCount?: number;
  awaitEmptyText?: string;
  formatAwaitCount?: (count: number) => string;
  /** Another node is selected and this one is off its path (opacity 0.25). */
  isDimmed?: boolean;
  /** On the selected node's path. */
  isHighlighted?: boolean;
  /** Makes the card a button, e.g. to open the node's conditions. */
  onPress?: () => void;
  /** Accessible name of the card button; the node name by default. */
  pressLabel?: string;
  /**
   * Whether the card button is in the Tab order (true by default). A canvas that moves between its
   * cards with the arrow keys keeps one card in it (a roving tab index).
   */
  isTabStop?: boolean;
  /** The hover actions to offer; by default those of the variant. Each needs its handler. */
  actions?: readonly NodeCardAction[];
  onConfigure?: () => void;
  onReplace?: () => void;
  onDelete?: () => void;
  actionLabels?: Partial<NodeCardActionLabels>;
  /** Keeps the hover actions shown. */
  showActions?: boolean;
  className?: string;
}

const variantIcons: Record<NodeCardVariant, ReactElement> = {
  start: <Play aria-hidden />,
  service: <ShieldCheck aria-hidden />,
  tag: <TagGlyph aria-hidden />,
  await: <Hourglass aria-hidden />,
  accept: <CircleCheck aria-hidden />,
  reject: <CircleX aria-hidden />,
  manualReview: <UserSearch aria-hidden />,
};

function toneOf(variant: NodeCardVariant, tagColor: NodeCardTagColor): NodeCardTone {
  switch (variant) {
    case 'start': return 'accent';
    case 'service': return 'accent';
    case 'tag': return tagColor;
    case 'await': return 'cyan';
    case 'accept':
    case 'reject':
    case 'manualReview': return endNodeTone[variant];
  }
}

/** One ResizeObserver for every card's name: a canvas holds hundreds of cards. */
const sizeWatchers = new Map<Element, () => void>();
let sizeObserver: ResizeObserver | null = null;

function watchSize(element: Element, onResize: () => void): () => void {
  sizeObserver ??= new ResizeObserver((entries) => {
    for (const entry of entries) sizeWatchers.get(entry.target)?.();
  });
  sizeWatchers.set(element, onResize);
  sizeObserver.observe(element);
  return () => {
    sizeWatchers.delete(element);
    sizeObserver?.unobserve(element);
  };
}

/** True while the element's text is cut off by its ellipsis. */
function useIsTruncated(ref: RefObject<HTMLElement | null>): boolean {
  const [truncated, setTruncated] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return watchSize(element, () => setTruncated(element.scrollWidth > element.clientWidth));
  }, [ref]);
  return truncated;
}

/**
 * A step of the workflow canvas (document 2, section 2.7), 210 wide: start, service, tag, await
 * and the three end states. Presentational: the canvas layer positions it and wires its handlers.
 */
export function NodeCard({
  variant,
  name: nameProp,
  description,
  icon,
  isAsync = false,
  asyncLabel = 'Async',
  status,
  statusLabel,
  tagColor = 'gray',
  isIncomplete = false,
  incompleteLabel = 'Incomplete',
  awaitCount = 0,
  awaitEmptyText = 'Add Values to process',
  formatAwaitCount = defaultFormatAwaitCount,
  isDimmed = false,
  isHighlighted = false,
  onPress,
  pressLabel,
  isTabStop = true,
  actions,
  onConfigure,
  onReplace,
  onDelete,
  actionLabels,
  showActions = false,
  className,
}: NodeCardProps) {
  const name = nameProp ?? defaultNodeNames[variant] ?? '';
  const nameRef = useRef<HTMLSpanElement>(null);
  const truncated = useIsTruncated(nameRef);
  const descriptionId = useId();
  const end = isEndNodeVariant(variant);

  const shownStatus: NodeCardStatus | undefined = variant === 'tag' ? (isIncomplete ? 'warning' : undefined) : variant === 'service' ? status : undefined;
  const shownStatusLabel =
    variant === 'tag' ? incompleteLabel : statusLabel ?? (status === 'warning' ? 'Configuration is pending' : 'Configured');
  const awaitText = awaitCount > 0 ? formatAwaitCount(awaitCount) : awaitEmptyText;
  const { hoverProps, isHovered } = useHover({});
  const statusId = useId();
  const awaitId = useId();
  const asyncId = useId();

  const glyph = icon === undefined ? variantIcons[variant] : typeof icon === 'string' ? <Icon name={icon} /> : icon;

  const content = (
    <>
      <CardIcon aria-hidden $solid={end}>
        {glyph}
      </CardIcon>
      <CardContent>
        <CardTitleRow>
          <CardName ref={nameRef} $toned={end} data-truncated={truncated || undefined}>
            {name}
          </CardName>
          {shownStatus && (
            <CardStatus $status={shownStatus} data-status={shownStatus}>
              {shownStatus === 'ok' ? <CircleCheck aria-hidden /> : <TriangleAlert aria-hidden />}
              <VisuallyHidden id={statusId}>{shownStatusLabel}</VisuallyHidden>
            </CardStatus>
          )}
        </CardTitleRow>
        {description != null && <CardDescription id={descriptionId}>{description}</CardDescription>}
        {(variant === 'await' || isAsync) && (
          <CardMeta>
            {variant === 'await' && (
              <CardAwait $empty={awaitCount <= 0}>
                <span id={awaitId}>{awaitText}</span>
              </CardAwait>
            )}
            {isAsync && (
              <Badge id={asyncId} tone="violet" size="sm" icon={<Zap aria-hidden />}>
                {asyncLabel}
              </Badge>
            )}
          </CardMeta>
        )}
      </CardContent>
    </>
  );

  const describedBy =
    [
      description != null ? descriptionId : null,
      shownStatus ? statusId : null,
      variant === 'await' ? awaitId : null,
      isAsync ? asyncId : null,
    ]
      .filter((id): id is string => id !== null)
      .join(' ') || undefined;

  const overlay = onPress && <CardPressOverlay onPress={onPress} excludeFromTabOrder={!isTabStop} aria-label={pressLabel ?? name} aria-describedby={describedBy} />;

  return (
    <CardRoot {...hoverProps} className={className} data-variant={variant} data-hovered={isHovered || undefined} $tone={toneOf(variant, tagColor)} $dimmed={isDimmed} $highlighted={isHighlighted} $edge={end || variant === 'tag'}>
      {onPress ? (
        <>
          <CardBody aria-hidden>{content}</CardBody>
          {/* The tooltip is mounted only for a cut-off name: a canvas holds many cards, most with short names. */}
          {truncated && overlay ? (
            <Tooltip content={name} placement="bottom">
              {overlay}
            </Tooltip>
          ) : (
            overlay
          )}
        </>
      ) : (
        <CardBody role="group" aria-label={name} aria-describedby={describedBy} title={truncated ? name : undefined}>
          {content}
        </CardBody>
      )}
      <NodeCardActions
        nodeName={name}
        actions={actions ?? nodeCardActions(variant)}
        onConfigure={onConfigure}
        onReplace={onReplace}
        onDelete={onDelete}
        labels={actionLabels}
        isVisible={showActions}
      />
    </CardRoot>
  );
}
