/**
 * Support cases as the complaint form makes them: a draft, then a complete submit whose plant,
 * category and product come from what the API offers the user. The review writes its payloads
 * into the text fields of such submits.
 */
import type { Client, Reply } from './http';

export interface CaseTexts {
  subject?: string;
  comment?: string;
  lot?: string;
  productName?: string;
  phone?: string;
}

interface CaseDefaults {
  userId: string;
  plant: { id: string; name: string };
  product: { sku: string; title: string };
}

const defaults = new WeakMap<Client, Promise<CaseDefaults>>();

async function loadDefaults(client: Client): Promise<CaseDefaults> {
  const context = (await client.send('/api/users/context')).json<{ user: { id: string } }>();
  const plants = (await client.send('/api/users/plants')).json<{
    plants: { id: string; name: string }[];
  }>();
  const plant = plants?.plants[0];
  if (!context || !plant) throw new Error(`${client.name}: no plant for a complaint`);
  const products = (
    await client.send(
      `/api/cart/caseAvailableProducts?limit=5&plant=${encodeURIComponent(plant.id)}`,
    )
  ).json<{ products: { sku: string; title: string }[] }>();
  const product = products?.products[0];
  if (!product) throw new Error(`${client.name}: no product for a complaint`);
  return { userId: context.user.id, plant, product };
}

/** Opens a draft case of the client's selected account; its id, or null when refused. */
export async function openDraft(client: Client): Promise<string | null> {
  const reply = await client.send('/api/users/account/customerCase', {
    json: { caseStatus: 'Draft', caseType: 'Complaint' },
  });
  return reply.status < 300 ? (reply.json<{ id: string }>()?.id ?? null) : null;
}

/** The body of a complete submit of `draftId`, with `texts` in its text fields. */
export async function complaintBody(
  client: Client,
  draftId: string,
  texts: CaseTexts = {},
): Promise<Record<string, unknown>> {
  let loading = defaults.get(client);
  if (!loading) {
    loading = loadDefaults(client);
    defaults.set(client, loading);
  }
  const { userId, plant, product } = await loading;
  return {
    id: draftId,
    caseType: 'Complaint',
    caseStatus: 'New',
    plant: plant.id,
    plantName: plant.name,
    category: 'packaging',
    subCategory: 'torn-bags',
    subject: texts.subject ?? 'Torn bags on the last delivery',
    orderQuestionCB: false,
    caseComment: texts.comment ?? 'Six bags arrived torn at the top seam.',
    userId,
    caseDocs: [],
    products: [
      {
        productId: product.sku,
        productName: texts.productName ?? product.title,
        affectedBag: 2,
        qty: 2,
        unitOfMeasure: 'bag',
        lotNumber: [texts.lot ?? 'L261015A101'],
      },
    ],
    phoneNumber: texts.phone ?? '+1 555 010 2030',
  };
}

/** Submits a new case with `texts` (a draft, then the submit); the submit's reply. */
export async function submitCase(client: Client, texts: CaseTexts): Promise<Reply | null> {
  const draft = await openDraft(client);
  if (!draft) return null;
  return client.send('/api/users/account/customerCase', {
    json: await complaintBody(client, draft, texts),
  });
}
