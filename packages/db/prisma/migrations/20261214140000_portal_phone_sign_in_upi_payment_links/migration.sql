-- AlterTable
ALTER TABLE "OtpCode" ADD COLUMN     "phone" TEXT,
ALTER COLUMN "email" DROP NOT NULL;

-- CreateTable
CREATE TABLE "ShopUpiSettings" (
    "tenantId" TEXT NOT NULL,
    "upiId" TEXT,
    "payeeName" TEXT,
    "refuseDuplicateUtr" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ShopUpiSettings_pkey" PRIMARY KEY ("tenantId")
);

-- CreateTable
CREATE TABLE "PaymentLink" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "loanId" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "recipient" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "error" TEXT,
    "providerAnswer" TEXT,
    "openedAt" TIMESTAMPTZ(3),
    "createdById" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PaymentLink_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PaymentLink_tokenHash_key" ON "PaymentLink"("tokenHash");

-- CreateIndex
CREATE INDEX "PaymentLink_tenantId_loanId_createdAt_idx" ON "PaymentLink"("tenantId", "loanId", "createdAt");

-- CreateIndex
CREATE INDEX "OtpCode_tenantId_phone_createdAt_idx" ON "OtpCode"("tenantId", "phone", "createdAt");

-- A code goes to exactly one address: an email or a phone.
ALTER TABLE "OtpCode" ADD CONSTRAINT "OtpCode_one_address" CHECK (("email" IS NULL) <> ("phone" IS NULL));
