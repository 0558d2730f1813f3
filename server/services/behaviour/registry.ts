import type { ServiceBehaviour } from './answer';
import { bankAccountVerification, ifscLookup, upiVerification } from './bank';
import { faceMatch, liveness } from './biometrics';
import { addressMatch, companyRegistry, gstinVerification } from './business';
import { sanctionsPepScreening } from './compliance';
import { emailRisk, mobileRisk, mobileToName, nameMatch } from './contact';
import { employmentVerification } from './employment';
import { aadhaarVerification, drivingLicenceVerification, panVerification, voterIdVerification } from './identity';
import { nikVerification, passportMrz, philsysVerification, ssnVerification } from './identityForeign';
import { documentOcr } from './ocr';
import { deviceIntelligence, ipIntelligence } from './risk';

/** The behaviour of every service of the catalogue, by service id. */
export const BEHAVIOURS: Readonly<Record<string, ServiceBehaviour>> = {
  'pan-verification': panVerification,
  'aadhaar-verification': aadhaarVerification,
  'voter-id-verification': voterIdVerification,
  'driving-licence-verification': drivingLicenceVerification,
  'passport-mrz': passportMrz,
  'nik-verification': nikVerification,
  'ssn-verification': ssnVerification,
  'philsys-verification': philsysVerification,
  'bank-account-verification': bankAccountVerification,
  'ifsc-lookup': ifscLookup,
  'upi-verification': upiVerification,
  'mobile-risk': mobileRisk,
  'email-risk': emailRisk,
  'mobile-to-name': mobileToName,
  'name-match': nameMatch,
  'ip-intelligence': ipIntelligence,
  'device-intelligence': deviceIntelligence,
  'document-ocr': documentOcr,
  'face-match': faceMatch,
  liveness,
  'gstin-verification': gstinVerification,
  'company-registry': companyRegistry,
  'address-match': addressMatch,
  'employment-verification': employmentVerification,
  'sanctions-pep-screening': sanctionsPepScreening,
};
