-- CreateTable
CREATE TABLE "CustodySettings" (
    "tenantId" TEXT NOT NULL,
    "requirePacketBeforeDisbursement" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "CustodySettings_pkey" PRIMARY KEY ("tenantId")
);

-- CreateTable
CREATE TABLE "VaultPlace" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "safe" TEXT NOT NULL,
    "tray" TEXT NOT NULL,
    "slot" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "VaultPlace_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GoldPacketCounter" (
    "tenantId" TEXT NOT NULL,
    "lastValue" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "GoldPacketCounter_pkey" PRIMARY KEY ("tenantId")
);

-- CreateTable
CREATE TABLE "GoldPacket" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "valuationId" TEXT NOT NULL,
    "loanId" TEXT,
    "sealNo" TEXT NOT NULL,
    "ornamentPhotoUrls" TEXT[],
    "sealedPhotoUrl" TEXT NOT NULL,
    "placeId" TEXT,
    "status" TEXT NOT NULL DEFAULT 'sealed',
    "createdById" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "GoldPacket_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CustodyMovement" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "packetId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "fromPlaceId" TEXT,
    "toPlaceId" TEXT,
    "sealNo" TEXT NOT NULL,
    "note" TEXT,
    "requestedById" TEXT NOT NULL,
    "confirmedById" TEXT NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "prevHash" TEXT NOT NULL,
    "hash" TEXT NOT NULL,

    CONSTRAINT "CustodyMovement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CustodyChainHead" (
    "tenantId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "hash" TEXT NOT NULL,

    CONSTRAINT "CustodyChainHead_pkey" PRIMARY KEY ("tenantId")
);

-- CreateTable
CREATE TABLE "CustodyMoveRequest" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "packetId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "toPlaceId" TEXT,
    "sealNo" TEXT,
    "note" TEXT,
    "requestedById" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "confirmedById" TEXT,
    "movementId" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMPTZ(3),

    CONSTRAINT "CustodyMoveRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "VaultPlace_tenantId_active_idx" ON "VaultPlace"("tenantId", "active");

-- CreateIndex
CREATE UNIQUE INDEX "VaultPlace_tenantId_label_key" ON "VaultPlace"("tenantId", "label");

-- CreateIndex
CREATE INDEX "GoldPacket_tenantId_loanId_idx" ON "GoldPacket"("tenantId", "loanId");

-- CreateIndex
CREATE INDEX "GoldPacket_tenantId_status_idx" ON "GoldPacket"("tenantId", "status");

-- CreateIndex
CREATE INDEX "GoldPacket_tenantId_placeId_idx" ON "GoldPacket"("tenantId", "placeId");

-- CreateIndex
CREATE UNIQUE INDEX "GoldPacket_tenantId_number_key" ON "GoldPacket"("tenantId", "number");

-- CreateIndex
CREATE UNIQUE INDEX "GoldPacket_tenantId_valuationId_key" ON "GoldPacket"("tenantId", "valuationId");

-- CreateIndex
CREATE INDEX "CustodyMovement_tenantId_packetId_seq_idx" ON "CustodyMovement"("tenantId", "packetId", "seq");

-- CreateIndex
CREATE UNIQUE INDEX "CustodyMovement_tenantId_seq_key" ON "CustodyMovement"("tenantId", "seq");

-- CreateIndex
CREATE INDEX "CustodyMoveRequest_tenantId_status_createdAt_idx" ON "CustodyMoveRequest"("tenantId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "CustodyMoveRequest_tenantId_packetId_idx" ON "CustodyMoveRequest"("tenantId", "packetId");

-- The custody log is append-only like the shop's audit trail, and the chain would show an edit
-- anyway (core walkCustodyChain). The trail's trigger function names the table it refuses.
CREATE TRIGGER "CustodyMovement_append_only"
  BEFORE UPDATE OR DELETE ON "CustodyMovement"
  FOR EACH ROW EXECUTE FUNCTION "shop_audit_append_only"();
