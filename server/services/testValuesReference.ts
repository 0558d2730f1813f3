import { CATEGORY_NAMES, SERVICES, serviceEndpoint, serviceResultEndpoint, type ServiceDefinition } from './catalogue';
import { EMPLOYMENT_DELAY_MS, SANDBOX_OTP } from './behaviour/employment';
import { SERVICE_CALL_TIME_LIMIT_MS } from './tryOut/timeLimit';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function serviceSection(service: ServiceDefinition): string {
  const rows = service.testValues.map((test) => `| \`${cell(JSON.stringify(test.input))}\` | ${test.status} | ${cell(test.description)} |`);
  const calls = service.isAsync ? `\`POST ${serviceEndpoint(service)}\`, then \`POST ${serviceResultEndpoint(service)}\`` : `\`POST ${serviceEndpoint(service)}\``;
  return [
    `##### ${service.displayName} (\`${service.id}\`)`,
    '',
    `${service.description} ${service.price} credit${service.price === 1 ? '' : 's'} per call in live mode. ${calls}.`,
    '',
    '| input | status | what it shows |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

/**
 * The "Sandbox test values" section of the API reference: for each service of the catalogue, the
 * inputs that answer each status, generated from the catalogue so the two cannot drift.
 */
export function testValuesMarkdown(services: readonly ServiceDefinition[] = SERVICES): string {
  const byCategory = Object.entries(CATEGORY_NAMES)
    .map(([category, name]) => ({ name, members: services.filter((service) => service.category === category) }))
    .filter(({ members }) => members.length > 0);
  return [
    '### Sandbox test values',
    '',
    'Sandbox services answer deterministically: the same inputs always give the same answer. Offline checks are computed for real',
    '(PAN structure and holder type, GSTIN check character, Aadhaar Verhoeff check digit, IFSC structure, phone validity and line',
    'type, email syntax and disposable domains, passport MRZ check digits, name similarity); other values on record are derived',
    "from the inputs. Like many providers' sandboxes, registers hold the name and date of birth sent with a call (unless the number",
    'encodes the date, as a NIK does), so those match.',
    'The inputs below answer the status shown. In a workflow, FAILED is the `status` output; a direct call answers',
    `FAILED as 400 (bad input), 503 (source unavailable) or 504 (no answer within ${SERVICE_CALL_TIME_LIMIT_MS / 1000} seconds), and NO_RECORD_FOUND as 422.`,
    `Asynchronous services answer PROCESSING until ${EMPLOYMENT_DELAY_MS / 1000} seconds after the first call (unless a test value says otherwise); the sandbox OTP is ${SANDBOX_OTP}.`,
    '',
    ...byCategory.flatMap(({ name, members }) => [`#### ${name}`, '', ...members.map(serviceSection)]),
  ].join('\n');
}
