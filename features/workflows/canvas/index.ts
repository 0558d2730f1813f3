export { WorkflowCanvas, FIT_VIEW_OPTIONS, CANVAS_ERROR_TEXT, CANVAS_LOADING_LABEL, type WorkflowCanvasProps } from './WorkflowCanvas';
export { flowToCanvas, canvasElements, type CanvasElements, type CanvasNode, type CanvasPlusButton, type StepNodeData } from './canvasElements';
export { nodeTypes } from './nodeTypes';
export { stepCardView, variantOf, type StepCardView } from './stepCard';
export { CENTER_ZOOM, type CenterRequest } from './CenterOnStep';
