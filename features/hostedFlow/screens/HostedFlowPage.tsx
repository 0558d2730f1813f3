import { useMemo } from 'react';
import { DEFAULT_HOSTED_CONFIG } from '~/contract/reference/hostedConfigDefaults';
import { FlowLayout } from '../components/FlowLayout';
import { decodeHostedFlowOptions, HostedFlowOptionsError, type HostedFlowOptions } from '~/contract/hostedFlow/options';
import { themeVariables } from '../model/theme';
import { HostedFlow, type HostedFlowProps } from './HostedFlow';
import { LinkErrorScreen } from './StatusScreens';

export interface HostedFlowPageProps extends Omit<HostedFlowProps, 'options'> {
  /** The page's query string (`?options=…`). */
  search: string;
}

/** The `/flow` page: decodes the `options` query parameter, or says why the link cannot be used. */
export function HostedFlowPage({ search, ...props }: HostedFlowPageProps) {
  const decoded = useMemo((): { options: HostedFlowOptions } | { problem: string } => {
    try {
      return { options: decodeHostedFlowOptions(new URLSearchParams(search).get('options')) };
    } catch (error) {
      return { problem: error instanceof HostedFlowOptionsError ? error.message : 'The link could not be read.' };
    }
  }, [search]);
  if ('options' in decoded) return <HostedFlow {...props} options={decoded.options} />;
  return (
    <FlowLayout themeStyle={themeVariables(DEFAULT_HOSTED_CONFIG)} logo={null} brandName="Verification">
      <LinkErrorScreen title="This link is not complete" message={`${decoded.problem} Open the link again from the message you received, or ask the sender for a new one.`} />
    </FlowLayout>
  );
}
