import { useId, useState } from 'react';
import { Button, Modal, MultiSelect, Select, Switch, Textarea, TextField, useFormFields } from '~/design-system';
import type { components } from '~/contract';
import { saveCapabilityMessages, saveCapabilitySchema, type SaveCapabilityValues } from '../../model/saveCapabilityForm';
import { SaveCapabilityForm, SaveCapabilityRow } from './SaveCapabilityModal.styles';

type Schemas = components['schemas'];

/** What a save came to: 'nameTaken' keeps the dialog open with the message under the name. */
export type SaveCapabilityResult = 'saved' | 'nameTaken' | 'failed';

export interface SaveCapabilityOptions {
  /** Plans of the user's geography (section 5.3). */
  plans: readonly Pick<Schemas['Plan'], 'id' | 'name'>[];
  industries: readonly Schemas['IndustryOption'][];
  geographies: readonly Schemas['GeographyOption'][];
  useCases: readonly Schemas['UseCaseOption'][];
}

export interface SaveCapabilityModalProps {
  isOpen: boolean;
  initialValues: SaveCapabilityValues;
  options: SaveCapabilityOptions;
  /** Publish on a new capability, Update on a saved one. */
  submitLabel: 'Publish' | 'Update';
  onSubmit: (values: SaveCapabilityValues) => Promise<SaveCapabilityResult>;
  onCancel: () => void;
}

function SaveCapabilityModalBody({ initialValues, options, submitLabel, onSubmit, onCancel }: Omit<SaveCapabilityModalProps, 'isOpen'>) {
  const form = useFormFields(saveCapabilitySchema, initialValues);
  const { name, description, plansWithAccess, industry, geography, useCase, active } = form.fields;
  const [nameTaken, setNameTaken] = useState(false);
  const formId = useId();

  const submit = form.handleSubmit(async (values) => {
    const result = await onSubmit(values);
    if (result === 'nameTaken') setNameTaken(true);
  });

  const nameError = nameTaken ? saveCapabilityMessages.nameTaken : name.errorMessage;
  return (
    <Modal
      isOpen
      size="md"
      onOpenChange={(open) => {
        if (!open && !form.isSubmitting) onCancel();
      }}
      title="Save as a Capability"
      description="Describe the capability and choose who may use it."
      isDismissable={!form.isSubmitting}
      footer={
        <>
          <Button variant="secondary" onPress={onCancel} isDisabled={form.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={form.isSubmitting}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <SaveCapabilityForm id={formId} noValidate onSubmit={(event) => void submit(event)} aria-label="Capability details">
        <TextField
          label="Capability Name"
          isRequired
          maxLength={100}
          {...name}
          onChange={(next) => {
            setNameTaken(false);
            name.onChange(next);
          }}
          isInvalid={nameTaken || name.isInvalid}
          errorMessage={nameError}
        />
        <Textarea label="Description" isRequired rows={3} maxLength={2000} {...description} />
        <MultiSelect
          label="Pricing Plans"
          placeholder="Select plans"
          isRequired
          items={options.plans.map((plan) => ({ id: plan.id, label: plan.name }))}
          value={plansWithAccess.value}
          onChange={plansWithAccess.onChange}
          onBlur={plansWithAccess.onBlur}
          isInvalid={plansWithAccess.isInvalid}
          errorMessage={plansWithAccess.errorMessage}
        />
        <SaveCapabilityRow>
          <Select
            label="Industry"
            placeholder="Select industry"
            isRequired
            items={options.industries.map((option) => ({ id: option.value, label: option.displayText, isDisabled: option.comingSoon }))}
            selectedKey={industry.value}
            onSelectionChange={industry.onChange}
            onBlur={industry.onBlur}
            isInvalid={industry.isInvalid}
            errorMessage={industry.errorMessage}
          />
          <Select
            label="Country"
            placeholder="Select country"
            isRequired
            items={options.geographies.filter((option) => !option.comingSoon).map((option) => ({ id: option.value, label: option.displayText }))}
            selectedKey={geography.value}
            onSelectionChange={geography.onChange}
            onBlur={geography.onBlur}
            isInvalid={geography.isInvalid}
            errorMessage={geography.errorMessage}
          />
        </SaveCapabilityRow>
        <Select
          label="Lifecycle Stage"
          placeholder="Select lifecycle stage"
          isRequired
          items={options.useCases.map((option) => ({ id: option.value, label: option.displayText, isDisabled: option.comingSoon }))}
          selectedKey={useCase.value}
          onSelectionChange={useCase.onChange}
          onBlur={useCase.onBlur}
          isInvalid={useCase.isInvalid}
          errorMessage={useCase.errorMessage}
        />
        <Switch label="Active" isSelected={active.value} onChange={active.onChange} />
      </SaveCapabilityForm>
    </Modal>
  );
}

/** 'Save as a Capability' (document 2 sections 3.4 and 5.3): the metadata a capability is saved with. */
export function SaveCapabilityModal({ isOpen, ...rest }: SaveCapabilityModalProps) {
  return isOpen ? <SaveCapabilityModalBody {...rest} /> : null;
}
