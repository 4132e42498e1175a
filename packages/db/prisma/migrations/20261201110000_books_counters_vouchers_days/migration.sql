-- AlterTable
ALTER TABLE "LoanSettings" ADD COLUMN     "cashNeedsOpenCounter" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "Counter" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Counter_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CounterSession" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "counterId" TEXT NOT NULL,
    "openedById" TEXT NOT NULL,
    "openedOn" DATE NOT NULL,
    "openedAt" TIMESTAMPTZ(3) NOT NULL,
    "openingCount" JSONB NOT NULL,
    "floatPaise" BIGINT NOT NULL,
    "openCounterId" TEXT,
    "openStaffId" TEXT,
    "closedById" TEXT,
    "closedOn" DATE,
    "closedAt" TIMESTAMPTZ(3),
    "closingCount" JSONB,
    "expectedPaise" BIGINT,
    "countedPaise" BIGINT,
    "overShortReason" TEXT,

    CONSTRAINT "CounterSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Voucher" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "narration" TEXT NOT NULL,
    "amountPaise" BIGINT,
    "billFile" TEXT,
    "journalId" TEXT NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Voucher_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ClosedBooksDay" (
    "tenantId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "closedById" TEXT NOT NULL,
    "closedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ClosedBooksDay_pkey" PRIMARY KEY ("tenantId","date")
);

-- CreateIndex
CREATE UNIQUE INDEX "Counter_tenantId_number_key" ON "Counter"("tenantId", "number");

-- CreateIndex
CREATE INDEX "CounterSession_tenantId_counterId_openedAt_idx" ON "CounterSession"("tenantId", "counterId", "openedAt");

-- CreateIndex
CREATE UNIQUE INDEX "CounterSession_tenantId_openCounterId_key" ON "CounterSession"("tenantId", "openCounterId");

-- CreateIndex
CREATE UNIQUE INDEX "CounterSession_tenantId_openStaffId_key" ON "CounterSession"("tenantId", "openStaffId");

-- CreateIndex
CREATE INDEX "Voucher_tenantId_date_idx" ON "Voucher"("tenantId", "date");

-- CreateIndex
CREATE UNIQUE INDEX "Voucher_tenantId_number_key" ON "Voucher"("tenantId", "number");

-- AddForeignKey
ALTER TABLE "CounterSession" ADD CONSTRAINT "CounterSession_counterId_fkey" FOREIGN KEY ("counterId") REFERENCES "Counter"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
