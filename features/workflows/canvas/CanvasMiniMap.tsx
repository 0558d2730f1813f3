import { memo, useEffect, useLayoutEffect, useMemo, useRef, type PointerEvent, type Ref } from 'react';
import { Panel, useReactFlow, useStore, useStoreApi, type Node, type ReactFlowState } from '@xyflow/react';
import { MINIMAP_SIZE, minimapLayerTransform, minimapPaths, minimapScale, minimapViewBox, toMinimapPixels, unionOf, viewportRect, type Rect } from './minimapView';

export interface CanvasMiniMapProps {
  /** The colour a node is drawn in (a theme token reference). */
  nodeColor: (node: Node) => string;
  /**
   * The size a node is drawn at when it gives none. React Flow measures nodes but keeps the
   * measures to itself; giving nodes an initial size instead would make it show them before
   * measuring, and paint a large flow twice on mount.
   */
  nodeSize: { width: number; height: number };
  /** Accessible name. */
  label?: string;
}

const { width: WIDTH, height: HEIGHT } = MINIMAP_SIZE;
/** Wheel steps as React Flow's minimap takes them. */
const wheelZoomFactor = (event: WheelEvent) => -event.deltaY * (event.deltaMode === 1 ? 0.05 : event.deltaMode ? 1 : 0.002);

const selectNodes = (s: ReactFlowState) => s.nodes;

/** The nodes' box as React Flow measures it, as its own minimap takes it. */
function measuredBounds(s: ReactFlowState): Rect | null {
  let bounds: Rect | null = null;
  for (const node of s.nodeLookup.values()) {
    if (node.hidden) continue;
    const width = node.measured.width ?? node.width ?? node.initialWidth ?? 0;
    const height = node.measured.height ?? node.height ?? node.initialHeight ?? 0;
    const rect = { ...node.internals.positionAbsolute, width, height };
    bounds = bounds ? unionOf(bounds, rect) : rect;
  }
  return bounds;
}

interface MinimapView {
  viewBox: Rect;
  viewport: Rect;
}

function selectView(s: ReactFlowState): MinimapView {
  const viewport = viewportRect(s.transform, s.width, s.height);
  return { viewBox: minimapViewBox(measuredBounds(s), viewport), viewport };
}

const sameRect = (a: Rect, b: Rect) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
const sameView = (a: MinimapView, b: MinimapView) => sameRect(a.viewBox, b.viewBox) && sameRect(a.viewport, b.viewport);

/** The nodes, drawn once (a path per colour) and moved as a whole by a CSS transform (set by `CanvasMiniMap`). */
const MinimapNodes = memo(function MinimapNodes({ paths, bounds, layerRef }: { paths: { color: string; d: string }[]; bounds: Rect; layerRef: Ref<SVGSVGElement> }) {
  return (
    <svg ref={layerRef} className="vf-minimap-nodes" width={bounds.width} height={bounds.height} viewBox={`${bounds.x} ${bounds.y} ${bounds.width} ${bounds.height}`}>
      {paths.map(({ color, d }) => (
        <path key={color} d={d} style={{ fill: color }} />
      ))}
    </svg>
  );
});

/**
 * The canvas's minimap, in React Flow's look (its panel, CSS variables and rules for what it
 * shows): the flow's nodes with the viewport outlined; dragging it pans the canvas and the wheel
 * zooms it. React Flow's own MiniMap renders and repaints an SVG rectangle per node on every pan
 * frame; this one draws the nodes once and moves them with a transform. A pan frame renders
 * nothing: a store listener moves the viewport's outline (a box on its own compositor layer whose
 * shadow is the mask) and the nodes' layer, so the page is neither laid out nor painted again.
 * Inside ReactFlow.
 */
export function CanvasMiniMap({ nodeColor, nodeSize, label = 'Minimap' }: CanvasMiniMapProps) {
  const store = useStoreApi();
  const { setViewport, zoomTo } = useReactFlow();
  const nodes = useStore(selectNodes);
  const drawing = useMemo(
    () =>
      minimapPaths(
        nodes.map((node) => ({
          ...node.position,
          width: node.measured?.width ?? node.width ?? node.initialWidth ?? nodeSize.width,
          height: node.measured?.height ?? node.height ?? node.initialHeight ?? nodeSize.height,
          color: nodeColor(node),
        })),
      ),
    [nodes, nodeColor, nodeSize],
  );
  const drag = useRef<{ x: number; y: number } | null>(null);
  const layer = useRef<SVGSVGElement>(null);
  const outline = useRef<HTMLDivElement>(null);

  // Follows the viewport outside React: a pan frame changes two transforms and, on a zoom, a size.
  useLayoutEffect(() => {
    let bounds: Rect | null = null;
    let last: MinimapView | null = null;
    let layerTransform = '';
    let size = '';
    const follow = (state: ReactFlowState, previous?: ReactFlowState) => {
      // A pan or zoom frame changes the transform alone: the nodes' box stays as it was measured.
      const viewportOnly = previous && state.transform !== previous.transform && state.nodes === previous.nodes && state.nodeLookup === previous.nodeLookup;
      if (!viewportOnly) bounds = measuredBounds(state);
      const viewport = viewportRect(state.transform, state.width, state.height);
      const view = { viewBox: minimapViewBox(bounds, viewport), viewport };
      if (last && sameView(last, view)) return;
      last = view;
      const nextTransform = drawing.bounds ? minimapLayerTransform(drawing.bounds, view.viewBox) : '';
      if (layer.current && nextTransform !== layerTransform) layer.current.style.transform = layerTransform = nextTransform;
      const box = outline.current;
      if (!box) return;
      const shown = toMinimapPixels(view.viewport, view.viewBox);
      const nextSize = `${shown.width} ${shown.height}`;
      if (nextSize !== size) {
        size = nextSize;
        box.style.width = `${shown.width}px`;
        box.style.height = `${shown.height}px`;
      }
      box.style.transform = `translate(${shown.x}px, ${shown.y}px)`;
    };
    follow(store.getState());
    return store.subscribe(follow);
  }, [store, drawing]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const state = store.getState();
    const [x, y, zoom] = state.transform;
    const perUnit = minimapScale(selectView(state).viewBox);
    const dx = (event.clientX - drag.current.x) / perUnit;
    const dy = (event.clientY - drag.current.y) / perUnit;
    drag.current = { x: event.clientX, y: event.clientY };
    void setViewport({ x: x - dx * zoom, y: y - dy * zoom, zoom });
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  // The wheel zooms the canvas, not the page: a listener that may prevent the default.
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      void zoomTo(store.getState().transform[2] * 2 ** wheelZoomFactor(event));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [store, zoomTo]);

  return (
    <Panel position="bottom-right" className="react-flow__minimap">
      <div
        ref={frame}
        className="vf-minimap"
        role="img"
        aria-label={label}
        style={{ width: WIDTH, height: HEIGHT }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        {drawing.bounds && <MinimapNodes paths={drawing.paths} bounds={drawing.bounds} layerRef={layer} />}
        {/* The shadow shades what is out of view; it reaches across the whole minimap from anywhere in it. */}
        <div ref={outline} className="vf-minimap-viewport" style={{ boxShadow: `0 0 0 ${WIDTH + HEIGHT}px var(--xy-minimap-mask-background-color)` }} aria-hidden />
      </div>
    </Panel>
  );
}
