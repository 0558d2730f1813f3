import { createContext, useContext } from 'react';
import type { Placement } from '../model/types';

/** What the canvas's nodes can ask the editor to do; handed down by context so node data stays stable. */
export interface CanvasActions {
  onNodeClick: (nodeId: string) => void;
  onAddAt: (placement: Placement) => void;
  onConfigure: (nodeId: string) => void;
  onReplace: (nodeId: string) => void;
  onDelete: (nodeId: string) => void;
}

const noop = () => {};

export const CanvasActionsContext = createContext<CanvasActions>({ onNodeClick: noop, onAddAt: noop, onConfigure: noop, onReplace: noop, onDelete: noop });

export const useCanvasActions = () => useContext(CanvasActionsContext);
