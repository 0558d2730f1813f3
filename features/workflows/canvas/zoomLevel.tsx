import { createContext, useContext, type ReactNode } from 'react';
import { useStore, type ReactFlowState } from '@xyflow/react';

/**
 * Below this zoom a card's text is too small to read (its 12 px description under 9.6 px): steps
 * show as overviews, whose 24 px names stay readable down to `FIT_MIN_ZOOM` (level of detail).
 */
export const OVERVIEW_ZOOM = 0.8;
/** Fit View zooms out no further: the overviews' names stay at 9.6 px or more. */
export const FIT_MIN_ZOOM = 0.4;

/** Zoomed far out, or not yet fitted to the flow (large flows then never mount their full cards). */
const isZoomedOut = (state: ReactFlowState) => state.fitViewQueued || state.transform[2] < OVERVIEW_ZOOM;

const ZoomedOutContext = createContext(false);

/**
 * Watches the zoom once for the whole canvas and tells the steps whether to show overviews, so a
 * pan or zoom frame runs one store selector rather than one per step. Inside ReactFlowProvider.
 */
export function ZoomLevelProvider({ children }: { children: ReactNode }) {
  const zoomedOut = useStore(isZoomedOut);
  return <ZoomedOutContext.Provider value={zoomedOut}>{children}</ZoomedOutContext.Provider>;
}

export const useIsZoomedOut = () => useContext(ZoomedOutContext);
