-- AlterTable
ALTER TABLE "LoanSettings" ADD COLUMN     "graceDays" INTEGER NOT NULL DEFAULT 7,
ADD COLUMN     "penalRateBp" INTEGER NOT NULL DEFAULT 200;

-- AlterTable
ALTER TABLE "Valuation" ADD COLUMN     "certificateNumber" TEXT,
ADD COLUMN     "packetNo" TEXT,
ADD COLUMN     "sealNo" TEXT,
ADD COLUMN     "verificationCode" TEXT;

-- CreateTable
CREATE TABLE "PasswordResetToken" (
    "id" TEXT NOT NULL,
    "subjectKind" TEXT NOT NULL,
    "subjectId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PasswordResetToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShopProfile" (
    "tenantId" TEXT NOT NULL,
    "legalName" TEXT,
    "address" TEXT,
    "phone" TEXT,
    "email" TEXT,
    "gstin" TEXT,
    "licenceNumber" TEXT,
    "logoPathname" TEXT,
    "updatedById" TEXT,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ShopProfile_pkey" PRIMARY KEY ("tenantId")
);

-- CreateTable
CREATE TABLE "ShopGoldRate" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "rate22k" DOUBLE PRECISION NOT NULL,
    "rate24k" DOUBLE PRECISION NOT NULL,
    "enteredById" TEXT NOT NULL,
    "enteredAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ShopGoldRate_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PasswordResetToken_tokenHash_key" ON "PasswordResetToken"("tokenHash");

-- CreateIndex
CREATE INDEX "PasswordResetToken_subjectKind_subjectId_idx" ON "PasswordResetToken"("subjectKind", "subjectId");

-- CreateIndex
CREATE INDEX "ShopGoldRate_tenantId_enteredAt_idx" ON "ShopGoldRate"("tenantId", "enteredAt");

-- CreateIndex
CREATE UNIQUE INDEX "Valuation_verificationCode_key" ON "Valuation"("verificationCode");

-- CreateIndex
CREATE UNIQUE INDEX "Valuation_tenantId_certificateNumber_key" ON "Valuation"("tenantId", "certificateNumber");
