-- CreateTable
CREATE TABLE "ApprovalRule" (
    "tenantId" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT false,
    "threshold" BIGINT,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ApprovalRule_pkey" PRIMARY KEY ("tenantId","action")
);

-- CreateTable
CREATE TABLE "ApprovalRequest" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "operation" TEXT NOT NULL,
    "loanId" TEXT,
    "valuationId" TEXT,
    "customerId" TEXT,
    "amount" BIGINT,
    "summary" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "positionSeen" TEXT,
    "makerId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "deciderId" TEXT,
    "reason" TEXT,
    "failure" TEXT,
    "resultRef" TEXT,
    "notifiedAt" TIMESTAMPTZ(3),
    "notifyError" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMPTZ(3),
    "postedAt" TIMESTAMPTZ(3),

    CONSTRAINT "ApprovalRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ApprovalRequest_tenantId_status_createdAt_idx" ON "ApprovalRequest"("tenantId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "ApprovalRequest_tenantId_makerId_createdAt_idx" ON "ApprovalRequest"("tenantId", "makerId", "createdAt");

-- CreateIndex
CREATE INDEX "ApprovalRequest_tenantId_loanId_idx" ON "ApprovalRequest"("tenantId", "loanId");
