/** Test-only: a Brazilian account (boletos) for the finance tests, linked to a fixture user. */
import { insertRows, type Db } from '../src/db/database';
import { insertAccounts } from './fixture-users';

export const BRAZIL_ACCOUNT = 'acc-br-1';

export async function addBrazilianAccount(db: Db, userId: string): Promise<void> {
  await insertRows(
    db,
    'plants',
    [
      'id',
      'code',
      'name',
      'country',
      'working_days',
      'delivery_lead_time',
      'pickup_lead_time',
      'day_span',
    ],
    [['p-br', 'BR01', 'Planta BR', 'br', [1, 2, 3, 4, 5], 2, 1, 30]],
  );
  await insertAccounts(db, [
    {
      id: BRAZIL_ACCOUNT,
      name: 'Granja Boa Vista',
      soldToCode: '3000000001',
      region: 'br',
      address: 'Rod. BR-116, km 5, Curitiba - PR',
    },
  ]);
  await insertRows(
    db,
    'user_accounts',
    ['user_id', 'account_id', 'is_primary', 'selected'],
    [[userId, BRAZIL_ACCOUNT, false, false]],
  );
}
