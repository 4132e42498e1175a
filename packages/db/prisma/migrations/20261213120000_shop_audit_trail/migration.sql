-- CreateTable
CREATE TABLE "ShopAuditEntry" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "actorId" TEXT NOT NULL,
    "actorName" TEXT NOT NULL,
    "actorRole" TEXT NOT NULL,
    "ip" TEXT NOT NULL,
    "userAgent" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "subjectType" TEXT NOT NULL,
    "subjectId" TEXT,
    "customerId" TEXT,
    "loanId" TEXT,
    "request" TEXT,
    "before" TEXT,
    "after" TEXT,
    "prevHash" TEXT NOT NULL,
    "hash" TEXT NOT NULL,

    CONSTRAINT "ShopAuditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShopAuditHead" (
    "tenantId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "hash" TEXT NOT NULL,

    CONSTRAINT "ShopAuditHead_pkey" PRIMARY KEY ("tenantId")
);

-- CreateIndex
CREATE INDEX "ShopAuditEntry_tenantId_at_idx" ON "ShopAuditEntry"("tenantId", "at");

-- CreateIndex
CREATE INDEX "ShopAuditEntry_tenantId_actorId_at_idx" ON "ShopAuditEntry"("tenantId", "actorId", "at");

-- CreateIndex
CREATE INDEX "ShopAuditEntry_tenantId_customerId_at_idx" ON "ShopAuditEntry"("tenantId", "customerId", "at");

-- CreateIndex
CREATE INDEX "ShopAuditEntry_tenantId_loanId_at_idx" ON "ShopAuditEntry"("tenantId", "loanId", "at");

-- CreateIndex
CREATE UNIQUE INDEX "ShopAuditEntry_tenantId_seq_key" ON "ShopAuditEntry"("tenantId", "seq");

-- The trail is append-only: an entry is never edited or deleted (the chain would show it anyway,
-- core `walkTrailChain`). A deleted head does not hide a deleted last entry: verifying expects
-- the head wherever the trail has entries. The body is an
-- escape string whose semicolon is written \073: Prisma's schema engine splits a migration at every
-- semicolon, inside quotes and $$ too (prisma/prisma#22495).
CREATE FUNCTION "shop_audit_append_only"() RETURNS trigger AS E'
BEGIN
  RAISE EXCEPTION ''% is append-only: % refused'', TG_TABLE_NAME, TG_OP\073
END
' LANGUAGE plpgsql;

CREATE TRIGGER "ShopAuditEntry_append_only"
  BEFORE UPDATE OR DELETE ON "ShopAuditEntry"
  FOR EACH ROW EXECUTE FUNCTION "shop_audit_append_only"();

