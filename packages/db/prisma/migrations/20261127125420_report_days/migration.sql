-- CreateTable
CREATE TABLE "ReportDay" (
    "tenantId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "ledgerEntries" INTEGER NOT NULL,
    "figures" JSONB NOT NULL,
    "computedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReportDay_pkey" PRIMARY KEY ("tenantId","date")
);
