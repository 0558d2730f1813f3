import { useId, useMemo, useState, type FormEvent } from 'react';
import { Button, Modal, Select, SuccessModal, TextField, toast } from '~/design-system';
import { useRequestLiveMode } from '~/lib/api';
import { INDIAN_STATES } from './indianStates';
import {
  emptyLiveModeRequest,
  liveModeEntry,
  liveModeRequestFields,
  toLiveModeRequest,
  validateLiveModeRequest,
  type LiveModeRequestField,
  type LiveModeRequestValues,
} from './liveModeRequestSchema';
import { FormGrid, FullRow } from './LiveModeRequestDialog.styles';

export interface LiveModeRequestDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

const TITLE = 'Request to Live Mode Activation';
const SUCCESS_TITLE = 'Live Mode Request Sent Successfully';
const SUCCESS_SUBTITLE = 'Our Sales team will review and approve your request shortly.';
const FAILURE_MESSAGE = 'Some error occurred. Please try after some time.';

const stateItems = INDIAN_STATES.map((state) => ({ id: state, label: state }));

type Touched = Partial<Record<LiveModeRequestField, boolean>>;

/** The go-live request form (document 1 sections 2.6 and 5) and the success modal that follows it. */
export function LiveModeRequestDialog({ isOpen, onOpenChange }: LiveModeRequestDialogProps) {
  const formId = useId();
  const [values, setValues] = useState<LiveModeRequestValues>(emptyLiveModeRequest);
  const [touched, setTouched] = useState<Touched>({});
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const [isSuccessOpen, setSuccessOpen] = useState(false);
  const { trigger, isMutating } = useRequestLiveMode();

  const errors = useMemo(() => validateLiveModeRequest(values), [values]);

  const reset = () => {
    setValues(emptyLiveModeRequest);
    setTouched({});
    setSubmitAttempted(false);
  };

  const errorOf = (field: LiveModeRequestField) => (submitAttempted || touched[field] ? errors[field] : undefined);

  const fieldProps = (field: LiveModeRequestField) => {
    const error = errorOf(field);
    return {
      name: field,
      value: values[field],
      onChange: (value: string) => setValues((current) => ({ ...current, [field]: liveModeEntry(field, value) })),
      onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
      isInvalid: error !== undefined,
      errorMessage: error,
    };
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitAttempted(true);
    const body = toLiveModeRequest(values);
    if (isMutating || !body || liveModeRequestFields.some((field) => errors[field] !== undefined)) return;
    try {
      await trigger(body);
    } catch {
      toast.error(FAILURE_MESSAGE);
      return;
    }
    reset();
    onOpenChange(false);
    setSuccessOpen(true);
  };

  const cancel = () => {
    reset();
    onOpenChange(false);
  };

  const stateError = errorOf('state');

  return (
    <>
      <Modal
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        title={TITLE}
        isDismissable={false}
        hideCloseButton
        footer={
          <>
            <Button variant="secondary" onPress={cancel} isDisabled={isMutating}>
              Cancel
            </Button>
            <Button type="submit" form={formId} isLoading={isMutating}>
              Submit
            </Button>
          </>
        }
      >
        <FormGrid id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <FullRow>
            <TextField {...fieldProps('companyName')} label="Company Name" placeholder="Enter company name" isRequired />
          </FullRow>
          <TextField {...fieldProps('pan')} label="PAN Number" placeholder="Eg. ABCDE1234F" isRequired autoComplete="off" />
          <TextField {...fieldProps('gstNumber')} label="GST Number" placeholder="Eg. 22ABCDE1234F1Z5" description="Optional" autoComplete="off" />
          <Select
            label="State"
            name="state"
            items={stateItems}
            placeholder="Select state"
            selectedKey={values.state === '' ? null : values.state}
            onSelectionChange={(id) => {
              setValues((current) => ({ ...current, state: id ?? '' }));
              setTouched((current) => ({ ...current, state: true }));
            }}
            onBlur={() => setTouched((current) => ({ ...current, state: true }))}
            isRequired
            isInvalid={stateError !== undefined}
            errorMessage={stateError}
          />
          <TextField {...fieldProps('city')} label="City" placeholder="Enter city" isRequired />
          <TextField {...fieldProps('zipCode')} label="Zip Code" placeholder="6-digit zip code" inputMode="numeric" maxLength={6} isRequired />
        </FormGrid>
      </Modal>
      <SuccessModal isOpen={isSuccessOpen} onClose={() => setSuccessOpen(false)} title={SUCCESS_TITLE} subtitle={SUCCESS_SUBTITLE} />
    </>
  );
}
