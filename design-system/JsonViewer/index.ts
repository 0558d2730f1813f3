export { JsonViewer } from './JsonViewer';
export type { JsonViewerProps } from './JsonViewer';
export { buildJsonTree, expandedIdsToDepth, formatJson, jsonKind } from './jsonTree';
export type { JsonNode, JsonKind } from './jsonTree';
