-- CreateTable
CREATE TABLE "CustomerCorrection" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "changes" JSONB NOT NULL,
    "reason" TEXT NOT NULL,
    "correctedById" TEXT NOT NULL,
    "correctedByName" TEXT NOT NULL,
    "correctedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "CustomerCorrection_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CustomerCorrection_tenantId_customerId_version_key" ON "CustomerCorrection"("tenantId", "customerId", "version");

-- The history is kept as written: a correction is a new version, never an edited one. The body is
-- an escape string whose semicolon is written \073 (Prisma splits migrations at every semicolon).
CREATE FUNCTION "customer_correction_append_only"() RETURNS trigger AS E'
BEGIN
  RAISE EXCEPTION ''% is append-only: % refused'', TG_TABLE_NAME, TG_OP\073
END
' LANGUAGE plpgsql;

CREATE TRIGGER "CustomerCorrection_append_only"
  BEFORE UPDATE OR DELETE ON "CustomerCorrection"
  FOR EACH ROW EXECUTE FUNCTION "customer_correction_append_only"();
