// The hosted end-user flow's address options and frame messages, shared by the hosted page, the
// console's Tryout and Preview panels, and the server's QuickLink addresses (docs/adr/0026).
export { bearerToken, decodeHostedFlowOptions, encodeHostedFlowOptions, hostedFlowUrl, HostedFlowOptionsError, parseHostedFlowOptions, type HostedFlowMode, type HostedFlowOptions } from './options';
export { authMessage, parseChildMessage, parseParentMessage, themeMessage, type ChildMessage, type ParentMessage } from './frameMessages';
