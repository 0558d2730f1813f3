import { describe, expect, it } from 'vitest';
import { invitationMail } from './invitationMail';

describe('invitation e-mail', () => {
  it('links to sign-in with the invitation and its organisation', () => {
    const mail = invitationMail('http://localhost:4000', { id: 'inv_1', organizationId: 'org_1', organizationName: 'Acme Lending', email: 'new@example.test', role: 'admin' });
    expect(mail).toMatchObject({ to: 'new@example.test', subject: 'You are invited to Acme Lending on Veriflow', link: 'http://localhost:4000/auth/login?invitation=inv_1&organization=org_1' });
    expect(mail.text).toContain('as admin');
  });
});
