import { createHmac, randomUUID } from 'node:crypto';
import type { LeadVisit } from '@agency/contract/analytics';
import { isIdempotencyKeyConflict, type LeadRepository, type Lead } from '../data/leadRepository';
import { visitColumns } from '../data/leadVisit';
import type { ChannelName, ConversationMessage } from '../../../shared/data/schema';
import { errors } from '../../../shared/errors';
import { parseConversation, type ChatLimits } from '../../../shared/chatInput';
import { fingerprint, type Logger } from '../../../shared/logger';
import { canonicalJson, IDEMPOTENCY_WINDOW_MS, requestHash } from './idempotency';
import {
  callbackRequestSchema,
  isHoneypotFilled,
  liveChatContactSchema,
  parseInput,
  projectRequestSchema,
} from './leadInput';

export interface LeadServiceDeps {
  leads: LeadRepository;
  /** Channels that get an outbox job for every new lead. */
  channels: readonly ChannelName[];
  /** Told after a new lead's commit (not a repeat under its key, not a honeypot): wakes the outbox worker, counts the goal, alerts the colleagues. */
  onLeadStored: (lead: Pick<Lead, 'id' | 'kind' | 'source'>) => void;
  logger: Logger;
  hashSalt: string;
  /** The chat's limits, which a conversation sent with a chat callback lead must keep too. */
  conversationLimits: ChatLimits;
  /**
   * Reads a body's `visit` as it is kept: `visitOriginOf` of api/src/features/analytics, passed
   * in by the composition (api/src/compose.ts) so that no feature imports analytics. Null, never
   * an error, for one that is malformed: a lead is never refused for its visit.
   */
  visitOf: (sent: unknown, ownHost: string | undefined) => LeadVisit | null;
  now?: () => Date;
}

export interface LeadReceipt {
  id: string;
}

/** Where a lead came from, for the logs, and the caller's Idempotency-Key. */
export interface LeadContext {
  requestId?: string;
  /**
   * A valid Idempotency-Key (see `parseIdempotencyKey`): for 24 hours the same key with the
   * same request answers the first lead's id again instead of storing a second lead, and with
   * another request (or at the other endpoint) is refused with 422 idempotency_key_reused.
   */
  idempotencyKey?: string | undefined;
  /**
   * The body's `visit` as sent (`VisitOrigin`), and the host the request came to; absent: the
   * lead came without one (a form the browser posted itself, before the page's code ran).
   */
  visit?: { sent: unknown; ownHost: string | undefined };
}

/**
 * The contact details a visitor left in a live chat, as stored: the phone in E.164, the e-mail
 * address lowercased (each null when not given, never both), the name or null.
 */
export interface LiveChatContactDetails {
  phone: string | null;
  email: string | null;
  name: string | null;
}

/** How often a request tries to take its key when other instances keep taking it first. */
const MAX_KEY_ATTEMPTS = 3;

export interface LeadService {
  requestCallback(body: unknown, context?: LeadContext): Promise<LeadReceipt>;
  requestProject(body: unknown, context?: LeadContext): Promise<LeadReceipt>;
  /**
   * The idempotency key of a form the browser posted itself (it sends no `Idempotency-Key`):
   * the same fields within 24 hours are the same request (a double click, a reload). No
   * address goes in: the stored key must not be a way back to one.
   */
  formPostKey(body: unknown): string;
  /**
   * The contact details a visitor left in a live chat (`POST /api/live-chat/contact`), by the
   * forms' rules: a phone number or an e-mail address, at least one (400 with a Dutch message at
   * both fields otherwise). Null when the honeypot is filled: the caller answers as if stored.
   */
  readLiveChatContact(body: unknown): LiveChatContactDetails | null;
  /**
   * A new lead of a live chat (source `chat`, kind `callback`), stored with its notifications
   * and committed before this resolves. Its transcript is the live chat's to link
   * (api/src/features/liveChat).
   */
  storeLiveChatLead(contact: LiveChatContactDetails, context?: LeadContext): Promise<LeadReceipt>;
}

/**
 * The leads of a live chat (api/src/features/liveChat asks for them): the visitor's contact
 * details read by the forms' rules, and a new lead stored like every other, with its notifications.
 */
function liveChatLeads(
  deps: LeadServiceDeps,
  now: () => Date,
  insert: (lead: Lead, context: LeadContext, conversation: ConversationMessage[] | null) => Promise<void>,
  visitOfRequest: (context: LeadContext) => ReturnType<typeof visitColumns>,
): Pick<LeadService, 'readLiveChatContact' | 'storeLiveChatLead'> {
  return {
    readLiveChatContact(body) {
      const contact = parseInput(liveChatContactSchema, body);
      if (!isHoneypotFilled(body)) return contact;
      deps.logger.info({ event: 'lead.honeypot', kind: 'callback' }, 'honeypot filled; lead dropped');
      return null;
    },

    async storeLiveChatLead(contact, context = {}) {
      const lead: Lead = {
        id: randomUUID(),
        kind: 'callback',
        name: contact.name,
        email: contact.email,
        phone: contact.phone,
        message: null,
        created_at: now().toISOString(),
        source: 'chat',
        idempotency_key: null,
        request_hash: null,
        status: 'new',
        ...visitOfRequest(context),
      };
      await insert(lead, context, null);
      return { id: lead.id };
    },
  };
}

export function createLeadService(deps: LeadServiceDeps): LeadService {
  const now = deps.now ?? (() => new Date());
  /**
   * Requests with an Idempotency-Key being stored right now, by key: a double click in this
   * process waits for the first request instead of racing it. (Across processes the unique
   * index on leads.idempotency_key decides; see `storeUnderKey`.)
   */
  const inFlight = new Map<string, Promise<Lead>>();

  /**
   * A bot that fills the hidden `website` field gets the same 201 as a person, with an id
   * that exists nowhere: it learns nothing, and nothing is stored or sent to the agency.
   */
  function pretendAccepted(kind: Lead['kind'], context: LeadContext): LeadReceipt {
    deps.logger.info({ event: 'lead.honeypot', kind, reqId: context.requestId }, 'honeypot filled; lead dropped');
    return { id: randomUUID() };
  }

  /**
   * The conversation of a callback request: only with source "chat", by the chat's rules
   * (400 too_many_messages, message_too_long, invalid_role, invalid_content). Null when none.
   */
  function conversationOf(input: { source: string; conversation?: unknown }): ConversationMessage[] | null {
    if (input.conversation === undefined || input.conversation === null) return null;
    if (input.source !== 'chat') {
      throw errors.validation({ conversation: 'Een gesprek kan alleen met "source": "chat" worden meegestuurd.' });
    }
    const messages = parseConversation(input.conversation, deps.conversationLimits);
    return messages.length > 0 ? messages : null;
  }

  /** The visit the request came with, as it is kept (`LeadVisitColumns`); all NULL without one. */
  const visitOfRequest = (context: LeadContext) =>
    visitColumns(context.visit ? deps.visitOf(context.visit.sent, context.visit.ownHost) : null);

  /** Stores a new lead, its conversation and its outbox jobs, logs it and wakes the outbox worker. */
  async function insert(lead: Lead, context: LeadContext, conversation: ConversationMessage[] | null): Promise<void> {
    // Written (and committed) before the caller answers 201: an acknowledged lead is on disk.
    await deps.leads.insert(lead, deps.channels, conversation);
    deps.logger.info(
      {
        event: 'lead.stored',
        reqId: context.requestId,
        leadId: lead.id,
        kind: lead.kind,
        source: lead.source,
        conversationMessages: conversation?.length ?? 0,
        // Whether it came with a visit, never where from.
        visit: lead.visit_landing !== null,
        phoneHash: lead.phone ? fingerprint(lead.phone, deps.hashSalt) : undefined,
        emailHash: lead.email ? fingerprint(lead.email, deps.hashSalt) : undefined,
      },
      'lead stored',
    );
    deps.onLeadStored(lead);
  }

  /**
   * Stores the lead under its key, unless a lead of the last 24 hours holds that key: then
   * that lead is returned and nothing is stored. A holder older than 24 hours lets go of the
   * key first. When another instance stores the same key between the look-up and the insert,
   * the unique index refuses this insert and the look-up is repeated: its lead is the answer.
   */
  async function storeUnderKey(
    lead: Lead & { idempotency_key: string },
    context: LeadContext,
    conversation: ConversationMessage[] | null,
  ): Promise<Lead> {
    const key = lead.idempotency_key;
    for (let attempt = 1; ; attempt += 1) {
      const windowStart = new Date(now().getTime() - IDEMPOTENCY_WINDOW_MS);
      const holder = await deps.leads.findByIdempotencyKey(key);
      if (holder && holder.created_at >= windowStart.toISOString()) return holder;
      if (holder) await deps.leads.releaseIdempotencyKey(key, windowStart);
      try {
        await insert(lead, context, conversation);
        return lead;
      } catch (error) {
        if (!isIdempotencyKeyConflict(error) || attempt >= MAX_KEY_ATTEMPTS) throw error;
      }
    }
  }

  async function store(
    lead: Lead,
    body: unknown,
    context: LeadContext,
    conversation: ConversationMessage[] | null = null,
  ): Promise<LeadReceipt> {
    const key = context.idempotencyKey;
    if (key === undefined) {
      await insert(lead, context, conversation);
      return { id: lead.id };
    }
    const hash = requestHash(lead.kind, body);
    let pending = inFlight.get(key);
    if (!pending) {
      pending = storeUnderKey({ ...lead, idempotency_key: key, request_hash: hash }, context, conversation);
      inFlight.set(key, pending);
      const forget = () => inFlight.delete(key);
      pending.then(forget, forget);
    }
    const holder = await pending;
    const event = { reqId: context.requestId, leadId: holder.id, kind: lead.kind };
    if (holder.request_hash !== hash) {
      deps.logger.info(
        { event: 'lead.idempotency_key_reused', ...event },
        'idempotency key reused for another request',
      );
      throw errors.idempotencyKeyReused();
    }
    if (holder.id !== lead.id) {
      deps.logger.info({ event: 'lead.idempotent_replay', ...event }, 'repeated request; first lead answered');
    }
    return { id: holder.id };
  }

  return {
    formPostKey(body) {
      return `form-${createHmac('sha256', deps.hashSalt).update(canonicalJson(body)).digest('base64url')}`;
    },

    async requestCallback(body, context = {}) {
      const input = parseInput(callbackRequestSchema, body);
      const conversation = conversationOf(input);
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
          source: input.source,
          idempotency_key: null,
          request_hash: null,
          status: 'new',
          ...visitOfRequest(context),
        },
        body,
        context,
        conversation,
      );
    },

    ...liveChatLeads(deps, now, insert, visitOfRequest),

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
          source: 'contact-form',
          idempotency_key: null,
          request_hash: null,
          status: 'new',
          ...visitOfRequest(context),
        },
        body,
        context,
      );
    },
  };
}
