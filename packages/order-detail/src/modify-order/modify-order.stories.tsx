import type { Story } from '@ladle/react';
import { ModifyOrder } from './modify-order';
import { demoOrders, draftOf } from '../fixtures';
import { Demo } from '../fixtures/story-demo';

export default { title: 'Order detail / Modify order' };

export const ModifyBeforeCutoff: Story = () => (
  <Demo>
    <ModifyOrder orderNumber="4000161424" />
  </Demo>
);

export const ModifyWithSavedDraft: Story = () => (
  <Demo
    drafts={(orders, now) => {
      const draft = draftOf(orders.usOpen, new Date(now - 3_600_000).toISOString());
      draft.lines[2] = { ...draft.lines[2]!, quantity: 35 };
      return [{ ...draft, po: 'PO-1183-B' }];
    }}
  >
    <ModifyOrder orderNumber="4000161424" />
  </Demo>
);

export const ModifyAfterCutoff: Story = () => (
  <Demo>
    <ModifyOrder orderNumber="4000161390" />
  </Demo>
);

export const ModifyDraftAfterCutoff: Story = () => (
  <Demo
    drafts={(orders, now) => {
      const draft = draftOf(orders.usClosed, new Date(now - 2 * 86_400_000).toISOString());
      draft.lines[0] = { ...draft.lines[0]!, quantity: 60 };
      return [draft];
    }}
  >
    <ModifyOrder orderNumber="4000161390" />
  </Demo>
);

export const ModifyRefusedAtSubmit: Story = () => (
  <Demo
    routes={{
      'POST updateModifiedOrder': (call) =>
        (call.body as { apply: boolean }).apply
          ? { status: 409, body: { code: 'CUTOFF_PASSED', message: 'Too late' } }
          : {
              applied: false,
              draft: draftOf(demoOrders(Date.now()).usOpen, new Date().toISOString()),
            },
    }}
  >
    <ModifyOrder orderNumber="4000161424" />
  </Demo>
);

export const ModifyMexico: Story = () => (
  <Demo country="mx" lang="es">
    <ModifyOrder orderNumber="4000160011" />
  </Demo>
);
