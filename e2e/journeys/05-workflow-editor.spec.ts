import { test, expect } from '../harness/test';
import { signInAsDemoOwner } from '../harness/demoOwner';
import { addService, mapRequiredInput } from '../harness/editorSteps';

test.describe('an operator builds a workflow', () => {
  test('creates one from the onboarding modal, adds two services, an await, a tag with branch steps and an end state, publishes, renames (clash, then update) and finds it unchanged after a reload', async ({ page }) => {
    await signInAsDemoOwner(page);

    await page.goto('/workflows/create');
    const onboarding = page.getByRole('dialog', { name: 'Create your Workflow' });
    await onboarding.getByText('Onboarding', { exact: true }).click();
    await expect(onboarding.getByRole('radio', { name: 'Onboarding' })).toBeChecked();
    await onboarding.getByRole('button', { name: 'Create Workflow' }).click();
    await expect(onboarding).toBeHidden({ timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1, name: /^Untitled / })).toBeVisible();

    const canvas = page.getByRole('region', { name: 'Workflow canvas' });
    await addService(page, canvas.getByRole('button', { name: /^Add a step/ }).first(), 'Email Risk');
    await addService(page, canvas.getByRole('button', { name: 'Add a step to column 1' }), 'Mobile Risk');
    await expect(page.getByRole('button', { name: /^Alerts/ })).toContainText('2');
    await mapRequiredInput(page, canvas, 'Email Risk', 'Email Address', 'Email Address');
    await mapRequiredInput(page, canvas, 'Mobile Risk', 'Phone Number', 'Phone Number');

    // An await after the services: the values the flow pauses for.
    await canvas.getByRole('button', { name: 'Add a step after column 1' }).click();
    await page.getByRole('dialog', { name: 'Add Action' }).getByRole('button', { name: 'Awaits' }).click();
    const awaits = page.getByRole('dialog', { name: 'Awaits' });
    await awaits.getByRole('searchbox', { name: 'Search Values' }).fill('ifsc');
    const ifsc = awaits.getByRole('row', { name: /IFSC/ });
    await ifsc.click();
    await expect(ifsc.getByRole('checkbox')).toBeChecked();
    await awaits.getByRole('button', { name: 'Add' }).click();
    await expect(canvas.getByText('1 Value(s) Added')).toBeVisible();

    // A tag with a step under each branch; deleting it takes its branch steps with it.
    await canvas.getByRole('button', { name: 'Add a step after column 2' }).click();
    await page.getByRole('dialog', { name: 'Add Action' }).getByRole('button', { name: 'Tag' }).click();
    const tag = page.getByRole('dialog', { name: 'New Tag' });
    await tag.getByRole('textbox', { name: 'Tag Name' }).fill('Risky contact');
    await tag.getByRole('button', { name: 'Create' }).click();
    await addService(page, canvas.getByRole('button', { name: 'Add a step to Branch A of Risky contact' }), 'IP Intelligence');
    await addService(page, canvas.getByRole('button', { name: 'Add a step to Branch B of Risky contact' }), 'Face Match');
    await expect(canvas.getByRole('button', { name: 'IP Intelligence', exact: true })).toBeVisible();
    // The new steps run past the right edge: fit the view so the tag can be hovered.
    await canvas.getByRole('button', { name: 'Fit View' }).click();
    await canvas.getByRole('button', { name: 'Risky contact', exact: true }).hover();
    await canvas.getByRole('button', { name: 'Delete Risky contact' }).click();
    await page.getByRole('alertdialog', { name: 'Delete tag' }).getByRole('button', { name: 'Delete tag' }).click();
    for (const step of ['Risky contact', 'IP Intelligence', 'Face Match']) await expect(canvas.getByRole('button', { name: step, exact: true })).toBeHidden();

    await canvas.getByRole('button', { name: 'Add a step after column 2' }).click();
    await page.getByRole('dialog', { name: 'Add Action' }).getByRole('button', { name: 'End State' }).click();
    const endState = page.getByRole('dialog', { name: 'End State' });
    await endState.getByText('Accept', { exact: true }).click();
    await endState.getByRole('button', { name: 'Add' }).click();
    await expect(canvas.getByRole('button', { name: 'Accept', exact: true })).toBeVisible();

    const name = `Contact screening ${Date.now()}`;
    await page.getByRole('button', { name: 'Publish' }).click();
    const publish = page.getByRole('dialog', { name: 'Publish Your Workflow' });
    await publish.getByRole('textbox', { name: 'Workflow Name' }).fill(name);
    await publish.getByRole('button', { name: 'Publish Workflow' }).click();

    await expect(page.getByRole('dialog', { name: 'Good job publishing that Workflow' })).toBeVisible();
    await expect(page).toHaveURL(/\/workflows\/[^/]+\/edit$/);
    await page.getByRole('dialog', { name: 'Good job publishing that Workflow' }).getByRole('button', { name: 'Close' }).click();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Good job publishing that Workflow' })).toBeHidden();
    for (const step of ['Start', 'Email Risk', 'Mobile Risk', 'Awaits', 'Accept']) await expect(canvas.getByRole('button', { name: step, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update' })).toBeDisabled();

    // Renaming to another workflow's name: the server answers 422 and the message shows under the name.
    await page.getByRole('button', { name: 'Rename workflow' }).click();
    await page.getByRole('textbox', { name: 'Workflow name' }).fill('Retail onboarding KYC');
    await page.getByRole('textbox', { name: 'Workflow name' }).press('Enter');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'A workflow with the given name already exists' })).toBeVisible();

    const renamed = `${name} v2`;
    await page.getByRole('button', { name: 'Rename workflow' }).click();
    await page.getByRole('textbox', { name: 'Workflow name' }).fill(renamed);
    await page.getByRole('textbox', { name: 'Workflow name' }).press('Enter');
    await expect(page.getByText('A workflow with the given name already exists')).toBeHidden();
    // The switch's input is visually hidden under its track: press the label, as a user does.
    await page.getByText('Asynchronous execution', { exact: true }).click();
    await expect(page.getByRole('switch', { name: 'Asynchronous execution' })).toBeChecked();
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Workflow has been Updated Successfully' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update' })).toBeDisabled();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    for (const step of ['Start', 'Email Risk', 'Mobile Risk', 'Awaits', 'Accept']) await expect(canvas.getByRole('button', { name: step, exact: true })).toBeVisible();
    await expect(canvas.getByText('1 Value(s) Added')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Asynchronous execution' })).toBeChecked();
    await expect(page.getByRole('button', { name: /^Alerts/ })).toContainText('0');
    await expect(page.getByRole('button', { name: 'Update' })).toBeDisabled();
  });
});
