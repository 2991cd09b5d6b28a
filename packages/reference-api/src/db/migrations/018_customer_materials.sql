-- Customer material numbers (ordering.md "Cart item" customerMaterialNumber; issue 17, quick
-- order): an account's own number for a product, which quick order accepts in place of the SKU.
-- Matched without regard to case; one number names one product of the account.

CREATE TABLE customer_materials (
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  material_number text NOT NULL,
  sku text NOT NULL REFERENCES products(sku),
  PRIMARY KEY (account_id, material_number)
);
CREATE UNIQUE INDEX customer_materials_lower ON customer_materials(account_id, lower(material_number));
