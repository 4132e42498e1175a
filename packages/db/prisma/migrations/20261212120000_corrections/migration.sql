-- CreateTable
CREATE TABLE "LoanCorrection" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "loanId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "paymentId" TEXT,
    "noteNumber" TEXT,
    "reason" TEXT NOT NULL,
    "amount" BIGINT NOT NULL DEFAULT 0,
    "principal" BIGINT NOT NULL DEFAULT 0,
    "interest" BIGINT NOT NULL DEFAULT 0,
    "penalCharges" BIGINT NOT NULL DEFAULT 0,
    "postedOn" DATE NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LoanCorrection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ValuationCorrection" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "valuationId" TEXT NOT NULL,
    "newValuationId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ValuationCorrection_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LoanCorrection_tenantId_loanId_idx" ON "LoanCorrection"("tenantId", "loanId");

-- CreateIndex
CREATE UNIQUE INDEX "LoanCorrection_tenantId_paymentId_key" ON "LoanCorrection"("tenantId", "paymentId");

-- CreateIndex
CREATE UNIQUE INDEX "LoanCorrection_tenantId_noteNumber_key" ON "LoanCorrection"("tenantId", "noteNumber");

-- CreateIndex
CREATE UNIQUE INDEX "ValuationCorrection_tenantId_valuationId_key" ON "ValuationCorrection"("tenantId", "valuationId");

-- CreateIndex
CREATE UNIQUE INDEX "ValuationCorrection_tenantId_newValuationId_key" ON "ValuationCorrection"("tenantId", "newValuationId");
