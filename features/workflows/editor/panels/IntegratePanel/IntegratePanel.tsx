import { useEffect, useMemo, useState } from 'react';
import { Badge, CodeBlock, Drawer, EmptyState, ErrorState, Heading, Link, Select, Skeleton, Tabs, Text } from '~/design-system';
import { useCredentials } from '~/features/apiKeys';
import { apiBaseFor, useApiEnvironment } from '~/lib/api';
import { paths } from '~/lib/routes';
import { useInputDetails } from '../../../api';
import { requestSnippet, SNIPPET_LANGUAGES, WEBHOOK_HEADERS, WEBHOOK_VERIFY_SAMPLE, type SnippetLanguageId } from '../../../model/requestSnippets';
import { API_KEY_PLACEHOLDER, sampleData, sampleRequest, toCurl, transactionsUrl, TRYOUT_LOAD_FAILED, type InputDetailsParameter, type SampleRequest } from '../../../model/tryoutRequest';
import { CredentialItem, CredentialList, CredentialName, HeaderTable, IntegrateBody, IntegrateSection, LanguageRow, SectionHeader, Steps, TabBody } from './IntegratePanel.styles';

export interface IntegratePanelProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  workflowId: string;
  /** Where the API is served; the console's own origin by default (stories fix it for stable screenshots). */
  origin?: string;
}

function Credentials() {
  const { data, error, mutate, isValidating } = useCredentials();
  let body;
  if (error) body = <ErrorState size="sm" headingLevel={4} description={TRYOUT_LOAD_FAILED} onRetry={() => void mutate()} isRetrying={isValidating} />;
  else if (!data) body = <Skeleton size="md" count={2} label="Loading API keys" />;
  else if (data.credentials.length === 0)
    body = (
      <EmptyState
        size="sm"
        icon="key"
        title="No API keys yet"
        description="Generate a key in API Keys; it is shown once, then use it as the Bearer token below."
        action={
          <Link variant="standalone" href={paths.apiKeys}>
            Go to API Keys
          </Link>
        }
      />
    );
  else
    body = (
      <CredentialList aria-label="API keys">
        {data.credentials.map((credential) => (
          <CredentialItem key={credential.credentialId}>
            <CredentialName>
              <Text as="span" weight="medium">
                {credential.app_name}
              </Text>
              <Text as="span" variant="code" tone="muted">
                {credential.keyPrefix}…
              </Text>
            </CredentialName>
            <Badge tone="neutral">{credential.environment === 'live' ? 'Live' : 'Test'}</Badge>
            <Badge tone={credential.status === 'active' ? 'success' : 'neutral'}>{credential.status === 'active' ? 'Active' : 'Inactive'}</Badge>
          </CredentialItem>
        ))}
      </CredentialList>
    );
  return (
    <IntegrateSection aria-labelledby="integrate-credentials-title">
      <SectionHeader>
        <Heading level={3} id="integrate-credentials-title">
          Credentials
        </Heading>
        <Link variant="standalone" href={paths.apiKeys}>
          Manage API keys
        </Link>
      </SectionHeader>
      <Text tone="muted">A key is shown only when it is generated; the samples below hold {API_KEY_PLACEHOLDER} in its place.</Text>
      {body}
    </IntegrateSection>
  );
}

function TableView({ request, parameters }: { request: SampleRequest; parameters: readonly InputDetailsParameter[] }) {
  return (
    <TabBody>
      <HeaderTable>
        <caption>Request</caption>
        <tbody>
          <tr>
            <td>Method</td>
            <td>{request.method}</td>
          </tr>
          <tr>
            <td>URL</td>
            <td>{request.url}</td>
          </tr>
        </tbody>
      </HeaderTable>
      <HeaderTable>
        <caption>Headers</caption>
        <thead>
          <tr>
            <th scope="col">Header</th>
            <th scope="col">Value</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {request.headers.map((header) => (
            <tr key={header.name}>
              <td>{header.name}</td>
              <td>{header.value}</td>
              <td>{header.description}</td>
            </tr>
          ))}
        </tbody>
      </HeaderTable>
      <HeaderTable>
        <caption>Body</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{'workflowId' in request.body ? 'workflowId' : 'templateId'}</td>
            <td>STRING</td>
            <td>Required. The workflow to run.</td>
          </tr>
          {parameters.map((parameter) => (
            <tr key={parameter.key}>
              <td>data.{parameter.key}</td>
              <td>{[parameter.type, parameter.format].filter(Boolean).join(' · ') || 'STRING'}</td>
              <td>
                {parameter.required ? 'Required' : 'Optional'}. {parameter.displayName}
              </td>
            </tr>
          ))}
        </tbody>
      </HeaderTable>
    </TabBody>
  );
}

function CodeSamples({ request }: { request: SampleRequest }) {
  const [languageId, setLanguageId] = useState<SnippetLanguageId>('javascript');
  const [snippet, setSnippet] = useState<{ id: SnippetLanguageId; code: string } | { id: SnippetLanguageId; failed: true } | null>(null);
  const language = SNIPPET_LANGUAGES.find((one) => one.id === languageId) ?? SNIPPET_LANGUAGES[0];

  useEffect(() => {
    let live = true;
    requestSnippet(request, languageId).then(
      (code) => live && setSnippet({ id: languageId, code }),
      () => live && setSnippet({ id: languageId, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [request, languageId]);

  const current = snippet?.id === languageId ? snippet : null;
  return (
    <TabBody>
      <LanguageRow>
        <Select
          label="Language"
          items={SNIPPET_LANGUAGES.map((one) => ({ id: one.id, label: one.label }))}
          selectedKey={languageId}
          onSelectionChange={(id) => id && setLanguageId(id as SnippetLanguageId)}
        />
      </LanguageRow>
      {current === null ? (
        <Skeleton size="lg" label={`Loading the ${language?.label} sample`} />
      ) : 'failed' in current ? (
        <Text tone="muted">{TRYOUT_LOAD_FAILED}</Text>
      ) : (
        <CodeBlock code={current.code} title={`${language?.label} request`} language={language?.language} copyLabel={`Copy ${language?.label} sample`} maxHeight="24rem" />
      )}
    </TabBody>
  );
}

function Request({ workflowId, origin }: { workflowId: string; origin: string }) {
  const environment = useApiEnvironment();
  const details = useInputDetails(workflowId);
  const [tab, setTab] = useState('curl');
  const parameters = useMemo(() => details.data?.inputParameters ?? [], [details.data]);
  const request = useMemo(
    () =>
      sampleRequest({
        url: transactionsUrl(origin, apiBaseFor(environment.region, environment.mode)),
        orgId: environment.orgId ?? '',
        target: { kind: 'workflow', id: workflowId },
        data: sampleData(parameters),
      }),
    [environment.region, environment.mode, environment.orgId, workflowId, parameters, origin],
  );

  let body;
  if (details.error) body = <ErrorState size="sm" headingLevel={4} description={TRYOUT_LOAD_FAILED} onRetry={() => void details.mutate()} isRetrying={details.isValidating} />;
  else if (!details.data) body = <Skeleton size="lg" count={2} label="Loading the request" />;
  else
    body = (
      <Tabs
        aria-label="Request format"
        items={[
          { id: 'curl', label: 'cURL' },
          { id: 'table', label: 'Table View' },
          { id: 'code', label: 'Code samples' },
        ]}
        selectedKey={tab}
        onSelectionChange={setTab}
        renderPanel={(item) =>
          item.id === 'curl' ? (
            <TabBody>
              <CodeBlock code={toCurl(request)} title="cURL request" language="bash" copyLabel="Copy cURL" maxHeight="24rem" />
            </TabBody>
          ) : item.id === 'table' ? (
            <TableView request={request} parameters={parameters} />
          ) : (
            <CodeSamples request={request} />
          )
        }
      />
    );

  return (
    <IntegrateSection aria-labelledby="integrate-request-title">
      <Heading level={3} id="integrate-request-title">
        Request
      </Heading>
      {body}
    </IntegrateSection>
  );
}

/**
 * The editor's Integrate panel (document 2 section 2.11): the organisation's credentials, the
 * request that runs the workflow as cURL, as a table and in five languages, the steps to follow,
 * and how to check that a webhook came from Veriflow.
 */
export function IntegratePanel({ isOpen, onOpenChange, workflowId, origin = window.location.origin }: IntegratePanelProps) {
  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange} size="lg" title="Integrate" description="Run this workflow from your own systems through the transactions API.">
      {isOpen && (
        <IntegrateBody>
          <IntegrateSection aria-labelledby="integrate-steps-title">
            <Heading level={3} id="integrate-steps-title">
              Step by step
            </Heading>
            <Steps>
              <li>
                Generate an API key in <Link href={paths.apiKeys}>API Keys</Link> for this environment (test keys run in the sandbox, live keys in production).
              </li>
              <li>
                Send <code>POST /transactions</code> with the key as a Bearer token, your organisation id, this workflow&apos;s id and the input <code>data</code> below.
              </li>
              <li>
                Read the answer&apos;s <code>outcome</code>: ACCEPTED, REJECTED or MANUAL_REVIEW. AWAITING asks for more values: send them with the <code>transactionId</code>.
              </li>
              <li>Subscribe a webhook to receive outcomes as they happen, and verify each delivery&apos;s signature.</li>
            </Steps>
          </IntegrateSection>
          <Credentials />
          <Request workflowId={workflowId} origin={origin} />
          <IntegrateSection aria-labelledby="integrate-webhook-title">
            <Heading level={3} id="integrate-webhook-title">
              Verify a webhook signature
            </Heading>
            <Text tone="muted">
              Deliveries are signed as Standard Webhooks are: the headers {WEBHOOK_HEADERS.join(', ')}; the signature is <code>v1,</code> and the base64 HMAC-SHA256 of{' '}
              <code>id.timestamp.body</code> keyed with your endpoint&apos;s <code>whsec_</code> secret. Compare in constant time and refuse old timestamps.
            </Text>
            <CodeBlock code={WEBHOOK_VERIFY_SAMPLE} title="Node" language="javascript" copyLabel="Copy webhook sample" maxHeight="24rem" />
          </IntegrateSection>
        </IntegrateBody>
      )}
    </Drawer>
  );
}
