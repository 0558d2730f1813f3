// The hosted end-user flow (docs/adr/0026): the page of its own entry (app/hosted), and what the
// console's Tryout, Preview and QuickLink panels need to frame it and talk to it.
export { HostedFlow, type HostedFlowProps } from './screens/HostedFlow';
export { HostedFlowPage, type HostedFlowPageProps } from './screens/HostedFlowPage';
export {
  decodeHostedFlowOptions,
  encodeHostedFlowOptions,
  hostedFlowUrl,
  HostedFlowOptionsError,
  type HostedFlowMode,
  type HostedFlowOptions,
} from '~/contract/hostedFlow/options';
export { parseParentMessage, type ChildMessage, type ParentMessage } from '~/contract/hostedFlow/frameMessages';
