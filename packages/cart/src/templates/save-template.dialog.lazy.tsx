import { useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  useErrorMessage,
  useKitTranslation,
  usePortalContainer,
  useSelectedAccount,
  type PortalError,
} from '@anp/core';
import { useCartApi, type OrderTemplate } from '@anp/core/services/cart';
import { TEMPLATE_NAME_MAX } from '@anp/rules/cart';
import { Button } from '@anp/ui';
import { Checkbox, TextField } from '@anp/ui/fields';
import { Modal } from '@anp/ui/modal';
import { CART_TEMPLATES_NS } from './i18n';

export interface SaveTemplateDialogProps {
  /** The account (sold-to) whose cart is saved: the calls' X-Account-Id. */
  accountId: string;
  onClose(): void;
  /** After the server saved it. */
  onSaved(template: OrderTemplate): void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * "Save as template" (issue 17): a name and whether the account's other users see it, then POST
 * cart/templates/create, which saves the cart as the server holds it. The server's refusal (a
 * name already used, the limit of templates, an empty cart) is shown in the dialog, as text.
 */
export function SaveTemplateDialog({
  accountId,
  onClose,
  onSaved,
  returnFocusRef,
}: SaveTemplateDialogProps) {
  const { t } = useKitTranslation(CART_TEMPLATES_NS);
  const container = usePortalContainer();
  const api = useCartApi();
  const describe = useErrorMessage();
  const accountName = useSelectedAccount().account?.fullname ?? null;
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [busy, setBusy] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (name.trim() === '') {
      setNameError(t('nameRequired'));
      nameRef.current?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const saved = await api.createTemplate(
        { name: name.trim(), shared },
        { publishErrors: false, accountId },
      );
      onSaved(saved);
    } catch (error) {
      setFailure(t('failed', { reason: describe(error as PortalError) }));
      setBusy(false);
    }
  };

  const formId = 'anp-save-template-form';
  return (
    <Modal
      open
      onClose={onClose}
      title={t('title')}
      description={t('description')}
      closeLabel={t('close')}
      container={container}
      initialFocusRef={nameRef}
      {...(returnFocusRef ? { returnFocusRef } : {})}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {busy ? t('saving') : t('save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          ref={nameRef}
          label={t('name')}
          hint={t('nameHint', { max: TEMPLATE_NAME_MAX })}
          value={name}
          maxLength={TEMPLATE_NAME_MAX}
          required
          error={nameError}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(null);
          }}
        />
        <Checkbox
          label={accountName ? t('share', { account: accountName }) : t('shareAccount')}
          hint={t('shareHint')}
          checked={shared}
          onCheckedChange={setShared}
        />
        {failure && <p role="alert">{failure}</p>}
      </form>
    </Modal>
  );
}
