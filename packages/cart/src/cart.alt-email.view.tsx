import { useRef, useState, type FormEvent } from 'react';
import { useErrorMessage, usePortalContainer } from '@anp/core';
import { Button } from '@anp/ui';
import { TextField } from '@anp/ui/fields';
import { ModalOnDemand } from '@anp/ui/modal-on-demand';
import { isEmailAddress } from './model';
import { Actions, ErrorText, Form } from './cart.styles';
import { useCartText } from './use-cart-text';
import type { CartBehaviour } from './use-cart';

export type AltEmailState = Pick<
  CartBehaviour,
  | 'order'
  | 'altEmail'
  | 'emailModal'
  | 'openEmailModal'
  | 'sendAltEmail'
  | 'sendingEmail'
  | 'emailError'
>;

/**
 * The alternate e-mail dialog (ordering.md §2 screen 4): the address is checked before it is
 * sent; the field says what is wrong with it, and a failure to send is said beside it.
 */
export function AltEmailDialog({ state }: { state: AltEmailState }) {
  const { t } = useCartText();
  const describe = useErrorMessage();
  const container = usePortalContainer();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(state.altEmail);
  const [problem, setProblem] = useState<string | null>(null);
  const { order } = state;
  if (!order) return null;
  const close = () => state.openEmailModal(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const email = value.trim();
    const error = !email
      ? t('altEmail.required')
      : isEmailAddress(email)
        ? null
        : t('altEmail.invalid');
    setProblem(error);
    if (error) {
      input.current?.focus();
      return;
    }
    await state.sendAltEmail(email);
  };
  return (
    <ModalOnDemand
      open={state.emailModal}
      onClose={close}
      title={t('altEmail.title')}
      description={t('altEmail.description', { number: order.orderNumber })}
      closeLabel={t('altEmail.cancel')}
      container={container}
      initialFocusRef={input}
      size="sm"
    >
      <Form noValidate onSubmit={(e) => void submit(e)}>
        <TextField
          ref={input}
          label={t('altEmail.label')}
          type="email"
          autoComplete="email"
          value={value}
          onValueChange={setValue}
          error={problem}
        />
        {/* A failure to send is not the address's fault: a notice beside the field. */}
        {state.emailError && (
          <ErrorText role="alert">
            {t('altEmail.failed', { reason: describe(state.emailError) })}
          </ErrorText>
        )}
        <Actions>
          <Button type="button" variant="secondary" onClick={close}>
            {t('altEmail.cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={state.sendingEmail}>
            {t('altEmail.send')}
          </Button>
        </Actions>
      </Form>
    </ModalOnDemand>
  );
}
