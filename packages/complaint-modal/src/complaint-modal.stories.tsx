import { useEffect, useState, type ReactNode } from 'react';
import type { Story } from '@ladle/react';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import { Button } from '@anp/ui';
import { ComplaintModal, ComplaintModalPreset } from './complaint-modal';
import type { CaseProductOption, CustomerCase, Plant } from '@anp/core/services/support';
import {
  formReducer,
  initialForm,
  savedComplaintKey,
  serializeSavedComplaint,
  type ComplaintForm,
  type FormAction,
  type SavedComplaint,
} from './model';
import {
  KOREA_PLANTS,
  PRODUCTS,
  USER_ID,
  daysAgo,
  supportRoutes,
  supportState,
  type SupportState,
} from './fixtures';
import type { ComplaintPreset } from './use-complaint';

export default { title: 'Complaint modal' };

const CASES = 'users/account/customerCase';
const never = () => new Promise<never>(() => {});

function Demo({
  country = 'us',
  lang = 'en',
  routes,
  plants,
  products,
  preset,
  seed,
  children,
}: {
  country?: string;
  lang?: string;
  routes?: FakeRoutes;
  plants?: Plant[];
  products?: CaseProductOption[];
  preset?: ComplaintPreset;
  /** What the server and the tab hold before the modal opens: the complaint kept for it. */
  seed?: (state: SupportState) => SavedComplaint;
  children?: ReactNode;
}) {
  const [setup] = useState(() => {
    const config = resolveConfig({ country, lang }, {});
    const state = supportState();
    // Each story starts from its own tab: only a story that keeps a complaint has one.
    const key = savedComplaintKey('selected');
    if (seed) sessionStorage.setItem(key, serializeSavedComplaint(seed(state)));
    else sessionStorage.removeItem(key);
    const backend = fakeBackend(
      config,
      supportRoutes(state, {
        ...(plants ? { plants } : {}),
        ...(products ? { products } : {}),
        ...(routes ? { overrides: routes } : {}),
      }),
      { delayMs: 250 },
    );
    return { config, backend, cache: new Map() };
  });
  const [open, setOpen] = useState(true);
  const modal = preset ? (
    <ComplaintModalPreset open={open} onClose={() => setOpen(false)} preset={preset} />
  ) : (
    <ComplaintModal open={open} onClose={() => setOpen(false)} />
  );
  return (
    <KitRoot config={setup.config} services={setup.backend.services} swrCache={setup.cache}>
      <div style={{ padding: 16 }}>
        <Button onClick={() => setOpen(true)}>Open the complaint modal</Button>
        {children}
      </div>
      {modal}
    </KitRoot>
  );
}

const run = (...actions: FormAction[]): ComplaintForm =>
  actions.reduce(formReducer, initialForm({ phoneNumber: '+1 515 555 0134' }));

const lots = (productId: string, values: string[]): FormAction[] =>
  values.flatMap((value): FormAction[] => [
    { type: 'setLotInput', productId, value },
    { type: 'addLot', productId },
  ]);

/** Two products with lot numbers, one of them with a sixth lot refused. */
const WITH_LOTS = run(
  { type: 'setPlant', plant: 'plant-us-amarillo' },
  { type: 'setCategory', category: 'QUALITY' },
  { type: 'setSubCategory', subCategory: 'FOREIGN' },
  { type: 'setAboutOrder', aboutOrder: true },
  { type: 'pickRecentOrder', orderNumber: '4000141207', deliveryDate: daysAgo(21) },
  { type: 'toggleProduct', product: PRODUCTS[0]!, defaultUnit: 'BAG' },
  { type: 'setLine', productId: '100245', field: 'affectedBag', value: '3' },
  { type: 'setLine', productId: '100245', field: 'qty', value: '40' },
  ...lots('100245', ['L-0412', 'L-0413', 'L-0420', 'L-0421', 'L-0422', 'L-0430']),
  { type: 'toggleProduct', product: PRODUCTS[2]!, defaultUnit: '' },
  { type: 'setLine', productId: '200410', field: 'qty', value: '12.5' },
  { type: 'setLine', productId: '200410', field: 'unitOfMeasure', value: 'TON' },
  ...lots('200410', ['B-7781']),
  { type: 'setText', field: 'subject', value: 'Small stones in two deliveries' },
  {
    type: 'setText',
    field: 'caseComment',
    value: 'The calves refused the feed; we found small stones when we opened the bags.',
  },
);

/** Some fields filled, some wrong, some empty: the errors of a Submit. */
const WITH_ERRORS = run(
  { type: 'setCategory', category: 'DELIVERY' },
  { type: 'setAboutOrder', aboutOrder: true },
  { type: 'setText', field: 'orderNumber', value: '4000 1412' },
  { type: 'toggleProduct', product: PRODUCTS[0]!, defaultUnit: 'BAG' },
  { type: 'setLine', productId: '100245', field: 'affectedBag', value: '50' },
  { type: 'setLine', productId: '100245', field: 'qty', value: '40' },
  { type: 'setLotInput', productId: '100245', value: 'L-77' },
  { type: 'setText', field: 'phoneNumber', value: 'call me' },
);

const SUBMITTED: CustomerCase = {
  id: 'case-0001',
  caseNumber: 'CS-000123',
  caseType: 'Complaint',
  status: 'New',
  subject: 'Small stones in two deliveries',
  category: 'QUALITY',
  categoryLabel: 'Product quality',
  subCategory: 'FOREIGN',
  subCategoryLabel: 'Foreign material',
  plant: 'plant-us-amarillo',
  plantName: 'Amarillo Feed Mill',
  orderQuestionCB: false,
  orderNumber: null,
  deliveryDate: null,
  phoneNumber: '+1 515 555 0134',
  caseComment: 'The calves refused the feed.',
  products: [],
  documents: [],
  accountId: 'acct-us-0001',
  userId: USER_ID,
  createdAt: '2026-11-03T10:00:00.000Z',
  updatedAt: '2026-11-03T10:05:00.000Z',
  submittedAt: '2026-11-03T10:05:00.000Z',
};

export const Empty: Story = () => <Demo />;

export const Loading: Story = () => (
  <Demo routes={{ 'GET customerCase/configurations': never, 'GET users/plants': never }} />
);

export const LoadFails: Story = () => (
  <Demo
    routes={{
      'GET users/plants': () => ({ status: 503, body: { code: 'UNAVAILABLE', message: 'Down' } }),
    }}
  />
);

export const DraftFailed: Story = () => (
  <Demo
    routes={{
      [`POST ${CASES}`]: () => ({ status: 503, body: { code: 'UNAVAILABLE', message: 'Down' } }),
    }}
  />
);

export const ErrorsShown: Story = () => <Demo preset={{ form: WITH_ERRORS, showErrors: true }} />;

export const ProductsWithLots: Story = () => <Demo preset={{ form: WITH_LOTS }} />;

/** Attaches files as if the user had dropped them (the story's own helper, not the kit's). */
function AutoAttach({ files }: { files: () => File[] }) {
  useEffect(() => {
    const timer = setInterval(() => {
      const input = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!input) return;
      clearInterval(timer);
      const transfer = new DataTransfer();
      for (const file of files()) transfer.items.add(file);
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }, 200);
    return () => clearInterval(timer);
  }, [files]);
  return null;
}

const sized = (name: string, type: string, bytes: number) => {
  const file = new File(['%PDF-1.4\n'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

const UPLOAD_FILES = () => [
  sized('delivery-note.pdf', 'application/pdf', 182_000),
  sized('bag-label.jpg', 'image/jpeg', 2_400_000),
  sized('setup.exe', 'application/x-msdownload', 90_000),
  sized('pallet-video.png', 'image/png', 13_000_000),
];

export const Uploads: Story = () => (
  <Demo
    preset={{ form: WITH_LOTS }}
    routes={{
      // The label photo is still on its way; the delivery note arrived.
      [`POST ${CASES}/case-0001/documents`]: (call) => {
        const form = call.body as FormData;
        if (String(form.get('docName')).startsWith('bag-label')) return never();
        return {
          status: 201,
          body: {
            id: 'doc-0100',
            caseId: 'case-0001',
            metadata: {
              caseId: 'case-0001',
              docName: String(form.get('docName')),
              docType: 'AnhComplaintsDoc',
              fileType: String(form.get('fileType')),
              langCode: 'en',
              type: 'CustomerCase',
            },
            mimeType: 'application/pdf',
            sizeBytes: 182_000,
            uploadedAt: '2026-11-03T10:02:00.000Z',
          },
        };
      },
    }}
  >
    <AutoAttach files={UPLOAD_FILES} />
  </Demo>
);

export const Success: Story = () => <Demo preset={{ submitted: SUBMITTED }} />;

export const SubmitFails: Story = () => (
  <Demo
    preset={{ form: WITH_LOTS }}
    routes={{
      [`POST ${CASES}`]: (call) =>
        (call.body as { caseStatus: string }).caseStatus === 'New'
          ? { status: 500, body: { code: 'INTERNAL', message: 'Boom' } }
          : { status: 201, body: { ...SUBMITTED, caseNumber: null, status: 'Draft' } },
    }}
  >
    <p>Press Submit complaint: the answer is a server error, and everything typed stays.</p>
  </Demo>
);

export const Spanish: Story = () => <Demo country="mx" lang="es" />;

export const SpanishErrors: Story = () => (
  <Demo country="mx" lang="es" preset={{ form: WITH_ERRORS, showErrors: true }} />
);

export const Portuguese: Story = () => <Demo country="br" lang="pt" />;

export const PortugueseSuccess: Story = () => (
  <Demo country="br" lang="pt" preset={{ submitted: SUBMITTED }} />
);

/** Korea: English pages, one plant (chosen already), the products of the Asan mill. */
export const Korea: Story = () => (
  <Demo country="kr" plants={KOREA_PLANTS} products={PRODUCTS.filter((p) => p.sku === '300512')} />
);

/** The complaint a user was writing when the session ended, as the tab kept it. */
const kept = (draftId: string, uploads: SavedComplaint['uploads']): SavedComplaint => ({
  userId: USER_ID,
  accountId: 'selected',
  savedAt: Date.now(),
  draftId,
  form: WITH_LOTS,
  uploads,
});

const KEPT_PHOTO = { id: 'doc-0900', name: 'bag-label.jpg', size: 2_400_000, type: 'image/jpeg' };

/** Back after signing in again: the form as it was, the photo still on the kept draft. */
export const Restored: Story = () => (
  <Demo
    seed={(state) => {
      state.drafts.set('case-0900', { ...SUBMITTED, id: 'case-0900', status: 'Draft' });
      state.documents.push({
        id: KEPT_PHOTO.id,
        caseId: 'case-0900',
        metadata: {
          caseId: 'case-0900',
          docName: KEPT_PHOTO.name,
          docType: 'AnhComplaintsDoc',
          fileType: 'jpg',
          langCode: 'en',
          type: 'CustomerCase',
        },
        mimeType: KEPT_PHOTO.type,
        sizeBytes: KEPT_PHOTO.size,
        uploadedAt: '2026-11-03T10:02:00.000Z',
      });
      return kept('case-0900', [KEPT_PHOTO]);
    }}
  />
);

/** Back a day later: the server discarded the draft; the fields stay, the photo must be added again. */
export const RestoredDraftGone: Story = () => <Demo seed={() => kept('case-0901', [KEPT_PHOTO])} />;

export const RestoredSpanish: Story = () => (
  <Demo country="mx" lang="es" seed={() => kept('case-0902', [KEPT_PHOTO])} />
);
