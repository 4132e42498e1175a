-- AlterTable
ALTER TABLE "WebhookDelivery" ADD COLUMN     "tenantId" TEXT;

-- CreateIndex
CREATE INDEX "WebhookDelivery_tenantId_receivedAt_idx" ON "WebhookDelivery"("tenantId", "receivedAt");
