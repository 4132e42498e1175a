-- CreateTable
CREATE TABLE "VaultAudit" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "placeId" TEXT,
    "placeIds" TEXT[],
    "status" TEXT NOT NULL DEFAULT 'open',
    "startedById" TEXT NOT NULL,
    "startedAt" TIMESTAMPTZ(3) NOT NULL,
    "finishedById" TEXT,
    "finishedAt" TIMESTAMPTZ(3),
    "matchedCount" INTEGER,
    "missingCount" INTEGER,
    "extraCount" INTEGER,
    "wrongPlaceCount" INTEGER,
    "result" JSONB,

    CONSTRAINT "VaultAudit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VaultAuditScan" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "auditId" TEXT NOT NULL,
    "packetNumber" TEXT NOT NULL,
    "placeId" TEXT NOT NULL,
    "scannedById" TEXT NOT NULL,
    "scannedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "VaultAuditScan_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "VaultAudit_tenantId_startedAt_idx" ON "VaultAudit"("tenantId", "startedAt");

-- CreateIndex
CREATE INDEX "VaultAudit_tenantId_status_idx" ON "VaultAudit"("tenantId", "status");

-- CreateIndex
CREATE INDEX "VaultAuditScan_tenantId_auditId_scannedAt_idx" ON "VaultAuditScan"("tenantId", "auditId", "scannedAt");

-- CreateIndex
CREATE UNIQUE INDEX "VaultAuditScan_auditId_packetNumber_key" ON "VaultAuditScan"("auditId", "packetNumber");
