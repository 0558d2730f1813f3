import { useMemo } from 'react';
import { Button, DatePicker, Switch, Text, TextField, toast, useFormFields } from '~/design-system';
import { useCreateQuickLink, type QuickLink } from '../../api';
import {
  canGenerate,
  initialQuickLinkValues,
  QUICKLINK_NAME_MAX,
  quickLinkSchema,
  quickLinkToasts,
  toCreateRequest,
  todayInIst,
  URL_EXAMPLE_HOST,
} from '../../model';
import { FormActions, FormFields, StyledForm } from './QuickLinkForm.styles';

/** Shown instead of the form's action to a user without create:workflows. */
export const NO_CREATE_PERMISSION = 'You do not have permission to create QuickLinks.';

export interface QuickLinkFormProps {
  workflowId: string;
  canCreate: boolean;
  onCreated: (link: QuickLink) => void;
  now?: () => Date;
}

/**
 * The QuickLink form (document 2 section 5.6): name, redirection URL and transaction limit with the
 * specification's messages, plus whether the end user sees the decision and, beyond the
 * specification, an expiry day. Generate Link is disabled while anything is wrong; after a link is
 * generated the form starts again.
 */
export function QuickLinkForm({ workflowId, canCreate, onCreated, now = () => new Date() }: QuickLinkFormProps) {
  const today = todayInIst(now());
  const schema = useMemo(() => quickLinkSchema(() => today), [today]);
  const form = useFormFields(schema, initialQuickLinkValues);
  const create = useCreateQuickLink();
  const { name, redirectionUrl, transactionLimit, showResponseOutput, expiresOn } = form.fields;
  const ready = canCreate && form.isValid && canGenerate(form.values, Object.keys(form.errors).length);

  const submit = form.handleSubmit(async (values) => {
    if (!canCreate) return;
    try {
      const link = await create(toCreateRequest(values, workflowId));
      toast.success(quickLinkToasts.generatedTitle, { description: quickLinkToasts.generatedMessage });
      onCreated(link);
      form.reset();
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      toast.error(quickLinkToasts.errorTitle, { description: message || quickLinkToasts.generateFailed });
    }
  });

  return (
    <StyledForm noValidate aria-label="QuickLink details" onSubmit={(event) => void submit(event)}>
      <FormFields>
        <TextField label="QuickLink Name" placeholder="Eg. Website signup" isRequired maxLength={QUICKLINK_NAME_MAX + 10} isDisabled={!canCreate} {...name} />
        <TextField
          label="Redirection URL"
          type="url"
          inputMode="url"
          placeholder={`${URL_EXAMPLE_HOST}/done`}
          description="Where the end user goes after the flow (optional)."
          isDisabled={!canCreate}
          {...redirectionUrl}
        />
        <TextField
          label="Transaction Limit"
          inputMode="numeric"
          description="How many transactions the link may start, 1 to 1000."
          isRequired
          isDisabled={!canCreate}
          {...transactionLimit}
        />
        <DatePicker
          label="Expires On"
          description="The link stops working after this day (optional)."
          minValue={today}
          now={now}
          shortYear={false}
          isDisabled={!canCreate}
          name={expiresOn.name}
          value={expiresOn.value}
          onChange={(value) => {
            expiresOn.onChange(value);
            expiresOn.onBlur();
          }}
          isInvalid={expiresOn.isInvalid}
          errorMessage={expiresOn.errorMessage}
        />
        <Switch
          label="Show the decision to the end user"
          size="sm"
          isDisabled={!canCreate}
          isSelected={showResponseOutput.value}
          onChange={showResponseOutput.onChange}
        />
      </FormFields>
      <FormActions>
        {!canCreate && (
          <Text variant="small" tone="muted">
            {NO_CREATE_PERMISSION}
          </Text>
        )}
        <Button type="submit" isDisabled={!ready} isLoading={form.isSubmitting}>
          Generate Link
        </Button>
      </FormActions>
    </StyledForm>
  );
}
