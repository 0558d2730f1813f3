export { SignatureField, MASKED_SIGNATURE, type SignatureFieldProps } from './SignatureField';
