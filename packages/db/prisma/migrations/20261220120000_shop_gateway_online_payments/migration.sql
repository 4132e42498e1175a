-- CreateTable
CREATE TABLE "ShopGateway" (
    "tenantId" TEXT NOT NULL,
    "keyId" TEXT NOT NULL,
    "keySecretCipher" TEXT NOT NULL,
    "keySecretLast4" TEXT NOT NULL,
    "webhookSecretCipher" TEXT NOT NULL,
    "webhookSecretLast4" TEXT NOT NULL,
    "updatedById" TEXT,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ShopGateway_pkey" PRIMARY KEY ("tenantId")
);

-- CreateTable
CREATE TABLE "LoanPaymentOrder" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "loanId" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "choice" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "gatewayOrderId" TEXT,
    "gatewayPaymentId" TEXT,
    "paymentId" TEXT,
    "misfit" TEXT,
    "refundId" TEXT,
    "note" TEXT,
    "resolvedById" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "capturedAt" TIMESTAMPTZ(3),
    "settledAt" TIMESTAMPTZ(3),

    CONSTRAINT "LoanPaymentOrder_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LoanPaymentOrder_tenantId_loanId_createdAt_idx" ON "LoanPaymentOrder"("tenantId", "loanId", "createdAt");

-- CreateIndex
CREATE INDEX "LoanPaymentOrder_status_createdAt_idx" ON "LoanPaymentOrder"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "LoanPaymentOrder_tenantId_gatewayOrderId_key" ON "LoanPaymentOrder"("tenantId", "gatewayOrderId");

-- CreateIndex
CREATE UNIQUE INDEX "LoanPaymentOrder_tenantId_gatewayPaymentId_key" ON "LoanPaymentOrder"("tenantId", "gatewayPaymentId");
