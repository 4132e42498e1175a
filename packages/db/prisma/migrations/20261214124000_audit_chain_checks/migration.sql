-- CreateTable
CREATE TABLE "ShopAuditCheck" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "ok" BOOLEAN NOT NULL,
    "entries" INTEGER NOT NULL,
    "breakSeq" INTEGER,
    "breakKind" TEXT,
    "checkedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ShopAuditCheck_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ShopAuditCheck_tenantId_checkedAt_idx" ON "ShopAuditCheck"("tenantId", "checkedAt");
