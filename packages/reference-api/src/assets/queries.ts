/** What a product image is drawn from. */
import type { Db } from '../db/database';

export async function productForImage(
  db: Pick<Db, 'query'>,
  sku: string,
): Promise<{ sku: string; title: string; package_type: string } | null> {
  const [row] = await db.query<{ sku: string; title: string; package_type: string }>(
    'SELECT sku, title, package_type FROM products WHERE sku = $1',
    [sku],
  );
  return row ?? null;
}
