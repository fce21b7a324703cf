import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SessionRequired } from '../../errors.ts';

/** Who is calling: the member behind a live session (set on the request by plugins/app/authenticate.ts). */
export interface Caller {
  id: string;
  email: string;
  emailVerified: boolean;
  family: string;
  signedInAt: Date;
  /** performance.now() when the session check began: this request's reads from memory are current as of then */
  checkedSince: number;
}

/** Whether this caller is an administrator: a verified e-mail listed in ADMIN_EMAILS (the one rule, requireAdmin's). */
export function isAdminCaller(app: FastifyInstance, caller: Caller): boolean {
  return caller.emailVerified && app.config.adminEmails.includes(caller.email.toLowerCase());
}

export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new SessionRequired();
  return request.caller;
}
