import { randomUUID } from 'node:crypto';
import type { LeadRepository, Lead } from '../../data/leadRepository';
import type { ChannelName } from '../../data/schema';
import { fingerprint, type Logger } from '../../logger';
import { callbackRequestSchema, isHoneypotFilled, parseInput, projectRequestSchema } from './leadInput';

export interface LeadServiceDeps {
  leads: LeadRepository;
  /** Channels that get an outbox job for every new lead. */
  channels: readonly ChannelName[];
  /** Wakes the outbox worker after a commit, so notification is near-instant. */
  onLeadStored: () => void;
  logger: Logger;
  hashSalt: string;
  now?: () => Date;
}

export interface LeadReceipt {
  id: string;
}

/** Where a lead came from, for the logs. */
export interface LeadContext {
  requestId?: string;
}

export interface LeadService {
  requestCallback(body: unknown, context?: LeadContext): Promise<LeadReceipt>;
  requestProject(body: unknown, context?: LeadContext): Promise<LeadReceipt>;
}

export function createLeadService(deps: LeadServiceDeps): LeadService {
  const now = deps.now ?? (() => new Date());

  /**
   * A bot that fills the hidden `website` field gets the same 201 as a person, with an id
   * that exists nowhere: it learns nothing, and nothing is stored or sent to the agency.
   */
  function pretendAccepted(kind: Lead['kind'], context: LeadContext): LeadReceipt {
    deps.logger.info({ event: 'lead.honeypot', kind, reqId: context.requestId }, 'honeypot filled; lead dropped');
    return { id: randomUUID() };
  }

  async function store(lead: Lead, context: LeadContext): Promise<LeadReceipt> {
    // Written (and committed) before the caller answers 201: an acknowledged lead is on disk.
    await deps.leads.insert(lead, deps.channels);
    deps.logger.info(
      {
        event: 'lead.stored',
        reqId: context.requestId,
        leadId: lead.id,
        kind: lead.kind,
        phoneHash: lead.phone ? fingerprint(lead.phone, deps.hashSalt) : undefined,
        emailHash: lead.email ? fingerprint(lead.email, deps.hashSalt) : undefined,
      },
      'lead stored',
    );
    deps.onLeadStored();
    return { id: lead.id };
  }

  return {
    async requestCallback(body, context = {}) {
      const input = parseInput(callbackRequestSchema, body);
      if (isHoneypotFilled(body)) return pretendAccepted('callback', context);
      return store(
        {
          id: randomUUID(),
          kind: 'callback',
          name: input.name,
          email: null,
          phone: input.phone_number,
          message: null,
          created_at: now().toISOString(),
        },
        context,
      );
    },

    async requestProject(body, context = {}) {
      const input = parseInput(projectRequestSchema, body);
      if (isHoneypotFilled(body)) return pretendAccepted('project', context);
      return store(
        {
          id: randomUUID(),
          kind: 'project',
          name: input.name,
          email: input.email,
          phone: input.phone,
          message: input.message,
          created_at: now().toISOString(),
        },
        context,
      );
    },
  };
}
