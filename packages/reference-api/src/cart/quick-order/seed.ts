/**
 * The demo customer material numbers (packages/demo-data customer-materials.ts), written once per
 * database (meta `customer_materials_seed_version`), also into one seeded before they existed.
 */
import { CUSTOMER_MATERIALS_SEED_VERSION, DEMO_CUSTOMER_MATERIALS } from '@anp/demo-data';
import type { Db } from '../../db/database';

export async function seedCustomerMaterials(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [done] = await tx.query<{ value: string }>(
      "SELECT value FROM meta WHERE key = 'customer_materials_seed_version'",
    );
    if (done?.value === CUSTOMER_MATERIALS_SEED_VERSION) return 0;
    let written = 0;
    for (const spec of DEMO_CUSTOMER_MATERIALS) {
      const [account] = await tx.query<{ id: string; region: string }>(
        `SELECT a.id, a.region FROM users u
           JOIN user_accounts ua ON ua.user_id = u.id AND ua.selected
           JOIN accounts a ON a.id = ua.account_id
          WHERE u.email = $1`,
        [spec.email],
      );
      if (!account) continue;
      await tx.query('DELETE FROM customer_materials WHERE account_id = $1', [account.id]);
      const products = await tx.query<{ sku: string }>(
        'SELECT sku FROM products WHERE $1 = ANY(markets) ORDER BY sku LIMIT $2',
        [account.region, spec.count],
      );
      for (const [i, product] of products.entries()) {
        await tx.query(
          'INSERT INTO customer_materials (account_id, material_number, sku) VALUES ($1, $2, $3)',
          [account.id, `${spec.prefix}${spec.first + i}`, product.sku],
        );
        written += 1;
      }
    }
    await tx.query(
      `INSERT INTO meta (key, value) VALUES ('customer_materials_seed_version', $1)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [CUSTOMER_MATERIALS_SEED_VERSION],
    );
    return written;
  });
}
