-- Demo data seeded before issue 6 (seed version 2): the Canadian customer's second and third
-- accounts move to the new billing system (S4), as seed version 3 creates them, so the memo
-- tile's new flow can be seen without reseeding. On a fresh database this runs before the seed
-- and changes nothing.
UPDATE accounts SET source_system = 'S4'
 WHERE source_system = 'SAP'
   AND id IN (SELECT a.id FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id
               WHERE ua.user_id = 'u-customer-ca' ORDER BY a.id OFFSET 1 LIMIT 2);
