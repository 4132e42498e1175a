-- DropIndex
DROP INDEX "Customer_aadhaar_idx";

-- AlterTable
ALTER TABLE "Customer" ADD COLUMN     "aadhaarRef" TEXT;

-- CreateTable
CREATE TABLE "AadhaarVaultEntry" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "ref" TEXT NOT NULL,
    "cipher" TEXT NOT NULL,
    "keyId" TEXT NOT NULL,
    "searchDigests" TEXT[],
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AadhaarVaultEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CustomerConsent" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "noticeVersion" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "consentedAt" TIMESTAMPTZ(3) NOT NULL,
    "recordedById" TEXT,

    CONSTRAINT "CustomerConsent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CustomerErasure" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "erasedAt" TIMESTAMPTZ(3) NOT NULL,
    "erasedById" TEXT NOT NULL,
    "lastClosedOn" DATE,
    "retainedTill" DATE NOT NULL,
    "removed" JSONB NOT NULL,

    CONSTRAINT "CustomerErasure_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShopPrivacySettings" (
    "tenantId" TEXT NOT NULL,
    "retentionYears" INTEGER NOT NULL DEFAULT 8,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ShopPrivacySettings_pkey" PRIMARY KEY ("tenantId")
);

-- CreateTable
CREATE TABLE "ShopSmsSettings" (
    "tenantId" TEXT NOT NULL,
    "dltRequired" BOOLEAN NOT NULL DEFAULT false,
    "header" TEXT,
    "entityId" TEXT,
    "templateIds" JSONB NOT NULL DEFAULT '{}',
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ShopSmsSettings_pkey" PRIMARY KEY ("tenantId")
);

-- CreateIndex
CREATE UNIQUE INDEX "AadhaarVaultEntry_ref_key" ON "AadhaarVaultEntry"("ref");

-- CreateIndex
CREATE INDEX "AadhaarVaultEntry_tenantId_idx" ON "AadhaarVaultEntry"("tenantId");

-- CreateIndex
CREATE INDEX "AadhaarVaultEntry_searchDigests_idx" ON "AadhaarVaultEntry" USING GIN ("searchDigests");

-- CreateIndex
CREATE INDEX "CustomerConsent_tenantId_customerId_consentedAt_idx" ON "CustomerConsent"("tenantId", "customerId", "consentedAt");

-- CreateIndex
CREATE UNIQUE INDEX "CustomerErasure_customerId_key" ON "CustomerErasure"("customerId");

-- CreateIndex
CREATE INDEX "CustomerErasure_tenantId_erasedAt_idx" ON "CustomerErasure"("tenantId", "erasedAt");

-- CreateIndex
CREATE UNIQUE INDEX "Customer_aadhaarRef_key" ON "Customer"("aadhaarRef");

-- Consents are evidence: a new consent is a new row, none is changed or removed.
CREATE TRIGGER "CustomerConsent_append_only"
  BEFORE UPDATE OR DELETE ON "CustomerConsent"
  FOR EACH ROW EXECUTE FUNCTION "shop_audit_append_only"();

-- The reveal's permission is now customers.personalData (owner and manager by default): a shop's own
-- role that could reveal keeps doing so under the new name.
UPDATE "ShopRole" SET "permissions" = array_replace("permissions", 'customers.revealKyc', 'customers.personalData')
  WHERE 'customers.revealKyc' = ANY("permissions");

-- A borrower's erasure (issue 28) redacts the values of their correction history, and only the
-- erasure does: it sets gold.erasing for its own transaction. Everything else is still refused.
CREATE OR REPLACE FUNCTION "customer_correction_append_only"() RETURNS trigger AS E'
BEGIN
  IF TG_OP = ''UPDATE'' AND current_setting(''gold.erasing'', true) = ''on'' THEN
    RETURN NEW\073
  END IF\073
  RAISE EXCEPTION ''% is append-only: % refused'', TG_TABLE_NAME, TG_OP\073
END
' LANGUAGE plpgsql;
