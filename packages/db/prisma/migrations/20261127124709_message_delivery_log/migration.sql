-- AlterTable
ALTER TABLE "LoanMessage" ADD COLUMN     "attachment" TEXT,
ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "lastAttemptAt" TIMESTAMPTZ(3),
ADD COLUMN     "providerAnswer" TEXT,
ADD COLUMN     "recipient" TEXT,
ADD COLUMN     "values" JSONB;

-- CreateIndex
CREATE INDEX "LoanMessage_tenantId_customerId_createdAt_idx" ON "LoanMessage"("tenantId", "customerId", "createdAt");
