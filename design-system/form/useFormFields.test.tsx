import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { useFormFields } from './useFormFields';
import { validateField, validateFields, visibleError } from './validation';

const schema = yup.object({
  displayName: yup.string().required('Required').min(2, 'Too Short!').max(50, 'Too Long!'),
  industry: yup.string().nullable().required('Required'),
  seats: yup.number().nullable().min(1, 'At least 1 seat').max(500, 'At most 500 seats'),
  password: yup.string(),
  confirm: yup.string().oneOf([yup.ref('password')], 'Passwords must match'),
});

type Values = { displayName: string; industry: string | null; seats: number | null; password: string; confirm: string };
const empty: Values = { displayName: '', industry: null, seats: null, password: '', confirm: '' };

function setup(initial: Values = empty) {
  return renderHook(() => useFormFields(schema, initial));
}

describe('validateField', () => {
  it('resolves to the first message of the field, or undefined when it passes', async () => {
    await expect(validateField(schema, 'displayName', { ...empty })).resolves.toBe('Required');
    await expect(validateField(schema, 'displayName', { ...empty, displayName: 'A' })).resolves.toBe('Too Short!');
    await expect(validateField(schema, 'displayName', { ...empty, displayName: 'x'.repeat(51) })).resolves.toBe('Too Long!');
    await expect(validateField(schema, 'displayName', { ...empty, displayName: 'Acme' })).resolves.toBeUndefined();
  });

  it('sees the other fields, so references between fields work', async () => {
    await expect(validateField(schema, 'confirm', { ...empty, password: 'abc', confirm: 'abd' })).resolves.toBe('Passwords must match');
    await expect(validateField(schema, 'confirm', { ...empty, password: 'abc', confirm: 'abc' })).resolves.toBeUndefined();
  });

  it('rethrows errors that are not validation failures', async () => {
    const broken = yup.object({ a: yup.string().test('boom', 'never', () => { throw new Error('test crashed'); }) });
    await expect(validateField(broken, 'a', { a: 'x' })).rejects.toThrow('test crashed');
  });
});

describe('validateFields', () => {
  it('collects the failing fields only', async () => {
    await expect(validateFields(schema, ['displayName', 'industry', 'seats'], { ...empty, seats: 0 })).resolves.toEqual({
      displayName: 'Required',
      industry: 'Required',
      seats: 'At least 1 seat',
    });
  });
});

describe('visibleError', () => {
  it('shows an error only once the field is touched or a submit was attempted', () => {
    expect(visibleError('Required', false, false)).toBeUndefined();
    expect(visibleError('Required', true, false)).toBe('Required');
    expect(visibleError('Required', false, true)).toBe('Required');
    expect(visibleError(undefined, true, true)).toBeUndefined();
  });
});

describe('useFormFields', () => {
  it('gives each field its value and no error before it is touched', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.errors.displayName).toBe('Required'));
    expect(result.current.fields.displayName).toMatchObject({ name: 'displayName', value: '', isInvalid: false, errorMessage: undefined });
    expect(result.current.isValid).toBe(false);
  });

  it('is not valid before the first validation has answered', () => {
    const { result } = setup({ ...empty, displayName: 'Acme', industry: 'fintech' });
    expect(result.current.isValid).toBe(false);
  });

  it('shows the error after blur, follows changes, and clears it when fixed', async () => {
    const { result } = setup();
    act(() => result.current.fields.displayName.onBlur());
    await waitFor(() => expect(result.current.fields.displayName.errorMessage).toBe('Required'));
    expect(result.current.fields.displayName.isInvalid).toBe(true);

    act(() => result.current.fields.displayName.onChange('A'));
    expect(result.current.fields.displayName.value).toBe('A');
    await waitFor(() => expect(result.current.fields.displayName.errorMessage).toBe('Too Short!'));

    act(() => result.current.fields.displayName.onChange('Acme Lending'));
    await waitFor(() => expect(result.current.fields.displayName.isInvalid).toBe(false));
    expect(result.current.fields.displayName.errorMessage).toBeUndefined();
  });

  it('does not show an error while the user is still in an untouched field', async () => {
    const { result } = setup();
    act(() => result.current.fields.displayName.onChange('A'));
    await waitFor(() => expect(result.current.errors.displayName).toBe('Too Short!'));
    expect(result.current.fields.displayName.isInvalid).toBe(false);
    expect(result.current.fields.displayName.errorMessage).toBeUndefined();
  });

  it('revalidates dependent fields when another field changes', async () => {
    const { result } = setup({ ...empty, password: 'secret', confirm: 'secret' });
    act(() => result.current.fields.confirm.onBlur());
    act(() => result.current.fields.password.onChange('changed'));
    await waitFor(() => expect(result.current.fields.confirm.errorMessage).toBe('Passwords must match'));
  });

  it('shows every error on a submit attempt and does not call onValid', async () => {
    const { result } = setup();
    const onValid = vi.fn();
    await act(() => result.current.handleSubmit(onValid)());
    expect(result.current.submitAttempted).toBe(true);
    expect(result.current.fields.displayName.errorMessage).toBe('Required');
    expect(result.current.fields.industry.errorMessage).toBe('Required');
    expect(result.current.fields.seats.isInvalid).toBe(false);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('calls onValid with the values when the form passes, and prevents the native submit', async () => {
    const { result } = setup();
    act(() => result.current.setValue('displayName', 'Acme Lending'));
    act(() => result.current.fields.industry.onChange('fintech'));
    act(() => result.current.fields.seats.onChange(25));
    const onValid = vi.fn();
    const preventDefault = vi.fn();
    await act(() => result.current.handleSubmit(onValid)({ preventDefault }));
    expect(preventDefault).toHaveBeenCalledTimes(1);
    expect(onValid).toHaveBeenCalledWith({ ...empty, displayName: 'Acme Lending', industry: 'fintech', seats: 25 });
    expect(result.current.isValid).toBe(true);
  });

  it('reports isSubmitting while onValid runs', async () => {
    const { result } = setup({ ...empty, displayName: 'Acme', industry: 'fintech' });
    let finish: () => void = () => undefined;
    const onValid = vi.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
    let submitting: Promise<void> = Promise.resolve();
    act(() => { submitting = result.current.handleSubmit(onValid)(); });
    await waitFor(() => expect(result.current.isSubmitting).toBe(true));
    await act(async () => { finish(); await submitting; });
    expect(result.current.isSubmitting).toBe(false);
  });

  it('keeps only the latest validation when answers arrive out of order', async () => {
    let releaseSlow: () => void = () => undefined;
    const slow = yup.object({
      code: yup.string().test('slow', 'Code is taken', (value) =>
        value === 'slow' ? new Promise<boolean>((resolve) => { releaseSlow = () => resolve(false); }) : true,
      ),
    });
    const { result } = renderHook(() => useFormFields(slow, { code: '' }));
    act(() => result.current.fields.code.onBlur());
    act(() => result.current.fields.code.onChange('slow'));
    act(() => result.current.fields.code.onChange('fast'));
    await waitFor(() => expect(result.current.isValid).toBe(true));
    await act(async () => { releaseSlow(); await Promise.resolve(); });
    expect(result.current.fields.code.errorMessage).toBeUndefined();
  });

  it('reset returns to the initial values, untouched', async () => {
    const { result } = setup();
    act(() => result.current.fields.displayName.onChange('A'));
    await act(() => result.current.handleSubmit(vi.fn())());
    act(() => result.current.reset());
    expect(result.current.values).toEqual(empty);
    expect(result.current.submitAttempted).toBe(false);
    expect(result.current.touched).toEqual({});
    await waitFor(() => expect(result.current.errors.displayName).toBe('Required'));
    expect(result.current.fields.displayName.isInvalid).toBe(false);
  });
});
