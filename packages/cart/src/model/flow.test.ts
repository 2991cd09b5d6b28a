import { describe, expect, it } from 'vitest';
import {
  cartFlowReducer,
  initialCartFlow,
  type CartFlowAction,
  type CartFlowState,
  type FlowIssue,
} from './flow';

const dateIssue: FlowIssue = { code: 'CART003', field: 'requestedDate' };
const truckIssue: FlowIssue = { code: 'CART002', field: 'truckSize' };
const failure = new Error('The cart could not be saved.');

function state(overrides: Partial<CartFlowState> = {}): CartFlowState {
  return { ...initialCartFlow, ...overrides };
}

function run(actions: CartFlowAction[], from: CartFlowState = initialCartFlow): CartFlowState {
  return actions.reduce(cartFlowReducer, from);
}

const withErrors = state({ deliveryError: dateIssue, pickupError: truckIssue });

describe('given the initial cart flow', () => {
  it('waits for its first data with nothing open', () => {
    expect(initialCartFlow).toEqual({
      loading: false,
      pending: [],
      initialLoad: true,
      error: null,
      failedOperation: null,
      updateStatus: 'initial',
      deliveryError: null,
      pickupError: null,
      validationErrors: [],
      emailModal: false,
      successModal: false,
      altEmail: '',
      termsAccepted: false,
    });
  });
});

describe('given a transition (ordering.md §4 cart flow)', () => {
  it.each<[string, CartFlowState, CartFlowAction, Partial<CartFlowState>]>([
    [
      'a fetch starts: loading on',
      state(),
      { type: 'start', operation: 'fetch' },
      { loading: true, pending: ['fetch'], initialLoad: true },
    ],
    [
      'a new call clears the previous failure',
      state({ error: failure, failedOperation: 'update' }),
      { type: 'start', operation: 'update' },
      { loading: true, pending: ['update'], error: null, failedOperation: null },
    ],
    [
      'the first data arrives: loading and initialLoad off',
      state({ loading: true, pending: ['fetch'] }),
      { type: 'succeed', operation: 'fetch' },
      { loading: false, pending: [], initialLoad: false, updateStatus: 'initial' },
    ],
    [
      'an update succeeds: updateStatus moves to updated',
      state({ loading: true, pending: ['update'], initialLoad: false }),
      { type: 'succeed', operation: 'update' },
      { loading: false, pending: [], updateStatus: 'updated' },
    ],
    [
      'a simulation succeeds: updateStatus unchanged',
      state({ loading: true, pending: ['simulate'], initialLoad: false }),
      { type: 'succeed', operation: 'simulate' },
      { loading: false, pending: [], updateStatus: 'initial' },
    ],
    [
      'one of two calls ends: still loading',
      state({ loading: true, pending: ['update', 'fetch'] }),
      { type: 'succeed', operation: 'update' },
      { loading: true, pending: ['fetch'], initialLoad: false, updateStatus: 'updated' },
    ],
    [
      'a call that never started ends: the running one still loads',
      state({ loading: true, pending: ['fetch'] }),
      { type: 'succeed', operation: 'submit' },
      { loading: true, pending: ['fetch'], initialLoad: false },
    ],
    [
      'an update fails: error kept, loading cleared',
      state({ loading: true, pending: ['update'], initialLoad: false }),
      { type: 'fail', operation: 'update', error: failure },
      {
        loading: false,
        pending: [],
        error: failure,
        failedOperation: 'update',
        updateStatus: 'initial',
      },
    ],
    [
      'the first fetch fails: the initial load is over (ordering.md §8)',
      state({ loading: true, pending: ['fetch'] }),
      { type: 'fail', operation: 'fetch', error: failure },
      { loading: false, pending: [], initialLoad: false, error: failure, failedOperation: 'fetch' },
    ],
    [
      'a submit fails before the first fetch ends: still the initial load',
      state({ loading: true, pending: ['fetch', 'submit'] }),
      { type: 'fail', operation: 'submit', error: failure },
      {
        loading: true,
        initialLoad: true,
        pending: ['fetch'],
        error: failure,
        failedOperation: 'submit',
      },
    ],
    [
      'the failure is dismissed',
      state({ error: failure, failedOperation: 'simulate' }),
      { type: 'dismissError' },
      { error: null, failedOperation: null },
    ],
    [
      'changing the ship method clears delivery and pickup errors',
      withErrors,
      { type: 'optionChanged', option: 'shipMethod' },
      { deliveryError: null, pickupError: null },
    ],
    [
      'changing the payment terms clears them',
      withErrors,
      { type: 'optionChanged', option: 'paymentTerms' },
      { deliveryError: null, pickupError: null },
    ],
    [
      'changing the truck size clears them',
      withErrors,
      { type: 'optionChanged', option: 'truckSize' },
      { deliveryError: null, pickupError: null },
    ],
    [
      'a delivery error is set',
      state(),
      { type: 'setDeliveryError', error: dateIssue },
      { deliveryError: dateIssue, pickupError: null },
    ],
    [
      'a pickup error is set',
      state(),
      { type: 'setPickupError', error: truckIssue },
      { pickupError: truckIssue, deliveryError: null },
    ],
    [
      'a delivery error is cleared',
      withErrors,
      { type: 'setDeliveryError', error: null },
      { deliveryError: null, pickupError: truckIssue },
    ],
    [
      'a validation error is appended and clears delivery and pickup errors',
      state({ ...withErrors, validationErrors: [truckIssue] }),
      { type: 'addValidationError', error: dateIssue },
      { validationErrors: [truckIssue, dateIssue], deliveryError: null, pickupError: null },
    ],
    [
      'clearing empties the validation errors',
      state({ validationErrors: [truckIssue, dateIssue], deliveryError: dateIssue }),
      { type: 'clearValidationErrors' },
      { validationErrors: [], deliveryError: dateIssue },
    ],
    [
      'the e-mail modal opens',
      state(),
      { type: 'setEmailModal', open: true },
      { emailModal: true },
    ],
    [
      'the e-mail modal closes',
      state({ emailModal: true }),
      { type: 'setEmailModal', open: false },
      { emailModal: false },
    ],
    [
      'the success modal opens',
      state(),
      { type: 'setSuccessModal', open: true },
      { successModal: true },
    ],
    [
      'the alternate e-mail is typed',
      state(),
      { type: 'setAltEmail', value: 'buyer@farm.example' },
      { altEmail: 'buyer@farm.example' },
    ],
    [
      'the terms are accepted',
      state(),
      { type: 'setTermsAccepted', accepted: true },
      { termsAccepted: true },
    ],
    [
      'the terms are unticked',
      state({ termsAccepted: true }),
      { type: 'setTermsAccepted', accepted: false },
      { termsAccepted: false },
    ],
  ])('%s', (_, from, action, expected) => {
    const next = cartFlowReducer(from, action);
    expect(next).toEqual({ ...from, ...expected });
  });

  it('does not change the state it is given', () => {
    const from = state({ validationErrors: [truckIssue], pending: ['fetch'] });
    const snapshot = structuredClone(from);
    run(
      [
        { type: 'addValidationError', error: dateIssue },
        { type: 'start', operation: 'update' },
        { type: 'succeed', operation: 'fetch' },
      ],
      from,
    );
    expect(from).toEqual(snapshot);
  });

  it('ignores an action it does not know', () => {
    const from = state({ altEmail: 'x@y.example' });
    expect(cartFlowReducer(from, { type: 'nonsense' } as unknown as CartFlowAction)).toBe(from);
  });
});

describe('given a whole visit to the cart', () => {
  it('fetches, updates, simulates, submits, confirms and resets', () => {
    const confirmed = run([
      { type: 'start', operation: 'fetch' },
      { type: 'succeed', operation: 'fetch' },
      { type: 'optionChanged', option: 'shipMethod' },
      { type: 'start', operation: 'update' },
      { type: 'succeed', operation: 'update' },
      { type: 'start', operation: 'simulate' },
      { type: 'succeed', operation: 'simulate' },
      { type: 'setTermsAccepted', accepted: true },
      { type: 'start', operation: 'submit' },
      { type: 'succeed', operation: 'submit' },
      { type: 'setEmailModal', open: true },
      { type: 'setAltEmail', value: 'office@farm.example' },
      { type: 'setEmailModal', open: false },
      { type: 'setSuccessModal', open: true },
    ]);
    expect(confirmed).toMatchObject({
      loading: false,
      initialLoad: false,
      updateStatus: 'updated',
      termsAccepted: true,
      altEmail: 'office@farm.example',
      emailModal: false,
      successModal: true,
      error: null,
    });
    expect(cartFlowReducer(confirmed, { type: 'reset' })).toEqual(initialCartFlow);
  });
});
