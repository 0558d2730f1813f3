import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../harness/test';
import { asFirstOrganisation, signInAsDemoOwner } from '../harness/demoOwner';

/** A name on a watch list: an applicant whose name resembles it goes to manual review. */
const WATCHED_NAME = 'Vikram Singh Rathore';

async function chooseOption(page: Page, trigger: Locator, option: string) {
  await trigger.click();
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await expect(listbox).toBeHidden();
}

async function mapFromInput(page: Page, panel: Locator, input: string, attribute: string) {
  const row = panel.getByRole('group', { name: input });
  await chooseOption(page, row.getByRole('button', { name: /Source/ }), 'Input Variables');
  await chooseOption(page, row.getByRole('button', { name: /Mapped from/ }), attribute);
}

async function panOutput(page: Page, row: Locator, attribute: string) {
  await chooseOption(page, row.getByRole('button', { name: /Kind$/ }), 'Service');
  await chooseOption(page, row.getByRole('button', { name: /Service$/ }), 'PAN Verification');
  await chooseOption(page, row.getByRole('button', { name: /Attribute$/ }), attribute);
  await expect(row.getByRole('button', { name: 'Equals Operator' })).toBeVisible();
}

test.describe('an operator builds a policy with the condition builder', () => {
  test('nested AND/OR groups, a list check, a custom function and three end states decide real transactions, and the usage logs show the comparisons built', async ({ page, playwright, baseURL }) => {
    test.setTimeout(300_000);

    await signInAsDemoOwner(page);

    // 1. A workflow with PAN Verification, its PAN and name taken from the input.
    await page.goto('/workflows/create');
    const onboarding = page.getByRole('dialog', { name: 'Create your Workflow' });
    await onboarding.getByText('Onboarding', { exact: true }).click();
    await onboarding.getByRole('button', { name: 'Create Workflow' }).click();
    await expect(onboarding).toBeHidden({ timeout: 15_000 });

    const canvas = page.getByRole('region', { name: 'Workflow canvas' });
    await canvas.getByRole('button', { name: /^Add a step/ }).first().click();
    const menu = page.getByRole('dialog', { name: 'Add Action' });
    await menu.getByRole('searchbox', { name: 'Search Services' }).fill('PAN Verification');
    await menu.getByRole('list', { name: 'Services' }).getByRole('button', { name: 'PAN Verification', exact: true }).click();
    await expect(menu).toBeHidden();

    await canvas.getByRole('button', { name: 'PAN Verification', exact: true }).hover();
    await canvas.getByRole('button', { name: 'Configure PAN Verification' }).click();
    const configure = page.getByRole('dialog', { name: 'PAN Verification' });
    await mapFromInput(page, configure, 'PAN Number', 'PAN Number');
    await mapFromInput(page, configure, 'Full Name', 'Full Name');
    await configure.getByRole('button', { name: 'Save' }).click();
    await expect(configure).toBeHidden();

    await canvas.getByRole('button', { name: 'Add a step after column 1' }).click();
    await page.getByRole('dialog', { name: 'Add Action' }).getByRole('button', { name: 'End State' }).click();
    const endState = page.getByRole('dialog', { name: 'End State' });
    await endState.getByText('Accept', { exact: true }).click();
    await endState.getByRole('button', { name: 'Add' }).click();

    // 2. The End Workflow panel: three sets of conditions.
    await canvas.getByRole('button', { name: 'Accept', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Condition' });
    await expect(panel.getByText('End flow with Accept')).toBeVisible({ timeout: 15_000 });
    await expect(panel.getByRole('heading', { name: 'End Workflow' })).toBeVisible();

    // Reject: OR (the PAN is on the seeded fraud block list, AND (PAN found, held by a company)).
    const reject = panel.getByRole('region', { name: 'Reject' });
    await reject.getByRole('button', { name: 'Add Reject conditions' }).click();
    await reject.getByRole('button', { name: 'Reject OR group' }).click();
    const listed = reject.getByRole('group', { name: 'Reject condition 1' });
    await chooseOption(page, listed.getByRole('button', { name: /Kind$/ }), 'Input');
    await chooseOption(page, listed.getByRole('button', { name: /Attribute$/ }), 'PAN Number');
    await listed.getByRole('button', { name: 'Equals Operator' }).click();
    const operators = page.getByRole('menu', { name: 'Operator' });
    await operators.getByRole('menuitem', { name: /Known fraud PANs/ }).click();
    await expect(operators).toBeHidden();
    await expect(listed.getByRole('button', { name: 'Is in Allow List or Block List Operator' })).toBeVisible();
    await expect(listed.getByRole('group', { name: 'Argument 2' }).getByRole('button', { name: /List$/ })).toHaveText(/Known fraud PANs/);

    await reject.getByRole('group', { name: 'OR group' }).getByRole('button', { name: 'AND Group', exact: true }).first().click();
    const nested = reject.getByRole('group', { name: 'OR group' }).getByRole('group', { name: 'AND group' });
    await expect(nested).toBeVisible();
    const found = nested.getByRole('group', { name: 'Reject condition 2' });
    await panOutput(page, found, 'Status');
    await chooseOption(page, found.getByRole('button', { name: /Value$/ }), 'OK');
    await nested.getByRole('button', { name: 'Condition', exact: true }).click();
    // Holder Type offers the service's allowed values.
    const company = nested.getByRole('group', { name: 'Reject condition 3' });
    await panOutput(page, company, 'Holder Type');
    await chooseOption(page, company.getByRole('button', { name: /Value$/ }), 'COMPANY');

    // Manual Review: the applicant's name resembles a watched name (a custom function with three arguments).
    const review = panel.getByRole('region', { name: 'Manual Review' });
    await review.getByRole('button', { name: 'Add Manual Review conditions' }).click();
    await review.getByRole('button', { name: 'Manual Review AND group' }).click();
    const similar = review.getByRole('group', { name: 'Manual Review condition 1' });
    await chooseOption(page, similar.getByRole('button', { name: /Kind$/ }), 'Input');
    await chooseOption(page, similar.getByRole('button', { name: /Attribute$/ }), 'Full Name');
    await similar.getByRole('button', { name: 'Equals Operator' }).click();
    await operators.getByRole('menuitem', { name: /^Name similarity above/ }).click();
    await expect(operators).toBeHidden();
    await expect(similar.getByRole('button', { name: 'Name similarity above Operator' })).toBeVisible();
    await expect(similar.getByRole('group', { name: 'Argument 1' }).getByRole('button', { name: /Attribute$/ })).toHaveText(/Full Name/);
    const watched = similar.getByRole('group', { name: 'Argument 2' });
    await chooseOption(page, watched.getByRole('button', { name: /Kind$/ }), 'Static value');
    await watched.getByRole('textbox', { name: 'Value' }).fill(WATCHED_NAME);
    const threshold = similar.getByRole('group', { name: 'Argument 3' });
    await chooseOption(page, threshold.getByRole('button', { name: /Kind$/ }), 'Static value');
    await threshold.getByRole('textbox', { name: 'Value' }).fill('85');

    // Accept: PAN Verification found the PAN.
    const accept = panel.getByRole('region', { name: 'Accept' });
    await accept.getByRole('button', { name: 'Add Accept conditions' }).click();
    await expect(accept.getByRole('button', { name: 'Add Accept conditions' })).toBeDisabled();
    await accept.getByRole('button', { name: 'Accept AND group' }).click();
    const accepted = accept.getByRole('group', { name: 'Accept condition 1' });
    await panOutput(page, accepted, 'Status');
    await chooseOption(page, accepted.getByRole('button', { name: /Value$/ }), 'OK');

    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Conditions saved successfully' })).toBeAttached();
    for (const step of ['Reject', 'Manual Review', 'Accept']) await expect(canvas.getByRole('button', { name: step, exact: true })).toBeVisible();
    await page.getByRole('region', { name: 'Condition' }).getByRole('button', { name: 'Close condition panel' }).click();
    await expect(page.getByRole('region', { name: 'Condition' })).toBeHidden();

    // 3. Publish and read the new id.
    await page.getByRole('button', { name: 'Publish' }).click();
    const publish = page.getByRole('dialog', { name: 'Publish Your Workflow' });
    await publish.getByRole('textbox', { name: 'Workflow Name' }).fill(`PAN screening policy ${Date.now()}`);
    await publish.getByRole('button', { name: 'Publish Workflow' }).click();
    const published = page.getByRole('dialog', { name: 'Good job publishing that Workflow' });
    await expect(published).toBeVisible({ timeout: 15_000 });
    const workflowId = ((await published.getByLabel('Workflow ID', { exact: true }).textContent()) ?? '').trim();
    expect(workflowId).not.toBe('');
    await expect(page).toHaveURL(new RegExp(`/workflows/${workflowId}/edit$`));
    await published.getByRole('button', { name: 'Close' }).click();

    // 4. Transactions from an API key: one for each outcome.
    const key = await page.request.post('/api/sandbox/v1/auth/generate', { ...(await asFirstOrganisation(page)), data: { app_name: `condition builder e2e ${Date.now()}` } });
    expect(key.status(), await key.text()).toBe(201);
    const { secret } = await key.json();
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${secret}` } });
    const run = async (data: Record<string, string>, outcome: string): Promise<string> => {
      const response = await api.post('/api/sandbox/transactions', { data: { workflowId, data } });
      expect(response.status(), await response.text()).toBe(200);
      const body = await response.json();
      expect(body, JSON.stringify(body)).toMatchObject({ outcome, awaitedKeys: [] });
      return body.transactionId as string;
    };
    const listedPan = await run({ pan: 'ABCPF1234K', fullName: 'Ravi Kumar Sharma' }, 'REJECTED');
    const companyPan = await run({ pan: 'AAACV1234K', fullName: 'Ravi Kumar Sharma' }, 'REJECTED');
    const watchedName = await run({ pan: 'ABCPE1234F', fullName: 'Vikram Singh Rathor' }, 'MANUAL_REVIEW');
    const clean = await run({ pan: 'ABCPE1234F', fullName: 'Ravi Kumar Sharma' }, 'ACCEPTED');
    await api.dispose();

    // 5. The usage logs: each outcome's end state, with the comparisons built and the deciding ones marked.
    const openEndState = async (transactionId: string, outcome: string, endState: string) => {
      await page.goto(`/reports/${transactionId}`);
      await expect(page.getByRole('heading', { level: 2, name: transactionId })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('region', { name: transactionId }).getByText(outcome, { exact: true })).toBeVisible();
      await page.getByRole('listbox', { name: 'Nodes in execution order' }).getByRole('option', { name: new RegExp(`^${endState} .*Ran`) }).click();
      const details = page.getByRole('region', { name: endState });
      await expect(details.getByText('Condition held')).toBeVisible();
      return details.getByRole('list', { name: 'Comparisons' });
    };
    const deciding = (list: Locator) => list.getByRole('listitem', { name: /, deciding$/ });

    // The list check held: it alone decided; the nested AND failed on the holder type.
    let comparisons = await openEndState(listedPan, 'Rejected', 'Reject');
    await expect(deciding(comparisons)).toHaveCount(1);
    await expect(deciding(comparisons)).toHaveAccessibleName(/^Input · PAN Number is listed in "bl_fraud_pans" → true, deciding$/);
    await expect(comparisons.getByRole('listitem', { name: /^PAN Verification · Holder Type = "COMPANY" → false$/ })).toBeVisible();

    // A company's PAN: the nested AND held, both its comparisons decided, the list check did not.
    comparisons = await openEndState(companyPan, 'Rejected', 'Reject');
    await expect(deciding(comparisons)).toHaveCount(2);
    await expect(comparisons.getByRole('listitem', { name: /^PAN Verification · Status = "OK" → true, deciding$/ })).toBeVisible();
    await expect(comparisons.getByRole('listitem', { name: /^PAN Verification · Holder Type = "COMPANY" → true, deciding$/ })).toBeVisible();
    await expect(comparisons.getByRole('listitem', { name: /^Input · PAN Number is listed in "bl_fraud_pans" → false$/ })).toBeVisible();

    comparisons = await openEndState(watchedName, 'Manual Review', 'Manual Review');
    await expect(deciding(comparisons)).toHaveCount(1);
    await expect(deciding(comparisons)).toHaveAccessibleName(
      new RegExp(`^functions\\.nameSimilarityAbove\\(Input · Full Name, "${WATCHED_NAME}", 85(\\.\\d+)?\\) = true → true, deciding$`),
    );

    comparisons = await openEndState(clean, 'Accepted', 'Accept');
    await expect(deciding(comparisons)).toHaveCount(1);
    await expect(deciding(comparisons)).toHaveAccessibleName(/^PAN Verification · Status = "OK" → true, deciding$/);
  });
});
