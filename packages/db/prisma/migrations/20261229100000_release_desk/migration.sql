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
CREATE TABLE "ReleaseRecord" (
    "loanId" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "excusedDays" INTEGER NOT NULL DEFAULT 0,
    "packetNumber" TEXT,
    "sealNo" TEXT,
    "scannedLabel" TEXT,
    "sealPhotoPathname" TEXT,
    "signaturePathname" TEXT,
    "releasedById" TEXT,
    "witnessId" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReleaseRecord_pkey" PRIMARY KEY ("loanId")
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
CREATE INDEX "ReleaseRecord_tenantId_createdAt_idx" ON "ReleaseRecord"("tenantId", "createdAt");
