/**
 * The error catalogue of ordering.md §8 and shell-and-admin.md §8 as typed errors. Every failure of
 * the API client becomes a `PortalError` whose `code` selects a translated message.
 */
export type PortalErrorCode =
  | 'NOT_FOUND' // 404
  | 'SERVER' // 500 and other 5xx
  | 'BAD_REQUEST' // 400
  | 'SESSION_EXPIRED' // 401: the token is no longer accepted
  | 'NOT_AUTHORIZED' // blob 401 that is not "Unauthorized": no right to this file
  | 'FILE_TOO_BIG' // blob ERRDD001
  | 'EXCEPTION' // response text contains "exception"
  | 'INVALID_REGION' // data for the region is still being processed
  | 'ORDER_NUMBER_INVALID' // passed through with empty text
  | 'REMINDER_104' // passes the server's own message
  | 'WRONG_MARKET' // primary account of another market
  | 'CART' // CART001-CART006, MXCART001: the cart package words them
  | 'TIMEOUT'
  | 'NETWORK'
  | 'ABORTED'
  | 'UNKNOWN'; // anything else

/** Message key in the core namespace for each code; `null` means "show the server's text". */
const MESSAGE_KEYS: Record<PortalErrorCode, string | null> = {
  NOT_FOUND: 'errors.notFound',
  SERVER: 'errors.server',
  BAD_REQUEST: 'errors.badRequest',
  SESSION_EXPIRED: 'errors.sessionExpired',
  NOT_AUTHORIZED: 'errors.notAuthorized',
  FILE_TOO_BIG: 'errors.fileTooBig',
  EXCEPTION: 'errors.exception',
  INVALID_REGION: 'errors.invalidRegion',
  ORDER_NUMBER_INVALID: null,
  REMINDER_104: null,
  WRONG_MARKET: 'errors.wrongMarket',
  CART: 'errors.unknown',
  TIMEOUT: 'errors.timeout',
  NETWORK: 'errors.network',
  ABORTED: null,
  UNKNOWN: 'errors.unknown',
};

export const CART_ERROR_CODES = [
  'CART001',
  'CART002',
  'CART003',
  'CART004',
  'CART005',
  'CART006',
  'MXCART001',
] as const;
export type CartErrorCode = (typeof CART_ERROR_CODES)[number];

export interface PortalErrorInit {
  code: PortalErrorCode;
  status?: number;
  /** The server's machine code (`CART003`, `ERRDD001`, ...) when it sent one. */
  serverCode?: string;
  /** The server's own message, kept for codes that pass it through and for logs. */
  serverMessage?: string;
  /** The request field the server blamed, for inline errors. */
  field?: string;
  /** Placeholder values the server sent with the code (cart messages). */
  params?: Record<string, string | number>;
  cause?: unknown;
}

export class PortalError extends Error {
  readonly code: PortalErrorCode;
  readonly status: number | undefined;
  readonly serverCode: string | undefined;
  readonly serverMessage: string | undefined;
  readonly field: string | undefined;
  readonly params: Record<string, string | number>;

  constructor(init: PortalErrorInit) {
    super(init.serverMessage || init.code, { cause: init.cause });
    this.name = 'PortalError';
    this.code = init.code;
    this.status = init.status;
    this.serverCode = init.serverCode;
    this.serverMessage = init.serverMessage;
    this.field = init.field;
    this.params = init.params ?? {};
  }

  /** The i18n key of the readable message, or null when the server's text is shown as is. */
  get messageKey(): string | null {
    return MESSAGE_KEYS[this.code];
  }

  /** Whether trying the same request again can help. */
  get retryable(): boolean {
    return ['SERVER', 'TIMEOUT', 'NETWORK', 'INVALID_REGION', 'EXCEPTION', 'UNKNOWN'].includes(
      this.code,
    );
  }

  /** Whether this failure must end the session (401 Unauthorized). */
  get endsSession(): boolean {
    return this.code === 'SESSION_EXPIRED';
  }
}

export function isPortalError(value: unknown): value is PortalError {
  return value instanceof PortalError;
}

/** What the client read of a failed response. */
export interface FailedResponse {
  status: number;
  statusText?: string;
  /** The raw body text ('' when none). */
  text: string;
  /** True when the request asked for a file (blob download). */
  blob?: boolean;
}

/** Turns anything thrown into a PortalError (network failures, aborts, programming errors). */
export function toPortalError(error: unknown): PortalError {
  if (error instanceof PortalError) return error;
  // By name, not `instanceof DOMException`: a signal's reason may come from another realm (jsdom, iframes) and failed instanceof, turning timeouts into UNKNOWN.
  const name =
    typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;
  if (name === 'TimeoutError') return new PortalError({ code: 'TIMEOUT', cause: error });
  if (name === 'AbortError') return new PortalError({ code: 'ABORTED', cause: error });
  if (error instanceof TypeError) return new PortalError({ code: 'NETWORK', cause: error });
  return new PortalError({ code: 'UNKNOWN', cause: error });
}

/**
 * The readable message for an error in the given translate function: the catalogue's wording, or
 * the server's own text for the codes that pass it through.
 */
export function errorMessage(
  error: PortalError,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const key = error.messageKey;
  if (key === null) return error.serverMessage ?? '';
  return t(key, error.params);
}
