-- CreateTable
CREATE TABLE "ReleaseDeskSettings" (
    "tenantId" TEXT NOT NULL,
    "opensAt" TEXT NOT NULL DEFAULT '10:00',
    "closesAt" TEXT NOT NULL DEFAULT '18:00',
    "slotCapacity" INTEGER NOT NULL DEFAULT 2,
    "borrowerDelayPausesClock" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ReleaseDeskSettings_pkey" PRIMARY KEY ("tenantId")
);

-- CreateTable
CREATE TABLE "ReleaseSlotBooking" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "loanId" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "slotDate" DATE NOT NULL,
    "slotTime" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'Booked',
    "bookedVia" TEXT NOT NULL,
    "bookedById" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "missedAt" TIMESTAMPTZ(3),
    "missedById" TEXT,

    CONSTRAINT "ReleaseSlotBooking_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReleaseBookingLink" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "loanId" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReleaseBookingLink_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReleaseCompensationAccrual" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "loanId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "amountPaise" BIGINT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReleaseCompensationAccrual_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReleaseHandover" (
    "loanId" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "packetNumber" TEXT NOT NULL,
    "sealNo" TEXT,
    "scannedLabel" TEXT NOT NULL,
    "sealPhotoPathname" TEXT NOT NULL,
    "signaturePathname" TEXT NOT NULL,
    "releasedById" TEXT,
    "witnessId" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReleaseHandover_pkey" PRIMARY KEY ("loanId")
);

-- CreateIndex
CREATE INDEX "ReleaseSlotBooking_tenantId_slotDate_slotTime_idx" ON "ReleaseSlotBooking"("tenantId", "slotDate", "slotTime");

-- CreateIndex
CREATE INDEX "ReleaseSlotBooking_tenantId_loanId_createdAt_idx" ON "ReleaseSlotBooking"("tenantId", "loanId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ReleaseBookingLink_tokenHash_key" ON "ReleaseBookingLink"("tokenHash");

-- CreateIndex
CREATE INDEX "ReleaseBookingLink_tenantId_loanId_idx" ON "ReleaseBookingLink"("tenantId", "loanId");

-- CreateIndex
CREATE INDEX "ReleaseCompensationAccrual_tenantId_loanId_idx" ON "ReleaseCompensationAccrual"("tenantId", "loanId");

-- CreateIndex
CREATE UNIQUE INDEX "ReleaseCompensationAccrual_tenantId_loanId_day_key" ON "ReleaseCompensationAccrual"("tenantId", "loanId", "day");

-- CreateIndex
CREATE INDEX "ReleaseHandover_tenantId_createdAt_idx" ON "ReleaseHandover"("tenantId", "createdAt");
