import { retention } from './facts';

/**
 * The facts of one deployment that its privacy statement must state truthfully: how long
 * leads are kept and whether chat text goes to an external AI model. Both come from the
 * same environment the api runs with, read by this one function: the api deletes and
 * routes by it, and the site build writes the privacy page from it.
 */
export interface DeploymentFacts {
  /** Leads, their conversations and feedback are deleted after this many days. */
  retentionDays: number;
  /** The external model provider chat text is sent to, or null for the embedded assistant. */
  aiProvider: { name: string; host: string } | null;
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
export function deploymentFacts(env: Record<string, string | undefined>): DeploymentFacts {
  const days = text(env.LEADS_RETENTION_DAYS);
  let retentionDays: number = retention.defaultDays;
  if (days !== undefined) {
    if (!/^\d+$/.test(days) || Number(days) < 1) {
      throw new DeploymentFactsError(`LEADS_RETENTION_DAYS must be a whole number of days, 1 or more (got "${days}")`);
    }
    retentionDays = Number(days);
  }

  let aiProvider: DeploymentFacts['aiProvider'] = null;
  if (text(env.OPENAI_API_KEY)) {
    const baseUrl = text(env.OPENAI_BASE_URL) ?? 'https://api.openai.com/v1';
    const host = httpHost(baseUrl);
    if (!host) throw new DeploymentFactsError(`OPENAI_BASE_URL is not an http(s) URL (got "${baseUrl}")`);
    aiProvider = { name: text(env.CHAT_PROVIDER_NAME) ?? KNOWN_PROVIDERS[host] ?? host, host };
  }
  return { retentionDays, aiProvider };
}

/** "12 maanden", "1 maand", "2 weken", "90 dagen": a retention period as the privacy page says it. */
export function retentionPeriodText(days: number): string {
  if (days % 365 === 0) return `${(days / 365) * 12} maanden`;
  if (days % 30 === 0) return days === 30 ? '1 maand' : `${days / 30} maanden`;
  if (days % 7 === 0) return days === 7 ? '1 week' : `${days / 7} weken`;
  return days === 1 ? '1 dag' : `${days} dagen`;
}
