-- Trigram matching for the customer search, whose matches are substrings (LIKE and ILIKE with
-- a leading wildcard). A trusted extension: the database owner may create it. PGlite loads it
-- when it opens (src/pglite.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "Customer_name_idx" ON "Customer" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Customer_bankName_idx" ON "Customer" USING GIN ("bankName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Customer_phone_idx" ON "Customer" USING GIN ("phone" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Customer_aadhaar_idx" ON "Customer" USING GIN ("aadhaar" gin_trgm_ops);
