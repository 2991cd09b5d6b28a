import { describe, it, expect } from 'vitest';
import {
  PortalError,
  errorMessage,
  isPortalError,
  toPortalError,
  type FailedResponse,
  type PortalErrorCode,
} from './errors';
import { mapHttpError } from './http-errors.lazy';
import { translate } from '../i18n/resources';

const english = (error: PortalError): string =>
  errorMessage(error, (key, options) => translate(key, 'en', options));

const json = (value: unknown): string => JSON.stringify(value);

const SESSION_EXPIRED_TEXT =
  'Your session has expired. Please refresh this page and sign in again.';

describe('mapHttpError', () => {
  describe('given a failed response from the catalogue', () => {
    it.each<[string, FailedResponse, PortalErrorCode, string]>([
      ['404', { status: 404, text: '' }, 'NOT_FOUND', 'Page not found'],
      ['500', { status: 500, text: '' }, 'SERVER', 'Internal Server error'],
      ['503', { status: 503, text: 'Service Unavailable' }, 'SERVER', 'Internal Server error'],
      ['400', { status: 400, text: '' }, 'BAD_REQUEST', translate('errors.badRequest', 'en')],
      ['401 without a body', { status: 401, text: '' }, 'SESSION_EXPIRED', SESSION_EXPIRED_TEXT],
      [
        '401 with a body',
        { status: 401, statusText: 'Unauthorized', text: json({ message: 'Token expired' }) },
        'SESSION_EXPIRED',
        SESSION_EXPIRED_TEXT,
      ],
      [
        '500 whose text names a NullPointerException',
        { status: 500, text: 'java.lang.NullPointerException at CartService.java:42' },
        'EXCEPTION',
        'Something went wrong, Please try again later',
      ],
      [
        'an INVALID_REGION body',
        { status: 400, text: json({ code: 'INVALID_REGION' }) },
        'INVALID_REGION',
        'Data processing in progress, try again in two hours.',
      ],
      [
        'a blob ERRDD001',
        { status: 500, text: json({ code: 'ERRDD001' }), blob: true },
        'FILE_TOO_BIG',
        'File size is too big to download, please reach out to IT support.',
      ],
      [
        "a blob 401 'Forbidden document' (HTTP/1.1 reason phrase Unauthorized)",
        { status: 401, statusText: 'Unauthorized', text: 'Forbidden document', blob: true },
        'NOT_AUTHORIZED',
        "User doesn't have the authorization.",
      ],
      [
        "a blob 401 'Forbidden document' (HTTP/2, no reason phrase)",
        { status: 401, statusText: '', text: 'Forbidden document', blob: true },
        'NOT_AUTHORIZED',
        "User doesn't have the authorization.",
      ],
      [
        "a blob 401 'Unauthorized'",
        { status: 401, statusText: 'Unauthorized', text: 'Unauthorized', blob: true },
        'SESSION_EXPIRED',
        SESSION_EXPIRED_TEXT,
      ],
      [
        "'Order number is not valid'",
        { status: 400, text: json({ message: 'Order number is not valid' }) },
        'ORDER_NUMBER_INVALID',
        '',
      ],
      [
        'REMINDER_104',
        { status: 409, text: json({ code: 'REMINDER_104', message: 'A reminder already exists' }) },
        'REMINDER_104',
        'A reminder already exists',
      ],
      [
        'WRONG_MARKET',
        { status: 403, text: json({ code: 'WRONG_MARKET' }) },
        'WRONG_MARKET',
        translate('errors.wrongMarket', 'en'),
      ],
      ['418', { status: 418, text: "I'm a teapot" }, 'UNKNOWN', translate('errors.unknown', 'en')],
    ])('maps %s to its code and readable message', (_situation, response, code, message) => {
      const error = mapHttpError(response);
      expect(error).toBeInstanceOf(PortalError);
      expect(error.code).toBe(code);
      expect(error.status).toBe(response.status);
      expect(english(error)).toBe(message);
    });
  });

  describe('given the messages the catalogue spells out', () => {
    it('words the wrong-market message as a direction to the assigned market', () => {
      const error = mapHttpError({ status: 403, text: json({ code: 'WRONG_MARKET' }) });
      expect(english(error)).toMatch(/assigned market/i);
    });

    it('uses a default message for an unknown status that is not empty', () => {
      const message = english(mapHttpError({ status: 418, text: '' }));
      expect(message).not.toBe('');
      expect(message).not.toBe('errors.unknown');
    });
  });

  describe('given a 401', () => {
    it('ends the session', () => {
      expect(mapHttpError({ status: 401, text: '' }).endsSession).toBe(true);
    });

    it('does not end the session for a blob the user may not open', () => {
      const error = mapHttpError({ status: 401, text: 'Forbidden document', blob: true });
      expect(error.endsSession).toBe(false);
    });
  });

  describe('given a cart error code with placeholder values', () => {
    it('keeps the server code and the params for the cart package to word', () => {
      const error = mapHttpError({
        status: 400,
        text: json({
          code: 'CART003',
          message: 'Quantity too high',
          params: { material: 'M-100', max: 40, ignored: { nested: true } },
          field: 'quantity',
        }),
      });
      expect(error.code).toBe('CART');
      expect(error.serverCode).toBe('CART003');
      expect(error.params).toEqual({ material: 'M-100', max: 40 });
      expect(error.field).toBe('quantity');
      expect(error.serverMessage).toBe('Quantity too high');
    });

    it.each(['CART001', 'CART006', 'MXCART001'])('maps %s to CART', (code) => {
      expect(mapHttpError({ status: 400, text: json({ errorCode: code }) }).code).toBe('CART');
    });
  });

  describe('given whether a retry can help', () => {
    it.each<[FailedResponse, boolean]>([
      [{ status: 500, text: '' }, true],
      [{ status: 404, text: '' }, false],
      [{ status: 400, text: '' }, false],
    ])('reports %j as retryable %s', (response, retryable) => {
      expect(mapHttpError(response).retryable).toBe(retryable);
    });
  });
});

describe('translations of the catalogue', () => {
  const keys = [
    'errors.notFound',
    'errors.server',
    'errors.badRequest',
    'errors.sessionExpired',
    'errors.notAuthorized',
    'errors.fileTooBig',
    'errors.exception',
    'errors.invalidRegion',
    'errors.wrongMarket',
    'errors.timeout',
    'errors.network',
    'errors.unknown',
  ];

  describe.each(['es', 'pt'] as const)('given the language %s', (lang) => {
    it.each(keys)('has a message for %s', (key) => {
      const text = translate(key, lang);
      expect(typeof text).toBe('string');
      expect(text).not.toBe(key);
      expect(text).not.toBe('');
      expect(text).not.toBe(translate(key, 'en'));
    });
  });
});

describe('toPortalError', () => {
  describe('given something thrown while calling', () => {
    it.each<[string, unknown, PortalErrorCode]>([
      ['a TimeoutError', new DOMException('timed out', 'TimeoutError'), 'TIMEOUT'],
      ['an AbortError', new DOMException('aborted', 'AbortError'), 'ABORTED'],
      [
        'a TimeoutError from another realm',
        Object.assign(new Error('signal timed out'), { name: 'TimeoutError' }),
        'TIMEOUT',
      ],
      ['a TypeError (network failure)', new TypeError('Failed to fetch'), 'NETWORK'],
      ['anything else', new Error('bug'), 'UNKNOWN'],
    ])('maps %s to its code and keeps the cause', (_what, thrown, code) => {
      const error = toPortalError(thrown);
      expect(isPortalError(error)).toBe(true);
      expect(error.code).toBe(code);
      expect(error.cause).toBe(thrown);
    });
  });

  describe('given a PortalError', () => {
    it('returns it unchanged', () => {
      const error = new PortalError({ code: 'SERVER', status: 500 });
      expect(toPortalError(error)).toBe(error);
    });
  });

  describe('given an aborted request', () => {
    it('has no message to show', () => {
      expect(english(toPortalError(new DOMException('aborted', 'AbortError')))).toBe('');
    });
  });
});
