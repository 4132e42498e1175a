-- CreateTable
CREATE TABLE "CustodyChainCheck" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "ok" BOOLEAN NOT NULL,
    "movements" INTEGER NOT NULL,
    "breakSeq" INTEGER,
    "breakKind" TEXT,
    "checkedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "CustodyChainCheck_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CustodyChainCheck_tenantId_checkedAt_idx" ON "CustodyChainCheck"("tenantId", "checkedAt");
