-- CreateTable
CREATE TABLE "Loan" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "loanNumber" TEXT NOT NULL,
    "valuationId" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "scheme" TEXT NOT NULL,
    "principal" BIGINT NOT NULL,
    "annualRateBp" INTEGER NOT NULL,
    "penalRateBp" INTEGER NOT NULL DEFAULT 0,
    "graceDays" INTEGER NOT NULL DEFAULT 0,
    "tenureMonths" INTEGER NOT NULL,
    "disbursedOn" DATE NOT NULL,
    "maturityOn" DATE NOT NULL,
    "disbursementMode" TEXT NOT NULL,
    "disbursementReference" TEXT,
    "status" TEXT NOT NULL DEFAULT 'Active',
    "principalOutstanding" BIGINT NOT NULL,
    "interestDue" BIGINT NOT NULL DEFAULT 0,
    "penalChargesDue" BIGINT NOT NULL DEFAULT 0,
    "lastPostedOn" DATE NOT NULL,
    "ledgerCount" INTEGER NOT NULL DEFAULT 0,
    "closedOn" DATE,
    "releaseDueBy" DATE,
    "releasedOn" DATE,
    "releasedTo" TEXT,
    "sealIntact" BOOLEAN,
    "releaseNote" TEXT,
    "releaseReceiptNumber" TEXT,
    "releaseDelayDays" INTEGER,
    "releaseCompensation" BIGINT,
    "renewedFromId" TEXT,
    "createdById" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Loan_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LoanLedgerEntry" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "loanId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "principal" BIGINT NOT NULL DEFAULT 0,
    "interest" BIGINT NOT NULL DEFAULT 0,
    "penalCharges" BIGINT NOT NULL DEFAULT 0,
    "postedOn" DATE NOT NULL,
    "mode" TEXT,
    "reference" TEXT,
    "paymentId" TEXT,
    "reversesId" TEXT,
    "createdById" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LoanLedgerEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LoanPayment" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "loanId" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "receiptNumber" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "penalCharges" BIGINT NOT NULL,
    "interest" BIGINT NOT NULL,
    "principal" BIGINT NOT NULL,
    "paidOn" DATE NOT NULL,
    "mode" TEXT NOT NULL,
    "reference" TEXT,
    "idempotencyKey" TEXT,
    "createdById" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LoanPayment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LoanDocumentCounter" (
    "tenantId" TEXT NOT NULL,
    "series" TEXT NOT NULL,
    "financialYear" TEXT NOT NULL,
    "lastValue" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "LoanDocumentCounter_pkey" PRIMARY KEY ("tenantId","series","financialYear")
);

-- CreateTable
CREATE TABLE "LoanSettings" (
    "tenantId" TEXT NOT NULL,
    "ltvUpTo250kBp" INTEGER NOT NULL DEFAULT 8500,
    "ltvUpTo500kBp" INTEGER NOT NULL DEFAULT 8000,
    "ltvAbove500kBp" INTEGER NOT NULL DEFAULT 7500,
    "releaseCompensationPerDay" BIGINT NOT NULL DEFAULT 500000,
    "defaultThresholdDays" INTEGER NOT NULL DEFAULT 90,
    "auctionNoticeDays" INTEGER NOT NULL DEFAULT 14,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "LoanSettings_pkey" PRIMARY KEY ("tenantId")
);

-- CreateTable
CREATE TABLE "LoanHoliday" (
    "tenantId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "LoanHoliday_pkey" PRIMARY KEY ("tenantId","date")
);

-- CreateIndex
CREATE UNIQUE INDEX "Loan_valuationId_key" ON "Loan"("valuationId");

-- CreateIndex
CREATE INDEX "Loan_tenantId_createdAt_idx" ON "Loan"("tenantId", "createdAt");

-- CreateIndex
CREATE INDEX "Loan_tenantId_customerId_idx" ON "Loan"("tenantId", "customerId");

-- CreateIndex
CREATE INDEX "Loan_tenantId_status_idx" ON "Loan"("tenantId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "Loan_tenantId_loanNumber_key" ON "Loan"("tenantId", "loanNumber");

-- CreateIndex
CREATE INDEX "LoanLedgerEntry_tenantId_postedOn_idx" ON "LoanLedgerEntry"("tenantId", "postedOn");

-- CreateIndex
CREATE UNIQUE INDEX "LoanLedgerEntry_loanId_seq_key" ON "LoanLedgerEntry"("loanId", "seq");

-- CreateIndex
CREATE INDEX "LoanPayment_loanId_createdAt_idx" ON "LoanPayment"("loanId", "createdAt");

-- CreateIndex
CREATE INDEX "LoanPayment_tenantId_customerId_paidOn_idx" ON "LoanPayment"("tenantId", "customerId", "paidOn");

-- CreateIndex
CREATE UNIQUE INDEX "LoanPayment_tenantId_receiptNumber_key" ON "LoanPayment"("tenantId", "receiptNumber");

-- CreateIndex
CREATE UNIQUE INDEX "LoanPayment_tenantId_idempotencyKey_key" ON "LoanPayment"("tenantId", "idempotencyKey");

-- The loan ledger is append-only: a correction is a reversing entry, never an edit.
-- The body is an escape string whose semicolon is written \073: Prisma's schema engine splits a
-- migration at every semicolon, inside quotes and $$ too (prisma/prisma#22495).
CREATE FUNCTION "loan_ledger_append_only"() RETURNS trigger AS E'
BEGIN
  RAISE EXCEPTION ''LoanLedgerEntry is append-only: % refused'', TG_OP\073
END
' LANGUAGE plpgsql;

CREATE TRIGGER "LoanLedgerEntry_append_only"
  BEFORE UPDATE OR DELETE ON "LoanLedgerEntry"
  FOR EACH ROW EXECUTE FUNCTION "loan_ledger_append_only"();
