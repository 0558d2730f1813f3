import type { FastifyInstance } from 'fastify';
import type { Mailer, OutgoingMail } from './mailer';

/** The invitation e-mail: the sign-in link carries the invitation and its organisation (document 1 section 2.4). */
export function invitationMail(publicUrl: string, invitation: { id: string; organizationId: string; organizationName: string; email: string; role: string }): OutgoingMail {
  const link = `${publicUrl}/auth/login?${new URLSearchParams({ invitation: invitation.id, organization: invitation.organizationId }).toString()}`;
  return {
    to: invitation.email,
    subject: `You are invited to ${invitation.organizationName} on Veriflow`,
    text: `You have been invited to join ${invitation.organizationName} on Veriflow as ${invitation.role}.\n\nSign in or create your account with this address through this link to accept:\n${link}`,
    link,
  };
}

export const MAILER_DECORATOR = 'veriflowMailer';
export const INVITATION_SENDER_DECORATOR = 'veriflowInvitationSender';

export type InvitationSender = (invitation: Parameters<typeof invitationMail>[1]) => Promise<void>;

/** Sends invitation e-mails with links to this server's public address; undefined until identity is registered. */
export function invitationSenderOf(app: FastifyInstance): InvitationSender | undefined {
  return app.hasDecorator(INVITATION_SENDER_DECORATOR) ? app.getDecorator<InvitationSender>(INVITATION_SENDER_DECORATOR) : undefined;
}

/** The server's mailer, for routes outside identity (`ctx.request.server`); undefined until identity is registered. */
export function mailerOf(app: FastifyInstance): Mailer | undefined {
  return app.hasDecorator(MAILER_DECORATOR) ? app.getDecorator<Mailer>(MAILER_DECORATOR) : undefined;
}
