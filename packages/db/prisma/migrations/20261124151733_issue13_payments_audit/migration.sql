-- AlterTable
ALTER TABLE "EmiReceipt" ADD COLUMN     "idempotencyKey" TEXT;

-- AlterTable
ALTER TABLE "EmiRecord" ADD COLUMN     "paidAmount" DOUBLE PRECISION NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "WebhookDelivery" ADD COLUMN     "bodyBytes" INTEGER NOT NULL DEFAULT 0,
ALTER COLUMN "rawBody" DROP NOT NULL;

-- CreateTable
CREATE TABLE "AuditEvent" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT,
    "actorId" TEXT NOT NULL,
    "actorRole" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "subjectType" TEXT NOT NULL,
    "subjectId" TEXT NOT NULL,
    "detail" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditEvent_tenantId_subjectType_subjectId_createdAt_idx" ON "AuditEvent"("tenantId", "subjectType", "subjectId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "EmiReceipt_tenantId_idempotencyKey_key" ON "EmiReceipt"("tenantId", "idempotencyKey");

-- Installments paid before paidAmount existed were paid in full.
UPDATE "EmiRecord" SET "paidAmount" = "amount" WHERE "status" = 'Paid';
