import type { components } from '../../types.gen';
import { DOCUMENT_TYPES, GEOGRAPHY_COUNTRY_CODES } from '../options';

type Schemas = components['schemas'];
type DataType = Schemas['CatalogueDataType'];
type Format = Schemas['CatalogueFormat'];
type InputAttributeCategory = Schemas['InputAttributeCategory'];

export interface InputAttributeDefinition {
  key: string;
  displayName: string;
  type: DataType;
  format: Format;
  category: InputAttributeCategory;
  description: string;
  allowedValues?: readonly string[];
}

/** Category order of the start step's attribute list. */
export const INPUT_ATTRIBUTE_CATEGORIES: readonly InputAttributeCategory[] = [
  'identity', 'address', 'documents', 'bank', 'e-commerce', 'session', 'device', 'payment', 'company', 'location',
];

const a = (
  category: InputAttributeCategory,
  key: string,
  displayName: string,
  type: DataType,
  format: Format,
  description: string,
  allowedValues?: readonly string[],
): InputAttributeDefinition => ({ key, displayName, type, format, category, description, ...(allowedValues ? { allowedValues } : {}) });

/**
 * The input attributes a workflow's start step offers (document 2, section 2.5). Service inputs
 * carry the same keys, so a new service node maps them from the input without configuration.
 */
export const INPUT_ATTRIBUTES: readonly InputAttributeDefinition[] = [
  // identity
  a('identity', 'fullName', 'Full Name', 'STRING', 'TEXT', 'Name of the person as the customer entered it.'),
  a('identity', 'firstName', 'First Name', 'STRING', 'TEXT', 'Given name of the person.'),
  a('identity', 'lastName', 'Last Name', 'STRING', 'TEXT', 'Family name of the person.'),
  a('identity', 'dob', 'Date of Birth', 'NUMBER', 'DATE', 'Date of birth (epoch seconds).'),
  a('identity', 'gender', 'Gender', 'STRING', 'TEXT', 'Gender as declared.', ['MALE', 'FEMALE', 'OTHER']),
  a('identity', 'phoneNumber', 'Phone Number', 'STRING', 'MOBILE', 'Mobile number in E.164 form (+919876543210).'),
  a('identity', 'email', 'Email Address', 'STRING', 'EMAIL', 'Email address of the customer.'),
  a('identity', 'pan', 'PAN Number', 'STRING', 'TEXT', 'Indian Permanent Account Number (ABCPE1234F).'),
  a('identity', 'aadhaarNumber', 'Aadhaar Number', 'STRING', 'TEXT', '12-digit Aadhaar number; only its masked form is stored.'),
  a('identity', 'voterId', 'Voter ID (EPIC)', 'STRING', 'TEXT', 'Electoral photo identity card number.'),
  a('identity', 'drivingLicenceNumber', 'Driving Licence Number', 'STRING', 'TEXT', 'Indian driving licence number.'),
  a('identity', 'nik', 'NIK', 'STRING', 'TEXT', 'Indonesian 16-digit population identity number.'),
  a('identity', 'ssnLast4', 'SSN (last 4)', 'STRING', 'TEXT', 'Last four digits of a US social security number.'),
  a('identity', 'nationality', 'Nationality', 'STRING', 'TEXT', 'ISO 3166-1 alpha-3 nationality code.'),
  // address
  a('address', 'addressLine1', 'Address Line 1', 'STRING', 'TEXT', 'House, street.'),
  a('address', 'addressLine2', 'Address Line 2', 'STRING', 'TEXT', 'Area, landmark.'),
  a('address', 'city', 'City', 'STRING', 'TEXT', 'City or town.'),
  a('address', 'state', 'State', 'STRING', 'TEXT', 'State or province.'),
  a('address', 'pincode', 'PIN Code', 'STRING', 'TEXT', 'Postal code.'),
  a('address', 'fullAddress', 'Full Address', 'STRING', 'TEXT', 'The whole address as one text.'),
  // documents
  a('documents', 'documentImage', 'Document Image', 'STRING', 'TEXT', 'URL or base64 of the front of an identity document.'),
  a('documents', 'documentBackImage', 'Document Back Image', 'STRING', 'TEXT', 'URL or base64 of the back of the document.'),
  a('documents', 'documentType', 'Document Type', 'STRING', 'TEXT', 'Kind of document uploaded.', DOCUMENT_TYPES),
  a('documents', 'selfieImage', 'Selfie Image', 'STRING', 'TEXT', 'URL or base64 of a selfie taken in the flow.'),
  a('documents', 'mrzLine1', 'MRZ Line 1', 'STRING', 'TEXT', 'First line of a passport machine-readable zone.'),
  a('documents', 'mrzLine2', 'MRZ Line 2', 'STRING', 'TEXT', 'Second line of a passport machine-readable zone.'),
  // bank
  a('bank', 'accountNumber', 'Bank Account Number', 'STRING', 'TEXT', 'Bank account number.'),
  a('bank', 'ifsc', 'IFSC', 'STRING', 'TEXT', 'Indian Financial System Code of the branch.'),
  a('bank', 'vpa', 'UPI ID', 'STRING', 'TEXT', 'UPI virtual payment address (name@bank).'),
  a('bank', 'uan', 'UAN', 'STRING', 'TEXT', 'Universal Account Number of the provident fund.'),
  // e-commerce
  a('e-commerce', 'orderAmount', 'Order Amount', 'NUMBER', 'TEXT', 'Value of the order in the account currency.'),
  a('e-commerce', 'orderItemsCount', 'Items in Order', 'NUMBER', 'TEXT', 'Number of items in the cart.'),
  a('e-commerce', 'accountAgeDays', 'Account Age (days)', 'NUMBER', 'TEXT', 'Days since the customer account was created.'),
  a('e-commerce', 'isExistingCustomer', 'Existing Customer', 'BOOLEAN', 'TEXT', 'Whether the customer has ordered before.'),
  a('e-commerce', 'couponCode', 'Coupon Code', 'STRING', 'TEXT', 'Coupon applied to the order.'),
  // session
  a('session', 'ipAddress', 'IP Address', 'STRING', 'IP ADDRESS', 'IP address of the request.'),
  a('session', 'sessionId', 'Session ID', 'STRING', 'TEXT', 'Device-intelligence session of the visit.'),
  a('session', 'userAgent', 'User Agent', 'STRING', 'TEXT', 'Browser or app user agent.'),
  a('session', 'loginAttempts', 'Login Attempts', 'NUMBER', 'TEXT', 'Failed login attempts before this one.'),
  // device
  a('device', 'deviceId', 'Device ID', 'STRING', 'TEXT', 'Stable id of the customer device.'),
  a('device', 'platform', 'Platform', 'STRING', 'TEXT', 'Platform of the device.', ['ANDROID', 'IOS', 'WEB']),
  a('device', 'appVersion', 'App Version', 'STRING', 'TEXT', 'Version of the customer app.'),
  // payment
  a('payment', 'amount', 'Amount', 'NUMBER', 'TEXT', 'Amount of the payment or payout.'),
  a('payment', 'currency', 'Currency', 'STRING', 'TEXT', 'ISO 4217 currency code.', ['INR', 'IDR', 'USD', 'GBP', 'PHP']),
  a('payment', 'paymentMethod', 'Payment Method', 'STRING', 'TEXT', 'How the customer pays.', ['UPI', 'CARD', 'NETBANKING', 'WALLET']),
  a('payment', 'cardBin', 'Card BIN', 'STRING', 'TEXT', 'First six digits of the card.'),
  a('payment', 'loanAmount', 'Loan Amount', 'NUMBER', 'TEXT', 'Amount of the loan applied for.'),
  // company
  a('company', 'companyName', 'Company Name', 'STRING', 'TEXT', 'Registered name of the business.'),
  a('company', 'cin', 'CIN', 'STRING', 'TEXT', 'Corporate Identification Number (India).'),
  a('company', 'gstin', 'GSTIN', 'STRING', 'TEXT', 'GST identification number (India).'),
  a('company', 'directorNames', 'Director Names', 'STRING', 'LIST', 'Names of the directors.'),
  // location
  a('location', 'latitude', 'Latitude', 'NUMBER', 'TEXT', 'Latitude of the device, in degrees.'),
  a('location', 'longitude', 'Longitude', 'NUMBER', 'TEXT', 'Longitude of the device, in degrees.'),
  a('location', 'countryCode', 'Country Code', 'STRING', 'TEXT', 'ISO 3166-1 alpha-2 country of the customer.', GEOGRAPHY_COUNTRY_CODES),
];

/** An attribute in the contract's shape; the caller names the operators its type and format offer. */
export function toInputAttribute(attr: InputAttributeDefinition, operators: Schemas['InputAttribute']['operators']): Schemas['InputAttribute'] {
  return {
    key: attr.key,
    displayName: attr.displayName,
    type: attr.type,
    format: attr.format,
    category: attr.category,
    description: attr.description,
    ...(attr.allowedValues ? { allowedValues: [...attr.allowedValues] } : {}),
    operators,
  };
}
