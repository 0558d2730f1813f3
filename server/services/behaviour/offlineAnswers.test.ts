import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '../checks/gstin';
import { parseTd3 } from '../checks/mrz';
import { runService } from '../runService';
import type { ServiceCallContext } from '../../engine/serviceCaller';

const NOW = Date.UTC(2026, 10, 24, 9, 0, 0);
const context: ServiceCallContext = { environment: 'test', transactionId: 'txn_offline', startedAt: NOW, now: NOW, signal: new AbortController().signal };
const outputsOf = async (serviceId: string, inputs: Record<string, unknown>): Promise<Record<string, unknown>> => {
  const answer = await runService(serviceId, inputs, context);
  if (answer.state !== 'done') throw new Error(`${serviceId} is pending`);
  return { ...answer.outputs, status: answer.status, reason: answer.reason };
};

describe('answers computed offline', () => {
  it('PAN: holder type from the fourth character, and the name on record starts with the fifth', async () => {
    expect(await outputsOf('pan-verification', { pan: 'AAAHK1234L' })).toMatchObject({ status: 'OK', panType: 'HUF', name: expect.stringMatching(/^K/) });
    const individual = await outputsOf('pan-verification', { pan: 'ABCPE1234F' });
    expect(individual).toMatchObject({ panType: 'INDIVIDUAL', name: expect.stringMatching(/ E[A-Z]+$/) });
    expect(await outputsOf('pan-verification', { pan: 'ABCPE1234F', fullName: 'Ravi Kumar Sharma', dob: 631152000 })).toMatchObject({ nameMatchScore: expect.any(Number), dobMatch: true });
    expect(await outputsOf('pan-verification', { pan: 'ABCQE1234F' })).toMatchObject({ status: 'FAILED', reason: expect.stringContaining('not a holder type') });
  });

  it('Aadhaar: the Verhoeff check digit decides, and only the masked number is answered', async () => {
    expect(await outputsOf('aadhaar-verification', { aadhaarNumber: '234567890124', consent: 'Y' })).toMatchObject({ status: 'OK', maskedAadhaar: 'XXXXXXXX0124' });
    expect(await outputsOf('aadhaar-verification', { aadhaarNumber: '234567890125', consent: 'Y' })).toMatchObject({ status: 'FAILED', reason: 'aadhaarNumber has a wrong Verhoeff check digit' });
    expect(await outputsOf('aadhaar-verification', { aadhaarNumber: '234567890124' })).toMatchObject({ status: 'FAILED', reason: 'consent is required' });
  });

  it('GSTIN: any number with a right check character is read; status follows the PAN digits', async () => {
    const suspended = `27AAACV0001K1Z${gstinCheckCharacter('27AAACV0001K1Z')}`;
    expect(await outputsOf('gstin-verification', { gstin: suspended })).toMatchObject({ status: 'OK', gstinStatus: 'SUSPENDED', stateCode: '27', pan: 'AAACV0001K', constitution: 'Private Limited Company', legalName: expect.stringMatching(/^V/) });
    expect(await outputsOf('gstin-verification', { gstin: '27AAPFU0939F1ZV' })).toMatchObject({ gstinStatus: 'ACTIVE', address: expect.stringContaining('Maharashtra') });
  });

  it('IFSC: the bank is named from the bank code', async () => {
    expect(await outputsOf('ifsc-lookup', { ifsc: 'HDFC0000123' })).toMatchObject({ status: 'OK', bankName: 'HDFC Bank', neftEnabled: true });
  });

  it('mobile risk: line type from libphonenumber, high risk on the sandbox fraud list', async () => {
    expect(await outputsOf('mobile-risk', { phoneNumber: '+18005551234', countryCode: 'US' })).toMatchObject({ status: 'OK', lineType: 'TOLL_FREE' });
    expect(await outputsOf('mobile-risk', { phoneNumber: '+445601234567' })).toMatchObject({ lineType: 'VOIP', carrier: 'VoIP provider', riskLevel: 'MEDIUM' });
    expect(await outputsOf('mobile-risk', { phoneNumber: '9876543210' })).toMatchObject({ status: 'OK', lineType: 'MOBILE', riskLevel: 'LOW' });
    expect(await outputsOf('mobile-risk', { phoneNumber: '+919876500000' })).toMatchObject({ riskLevel: 'HIGH' });
  });

  it('mobile to name reads national numbers of either country it covers', async () => {
    expect(await outputsOf('mobile-to-name', { phoneNumber: '081234567890' })).toMatchObject({ status: 'OK', name: expect.any(String) });
    expect(await outputsOf('mobile-to-name', { phoneNumber: '+14155552671' })).toMatchObject({ status: 'NO_RECORD_FOUND', reason: 'Mobile to Name covers Indian and Indonesian numbers' });
    expect(await outputsOf('mobile-to-name', { phoneNumber: '12' })).toMatchObject({ status: 'FAILED', reason: 'phoneNumber 12 is not a valid Indian or Indonesian phone number' });
  });

  it('email risk: disposable domains score high, free providers are flagged', async () => {
    expect(await outputsOf('email-risk', { email: 'someone@yopmail.com' })).toMatchObject({ isDisposable: true, riskLevel: 'HIGH' });
    expect(await outputsOf('email-risk', { email: 'someone@gmail.com' })).toMatchObject({ isDisposable: false, isFreeProvider: true, riskLevel: 'LOW' });
  });

  it('NIK: province and birth date decoded from the number (women add 40 to the day)', async () => {
    expect(await outputsOf('nik-verification', { nik: '3174051201900003', fullName: 'Budi Santoso', dob: Date.UTC(1990, 0, 12) / 1000 })).toMatchObject({ province: 'DKI Jakarta', dobMatch: true, nameMatch: true });
    expect(await outputsOf('nik-verification', { nik: '3273015201900003', fullName: 'Siti Rahayu', dob: Date.UTC(1990, 0, 12) / 1000 })).toMatchObject({ province: 'Jawa Barat', dobMatch: true });
    expect(await outputsOf('nik-verification', { nik: '3174051201900003', fullName: 'Budi Santoso', dob: Date.UTC(1991, 0, 12) / 1000 })).toMatchObject({ dobMatch: false });
  });

  it('document OCR reads a passport whose generated MRZ passes its own check digits', async () => {
    const passport = await outputsOf('document-ocr', { documentImage: 'https://example.test/uploads/my-passport.png' });
    expect(passport).toMatchObject({ status: 'OK', docType: 'PASSPORT' });
    const parsed = parseTd3(String(passport.mrzLine1), String(passport.mrzLine2), new Date(NOW));
    expect(parsed).toMatchObject({ valid: true, fields: { checkDigitsValid: true, docNumber: passport.docNumber, dob: passport.dob } });
    for (const docType of ['PASSPORT', 'DRIVING_LICENCE']) {
      for (const image of ['https://example.test/a.jpg', 'https://example.test/b.jpg', 'https://example.test/c.jpg']) {
        const read = await outputsOf('document-ocr', { documentImage: image, documentType: docType });
        expect(Number(read.doi), `${docType} ${image}`).toBeLessThan(NOW / 1000);
        expect(Number(read.doi)).toBeGreaterThan(Number(read.dob));
      }
    }
    expect(await outputsOf('document-ocr', { documentImage: 'https://example.test/card.gif' })).toMatchObject({ status: 'FAILED', reason: 'documentImage must be a png or jpg image, not .gif' });
    expect(await outputsOf('document-ocr', { documentImage: 'iVBORw0KGgoAAAANSUhEUg==', documentType: 'KTP' })).toMatchObject({ status: 'OK', docType: 'KTP', nationality: 'IDN' });
  });

  it('sanctions screening honours the threshold and narrows by nationality', async () => {
    expect(await outputsOf('sanctions-pep-screening', { fullName: 'Viktor Testamenko' })).toMatchObject({ isSanctioned: true, lists: ['EU Consolidated', 'UK HMT'] });
    expect(await outputsOf('sanctions-pep-screening', { fullName: 'Viktor Testamenko', nationality: 'IND' })).toMatchObject({ isSanctioned: false, matchCount: 0 });
    expect(await outputsOf('sanctions-pep-screening', { fullName: 'Sandbox Sanctioned Persn' })).toMatchObject({ isSanctioned: true });
    expect(await outputsOf('sanctions-pep-screening', { fullName: 'Sandbox Sanctioned Persn', threshold: 100 })).toMatchObject({ matchCount: 0 });
  });

  it('follows the documented sandbox rules of the risk and biometric services', async () => {
    expect(await outputsOf('ip-intelligence', { ipAddress: '198.51.100.150' })).toMatchObject({ isVpn: true, isDatacenter: true, isTor: false, isProxy: false });
    expect(await outputsOf('ip-intelligence', { ipAddress: '198.51.100.200' })).toMatchObject({ isProxy: true, riskLevel: 'HIGH' });
    expect(await outputsOf('ip-intelligence', { ipAddress: '192.0.2.10' })).toMatchObject({ isDatacenter: true, isVpn: false });
    expect(await outputsOf('ip-intelligence', { ipAddress: '203.0.113.24' })).toMatchObject({ isDatacenter: false, isVpn: false, isTor: false, isProxy: false, riskLevel: 'LOW' });
    expect(await outputsOf('device-intelligence', { sessionId: 'sess_rooted01' })).toMatchObject({ isRooted: true, isEmulator: false, riskLevel: 'MEDIUM' });
    expect(await outputsOf('device-intelligence', { sessionId: 'sess_shared01' })).toMatchObject({ accountsOnDevice: expect.any(Number), riskLevel: 'MEDIUM' });
    expect(Number((await outputsOf('device-intelligence', { sessionId: 'sess_shared01' })).accountsOnDevice)).toBeGreaterThan(5);
    const priya = 'https://sandbox.veriflow.test/samples/selfie-priya.jpg';
    expect(await outputsOf('face-match', { image1: priya, image2: 'https://sandbox.veriflow.test/samples/pan-front.jpg' })).toMatchObject({ isMatch: false });
    expect(await outputsOf('face-match', { image1: priya, image2: priya })).toMatchObject({ matchScore: 99, isMatch: true });
    expect(await outputsOf('face-match', { image1: 'https://x.test/a.jpg', image2: 'https://x.test/mismatch.jpg' })).toMatchObject({ isMatch: false });
    expect(await outputsOf('upi-verification', { vpa: 'sharmastore@okaxis' })).toMatchObject({ isMerchant: true, pspName: 'Google Pay (Axis Bank)' });
    expect(await outputsOf('upi-verification', { vpa: 'ravi@nosuchhandle' })).toMatchObject({ status: 'NO_RECORD_FOUND' });
  });

  it('name and address match honour their thresholds', async () => {
    expect(await outputsOf('name-match', { name1: 'Ravi Kumar Sharma', name2: 'SHARMA RAVI K', threshold: 99 })).toMatchObject({ isMatch: false });
    expect(await outputsOf('name-match', { name1: 'Ravi', name2: 'Ravi', threshold: 101 })).toMatchObject({ status: 'FAILED', reason: 'threshold must be a number from 0 to 100' });
    expect(await outputsOf('address-match', { address1: 'MG Road, Pune 411001', address2: 'M.G. Road, Pune 411002' })).toMatchObject({ pincodeMatch: false });
  });
});
