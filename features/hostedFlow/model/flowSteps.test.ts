import { describe, expect, it } from 'vitest';
import { INPUT_ATTRIBUTES } from '~/contract/reference/catalogue/inputAttributes';
import { attributeLookup, awaitedFields, fieldFor, flowSteps, humaniseKey, toInputData, validateField, validateStep, type InputDetails } from './flowSteps';

const details: InputDetails = {
  workflowId: 'wf_onboarding',
  inputParameters: [
    { key: 'fullName', displayName: 'Full Name', type: 'STRING', format: 'TEXT', required: true },
    { key: 'phoneNumber', displayName: 'Phone Number', type: 'STRING', format: 'MOBILE', required: true },
    { key: 'dob', displayName: 'Date of Birth', type: 'NUMBER', format: 'DATE', required: true },
    { key: 'documentImage', displayName: 'Document Image', type: 'STRING', format: 'TEXT', required: true },
    { key: 'email', displayName: 'Email Address', type: 'STRING', format: 'EMAIL', required: false },
    { key: 'selfieImage', displayName: 'Selfie Image', type: 'STRING', format: 'TEXT', required: true },
    { key: 'orderAmount', displayName: 'Order Amount', type: 'NUMBER', format: 'TEXT', required: false },
    { key: 'gender', displayName: 'Gender', type: 'STRING', format: 'TEXT', required: false },
    { key: 'isExistingCustomer', displayName: 'Existing Customer', type: 'BOOLEAN', format: 'TEXT', required: false },
    { key: 'otp', displayName: 'OTP', type: 'STRING', format: 'TEXT', required: true },
  ],
  awaitedKeys: ['otp'],
};
const attributes = attributeLookup(INPUT_ATTRIBUTES);
const today = new Date('2026-11-26T12:00:00Z');

describe('flow steps', () => {
  it('groups inputs into details, contact, document and selfie steps in the workflow order, leaving awaited keys out', () => {
    const steps = flowSteps(details, attributes);
    expect(steps.map((s) => [s.id, s.fields.map((f) => `${f.key}:${f.kind}`)])).toEqual([
      ['details', ['fullName:text', 'dob:dob', 'orderAmount:number', 'gender:select', 'isExistingCustomer:select']],
      ['contact', ['phoneNumber:phone', 'email:email']],
      ['document', ['documentImage:document']],
      ['selfie', ['selfieImage:selfie']],
    ]);
    expect(steps[0]?.title).toBe('Your details');
  });

  it('leaves out empty steps', () => {
    expect(flowSteps({ workflowId: 'wf', inputParameters: [{ key: 'email', displayName: 'Email', type: 'STRING', format: 'EMAIL', required: true }], awaitedKeys: [] }).map((s) => s.id)).toEqual(['contact']);
    expect(flowSteps({ workflowId: 'wf', inputParameters: [], awaitedKeys: [] })).toEqual([]);
  });

  it('offers allowed values and Yes/No as choices', () => {
    expect(fieldFor({ key: 'gender', displayName: 'Gender', required: false }, attributes).options?.map((o) => o.label)).toEqual(['Male', 'Female', 'Other']);
    expect(fieldFor({ key: 'flag', displayName: 'Flag', type: 'BOOLEAN', required: true }).options).toEqual([{ value: 'true', label: 'Yes' }, { value: 'false', label: 'No' }]);
    // Without the catalogue a field with allowed values is plain text.
    expect(fieldFor({ key: 'gender', displayName: 'Gender', type: 'STRING', format: 'TEXT', required: false }).kind).toBe('text');
  });

  it('types awaited keys from the catalogue, else as required text with a readable label', () => {
    expect(awaitedFields(details, ['phoneNumber', 'otp', 'panNumber'], attributes)).toEqual([
      { key: 'phoneNumber', label: 'Phone Number', kind: 'phone', required: true },
      { key: 'otp', label: 'OTP', kind: 'text', required: true },
      { key: 'panNumber', label: 'Pan number', kind: 'text', required: true },
    ]);
    expect(humaniseKey('documentBackImage')).toBe('Document back image');
  });

  it('validates with clear messages', () => {
    const [fullName, dob, amount] = flowSteps(details, attributes)[0]?.fields ?? [];
    if (!fullName || !dob || !amount) throw new Error('fields');
    expect(validateField(fullName, '  ')).toBe('Enter your full name');
    expect(validateField({ key: 'ifsc', label: 'IFSC', kind: 'text', required: true }, '')).toBe('Enter your IFSC');
    expect(validateField({ key: 'pan', label: 'PAN Number', kind: 'text', required: true }, '')).toBe('Enter your PAN number');
    expect(validateField(amount, '')).toBeNull();
    expect(validateField(amount, 'abc')).toBe('Enter a number');
    expect(validateField(dob, '2027-01-01', today)).toBe('Date of birth cannot be in the future');
    expect(validateField(dob, '2023-02-30', today)).toBe('Enter a valid date');
    expect(validateField(dob, '1850-01-01', today)).toBe('Enter a valid date of birth');
    expect(validateField(dob, '1990-01-01', today)).toBeNull();
    const phone = { key: 'p', label: 'Phone', kind: 'phone' as const, required: true };
    expect(validateField(phone, '+91 98765')).toBe('Enter a valid phone number');
    expect(validateField(phone, '+91 98765 43210')).toBeNull();
    const email = { key: 'e', label: 'Email', kind: 'email' as const, required: true };
    expect(validateField(email, 'name@')).toBe('Enter an email address like name@example.com');
    expect(validateField({ key: 's', label: 'Selfie', kind: 'selfie', required: true }, '')).toBe('Take a selfie to continue');
    expect(validateField({ key: 'd', label: 'Document', kind: 'document', required: true }, '')).toBe('Add a photo of your document to continue');
    expect(Object.keys(validateStep(flowSteps(details, attributes)[0]?.fields ?? [], {}, today))).toEqual(['fullName', 'dob']);
  });

  it('builds the input data: epoch seconds, numbers, booleans, E.164, document ids; empty optional fields left out', () => {
    const fields = flowSteps(details, attributes).flatMap((s) => s.fields);
    expect(
      toInputData(fields, {
        fullName: ' Asha Rao ',
        dob: '1990-05-17',
        orderAmount: '1250,50',
        gender: 'FEMALE',
        isExistingCustomer: 'false',
        phoneNumber: '+91 98765 43210',
        email: '',
        documentImage: 'doc_front',
        selfieImage: 'doc_selfie',
      }),
    ).toEqual({
      fullName: 'Asha Rao',
      dob: 642902400,
      orderAmount: 1250.5,
      gender: 'FEMALE',
      isExistingCustomer: false,
      phoneNumber: '+919876543210',
      documentImage: 'doc_front',
      selfieImage: 'doc_selfie',
    });
  });
});
