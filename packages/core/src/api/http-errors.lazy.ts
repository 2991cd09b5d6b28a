import { CART_ERROR_CODES, PortalError, type FailedResponse } from './errors';

/**
 * The spec's error catalogue applied to a failed response (shell-and-admin.md §8, ordering.md
 * §8). The client loads it on the first failure: a page that never meets an error never pays
 * for it, and the runtime every element loads at start stays within its budget.
 */

interface ServerBody {
  code?: unknown;
  errorCode?: unknown;
  message?: unknown;
  error?: unknown;
  field?: unknown;
  params?: unknown;
}

function parseBody(text: string): ServerBody {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as ServerBody) : {};
  } catch {
    return {};
  }
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

function paramsOf(v: unknown): Record<string, string | number> | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const out: Record<string, string | number> = {};
  for (const [k, value] of Object.entries(v)) {
    if (typeof value === 'string' || typeof value === 'number') out[k] = value;
  }
  return out;
}

/**
 * Maps a failed HTTP response to the catalogue. Order matters: the specific server codes come first,
 * then the "exception" text rule, then the status defaults.
 */
export function mapHttpError(response: FailedResponse): PortalError {
  const body = parseBody(response.text);
  const serverCode = str(body.code) ?? str(body.errorCode);
  const serverMessage =
    str(body.message) ??
    str(body.error) ??
    (serverCode ? undefined : response.text.slice(0, 500) || undefined);
  const base = {
    status: response.status,
    serverCode,
    serverMessage,
    field: str(body.field),
    params: paramsOf(body.params),
  };
  const text = `${serverCode ?? ''} ${serverMessage ?? ''} ${response.text}`;

  if (serverCode === 'ERRDD001' || /ERRDD001/.test(response.text))
    return new PortalError({ ...base, code: 'FILE_TOO_BIG', serverCode: 'ERRDD001' });
  if (response.status === 401) {
    // ordering.md §8: a blob 401 that is not "Unauthorized" means no right to the file; any other
    // 401 means the session is over (sign out, clear storage, go to login).
    // Body only, not statusText: the HTTP/1.1 reason phrase of every 401 is "Unauthorized", which made NOT_AUTHORIZED unreachable.
    const unauthorized = /unauthori[sz]ed/i.test(text) || !response.text;
    if (response.blob && !unauthorized) return new PortalError({ ...base, code: 'NOT_AUTHORIZED' });
    return new PortalError({ ...base, code: 'SESSION_EXPIRED' });
  }
  if (serverCode && (CART_ERROR_CODES as readonly string[]).includes(serverCode))
    return new PortalError({ ...base, code: 'CART' });
  if (serverCode === 'REMINDER_104') return new PortalError({ ...base, code: 'REMINDER_104' });
  if (serverCode === 'WRONG_MARKET' || /another market|assigned market/i.test(text))
    return new PortalError({ ...base, code: 'WRONG_MARKET' });
  if (serverCode === 'INVALID_REGION' || /invalid region/i.test(text))
    return new PortalError({ ...base, code: 'INVALID_REGION' });
  if (/order number is not valid/i.test(text))
    return new PortalError({ ...base, code: 'ORDER_NUMBER_INVALID', serverMessage: '' });
  if (/exception/i.test(response.text)) return new PortalError({ ...base, code: 'EXCEPTION' });
  if (response.status === 404) return new PortalError({ ...base, code: 'NOT_FOUND' });
  if (response.status === 400 || response.status === 413 || response.status === 422)
    return new PortalError({ ...base, code: 'BAD_REQUEST' });
  if (response.status >= 500) return new PortalError({ ...base, code: 'SERVER' });
  return new PortalError({ ...base, code: 'UNKNOWN' });
}
