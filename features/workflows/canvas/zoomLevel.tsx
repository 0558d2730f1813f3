import { createContext, useContext, type ReactNode } from 'react';
import { useStore, type ReactFlowState } from '@xyflow/react';

/** Below this zoom a card's text is too small to read: steps show as overviews (level of detail). */
export const OVERVIEW_ZOOM = 0.45;

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
