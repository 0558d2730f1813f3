import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { mergeProps, useFocusRing, useMove } from 'react-aria';
import { IconButton } from '../IconButton';
import {
  clampHeight,
  dragHeight,
  PANEL_DEFAULT_HEIGHT,
  PANEL_KEY_STEP,
  PANEL_MAX_HEIGHT,
  PANEL_MIN_HEIGHT,
} from './panelHeight';
import { PanelBody, PanelHandle, PanelHeader, PanelHeaderExtra, PanelRoot, PanelSpacer, PanelTitle } from './ResizablePanel.styles';
import { useIsScrollable } from '../shared/useIsScrollable';

export interface ResizablePanelProps {
  title?: ReactNode;
  /** The heading element of the title. */
  headingLevel?: 2 | 3;
  /** Shown after the title, e.g. a badge. */
  headerContent?: ReactNode;
  /** Controls at the right of the header, e.g. a Save button. */
  actions?: ReactNode;
  /** Shows a close button that calls this. */
  onClose?: () => void;
  closeLabel?: string;
  /** Accessible name of the panel when there is no title. */
  'aria-label'?: string;
  /** Controlled height, in percent of the container. */
  height?: number;
  /** Starting height when uncontrolled, in percent of the container (65 by default). */
  defaultHeight?: number;
  onHeightChange?: (height: number) => void;
  minHeight?: number;
  /** The tallest the panel gets, in percent of the container (90 by default). */
  maxHeight?: number;
  /** How far one arrow-key press moves the edge, in percent. */
  step?: number;
  /** Accessible name of the resize handle. */
  resizeLabel?: string;
  /**
   * Takes its own room at the bottom of its container (a flex column) rather than covering the
   * container's other content, which then keeps its controls in view above the panel.
   */
  isInline?: boolean;
  /** Moves focus into the panel when it opens, so the keyboard reaches its content next. */
  focusOnOpen?: boolean;
  children?: ReactNode;
}

/**
 * A panel docked to the bottom of its container (which must be positioned, e.g. `position: relative`),
 * resizable from its top edge only: drag the handle, or focus it and use ArrowUp/ArrowDown, Home
 * (smallest) and End (tallest).
 */
export function ResizablePanel({
  title,
  headingLevel = 2,
  headerContent,
  actions,
  onClose,
  closeLabel = 'Close',
  'aria-label': ariaLabel,
  height: controlledHeight,
  defaultHeight = PANEL_DEFAULT_HEIGHT,
  onHeightChange,
  minHeight = PANEL_MIN_HEIGHT,
  maxHeight = PANEL_MAX_HEIGHT,
  step = PANEL_KEY_STEP,
  resizeLabel = 'Resize panel',
  isInline = false,
  focusOnOpen = false,
  children,
}: ResizablePanelProps) {
  const titleId = useId();
  const bodyId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const [innerHeight, setInnerHeight] = useState(() => clampHeight(defaultHeight, minHeight, maxHeight));
  const height = clampHeight(controlledHeight ?? innerHeight, minHeight, maxHeight);
  const drag = useRef({ start: height, delta: 0, container: 0 });
  const [dragging, setDragging] = useState(false);
  const [bodyRef, bodyScrollable] = useIsScrollable<HTMLDivElement>();

  const update = (next: number) => {
    const clamped = clampHeight(next, minHeight, maxHeight);
    if (clamped === height) return;
    if (controlledHeight === undefined) setInnerHeight(clamped);
    onHeightChange?.(clamped);
  };

  const { moveProps } = useMove({
    onMoveStart(e) {
      if (e.pointerType === 'keyboard') return;
      const container = rootRef.current?.parentElement?.clientHeight ?? 0;
      drag.current = { start: height, delta: 0, container };
      setDragging(true);
    },
    onMove(e) {
      if (e.pointerType === 'keyboard') {
        if (e.deltaY !== 0) update(height - e.deltaY * step);
        return;
      }
      drag.current.delta += e.deltaY;
      update(dragHeight(drag.current.start, drag.current.delta, drag.current.container));
    },
    onMoveEnd() {
      setDragging(false);
    },
  });
  const { focusProps, isFocusVisible } = useFocusRing();
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Home') {
      e.preventDefault();
      update(minHeight);
    } else if (e.key === 'End') {
      e.preventDefault();
      update(maxHeight);
    }
  };

  useEffect(() => {
    if (focusOnOpen) rootRef.current?.focus({ preventScroll: true });
  }, [focusOnOpen]);
  // Escape closes the panel, unless something inside (a list box, a date picker) took it first.
  const onPanelKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || e.defaultPrevented || !onClose) return;
    e.preventDefault();
    onClose();
  };

  const rounded = Math.round(height);
  return (
    <PanelRoot
      ref={rootRef}
      tabIndex={-1}
      onKeyDown={onPanelKeyDown}
      $inline={isInline}
      style={{ height: `${height}%` }}
      aria-labelledby={title != null ? titleId : undefined}
      aria-label={title == null ? ariaLabel : undefined}
    >
      <PanelHandle
        {...mergeProps(moveProps, focusProps, { onKeyDown })}
        role="separator"
        tabIndex={0}
        aria-orientation="horizontal"
        aria-label={resizeLabel}
        aria-controls={bodyId}
        aria-valuenow={rounded}
        aria-valuemin={Math.round(minHeight)}
        aria-valuemax={Math.round(maxHeight)}
        aria-valuetext={`${rounded}%`}
        data-focus-visible={isFocusVisible || undefined}
        data-dragging={dragging || undefined}
      />
      {(title != null || headerContent != null || actions != null || onClose) && (
        <PanelHeader>
          {title != null ? (
            <PanelTitle as={`h${headingLevel}` as const} id={titleId}>
              {title}
            </PanelTitle>
          ) : (
            <PanelSpacer />
          )}
          {headerContent != null && <PanelHeaderExtra>{headerContent}</PanelHeaderExtra>}
          {(actions != null || onClose) && (
            <PanelHeaderExtra>
              {actions}
              {onClose && <IconButton icon="close" label={closeLabel} size="sm" onPress={onClose} />}
            </PanelHeaderExtra>
          )}
        </PanelHeader>
      )}
      <PanelBody ref={bodyRef} id={bodyId} tabIndex={bodyScrollable ? 0 : undefined}>
        {children}
      </PanelBody>
    </PanelRoot>
  );
}
