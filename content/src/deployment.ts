import { analyticsRetention, retention } from './facts';

/**
 * The facts of one deployment that its privacy statement must state truthfully: how long
 * leads and raw page views are kept and whether chat text goes to an external AI model. Both come from the
 * same environment the api runs with, read by this one function: the api deletes and
 * routes by it, and the site build writes the privacy page from it.
 */
export interface DeploymentFacts {
  /** Leads, their conversations and feedback are deleted after this many days. */
  retentionDays: number;
  /** The external model provider chat text is sent to, or null for the embedded assistant. */
  aiProvider: { name: string; host: string } | null;
  /** Raw page views of the visit counting are deleted after this many days (the daily totals stay). */
  analyticsRawDays: number;
  /** The overview shows a group of fewer visitors than this as "overig". */
  analyticsMinGroupVisitors: number;
}

export class DeploymentFactsError extends Error {}

const KNOWN_PROVIDERS: Record<string, string> = {
  'api.openai.com': 'OpenAI',
  'api.mistral.ai': 'Mistral AI',
  'api.groq.com': 'Groq',
  'openrouter.ai': 'OpenRouter',
  'api.together.xyz': 'Together AI',
  'api.deepseek.com': 'DeepSeek',
};

function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * The WHATWG URL parser. It is a global in Node and in browsers, where this module runs, but
 * content's types declare neither (content/tsconfig.json): the part used here, declared here.
 */
declare const URL: new (url: string) => { protocol: string; hostname: string };

/** The host of an http(s) URL, lowercased ("[::1]" for IPv6); undefined for anything else. */
function httpHost(url: string): string | undefined {
  let parsed: { protocol: string; hostname: string };
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  return parsed.hostname;
}

/** Reads the deployment facts from an environment (`process.env` in the api and the build). */
/** A setting of a whole number (of days, of visitors), 1 or more, or its default. */
function wholeNumber(setting: string | undefined, name: string, fallback: number, of = 'days'): number {
  const value = text(setting);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new DeploymentFactsError(`${name} must be a whole number of ${of}, 1 or more (got "${value}")`);
  }
  return Number(value);
}

export function deploymentFacts(env: Record<string, string | undefined>): DeploymentFacts {
  const retentionDays = wholeNumber(env.LEADS_RETENTION_DAYS, 'LEADS_RETENTION_DAYS', retention.defaultDays);
  const analyticsRawDays = wholeNumber(env.ANALYTICS_RAW_DAYS, 'ANALYTICS_RAW_DAYS', analyticsRetention.defaultRawDays);
  const analyticsMinGroupVisitors = wholeNumber(
    env.ANALYTICS_MIN_GROUP_VISITORS,
    'ANALYTICS_MIN_GROUP_VISITORS',
    analyticsRetention.defaultMinGroupVisitors,
    'visitors',
  );

  let aiProvider: DeploymentFacts['aiProvider'] = null;
  if (text(env.OPENAI_API_KEY)) {
    const baseUrl = text(env.OPENAI_BASE_URL) ?? 'https://api.openai.com/v1';
    const host = httpHost(baseUrl);
    if (!host) throw new DeploymentFactsError(`OPENAI_BASE_URL is not an http(s) URL (got "${baseUrl}")`);
    aiProvider = { name: text(env.CHAT_PROVIDER_NAME) ?? KNOWN_PROVIDERS[host] ?? host, host };
  }
  return { retentionDays, aiProvider, analyticsRawDays, analyticsMinGroupVisitors };
}

/** "12 maanden", "1 maand", "2 weken", "90 dagen": a retention period as the privacy page says it. */
export function retentionPeriodText(days: number): string {
  if (days % 365 === 0) return `${(days / 365) * 12} maanden`;
  if (days % 30 === 0) return days === 30 ? '1 maand' : `${days / 30} maanden`;
  if (days % 7 === 0) return days === 7 ? '1 week' : `${days / 7} weken`;
  return days === 1 ? '1 dag' : `${days} dagen`;
}
