-- AlterTable
ALTER TABLE "Customer" ADD COLUMN     "preferredLanguage" TEXT NOT NULL DEFAULT 'en';

-- AlterTable
ALTER TABLE "Loan" ADD COLUMN     "auctionEarliestOn" DATE,
ADD COLUMN     "auctionNoticeNumber" TEXT,
ADD COLUMN     "auctionNoticedOn" DATE,
ADD COLUMN     "auctionedOn" DATE,
ADD COLUMN     "failedAuctions" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "ltvValueBasis" TEXT,
ADD COLUMN     "ltvValuePaise" BIGINT,
ADD COLUMN     "renewedToId" TEXT,
ADD COLUMN     "shortfallOn" DATE,
ADD COLUMN     "surplusOwed" BIGINT NOT NULL DEFAULT 0,
ADD COLUMN     "surplusPaidOn" DATE;

-- CreateTable
CREATE TABLE "LoanAuction" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "loanId" TEXT NOT NULL,
    "soldOn" DATE NOT NULL,
    "amount" BIGINT NOT NULL DEFAULT 0,
    "buyer" TEXT,
    "failed" BOOLEAN NOT NULL DEFAULT false,
    "reservePrice" BIGINT NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LoanAuction_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LoanMessage" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "loanId" TEXT,
    "kind" TEXT NOT NULL,
    "dedupeKey" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "error" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LoanMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LoanAuction_loanId_createdAt_idx" ON "LoanAuction"("loanId", "createdAt");

-- CreateIndex
CREATE INDEX "LoanMessage_tenantId_createdAt_idx" ON "LoanMessage"("tenantId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "LoanMessage_tenantId_dedupeKey_channel_key" ON "LoanMessage"("tenantId", "dedupeKey", "channel");
