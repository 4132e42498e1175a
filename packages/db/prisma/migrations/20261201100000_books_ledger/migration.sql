-- CreateTable
CREATE TABLE "LedgerAccount" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "group" TEXT NOT NULL,
    "money" TEXT,
    "system" BOOLEAN NOT NULL DEFAULT false,
    "counterId" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LedgerAccount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Journal" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "narration" TEXT NOT NULL,
    "sourceKind" TEXT NOT NULL,
    "sourceId" TEXT NOT NULL,
    "reversesJournalId" TEXT,
    "createdById" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Journal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "JournalLine" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "journalId" TEXT NOT NULL,
    "lineNo" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "accountCode" TEXT NOT NULL,
    "loanId" TEXT,
    "debitPaise" BIGINT NOT NULL DEFAULT 0,
    "creditPaise" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "JournalLine_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "LedgerAccount_tenantId_code_key" ON "LedgerAccount"("tenantId", "code");

-- CreateIndex
CREATE INDEX "Journal_tenantId_date_idx" ON "Journal"("tenantId", "date");

-- CreateIndex
CREATE UNIQUE INDEX "Journal_tenantId_sourceKind_sourceId_key" ON "Journal"("tenantId", "sourceKind", "sourceId");

-- CreateIndex
CREATE INDEX "JournalLine_tenantId_date_accountCode_idx" ON "JournalLine"("tenantId", "date", "accountCode");

-- CreateIndex
CREATE INDEX "JournalLine_tenantId_loanId_idx" ON "JournalLine"("tenantId", "loanId");

-- CreateIndex
CREATE UNIQUE INDEX "JournalLine_journalId_lineNo_key" ON "JournalLine"("journalId", "lineNo");

-- AddForeignKey
ALTER TABLE "JournalLine" ADD CONSTRAINT "JournalLine_journalId_fkey" FOREIGN KEY ("journalId") REFERENCES "Journal"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JournalLine" ADD CONSTRAINT "JournalLine_tenantId_accountCode_fkey" FOREIGN KEY ("tenantId", "accountCode") REFERENCES "LedgerAccount"("tenantId", "code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- A line is a debit or a credit of whole paise, never both, never neither (core `balancedJournal`).
ALTER TABLE "JournalLine" ADD CONSTRAINT "JournalLine_one_side" CHECK (("debitPaise" > 0 AND "creditPaise" = 0) OR ("debitPaise" = 0 AND "creditPaise" > 0));

-- Journals are append-only: a correction is a reversing journal, never an edit. The body is an
-- escape string whose semicolon is written \073: Prisma's schema engine splits a migration at
-- every semicolon, inside quotes and $$ too (prisma/prisma#22495).
CREATE FUNCTION "books_append_only"() RETURNS trigger AS E'
BEGIN
  RAISE EXCEPTION ''% is append-only: % refused'', TG_TABLE_NAME, TG_OP\073
END
' LANGUAGE plpgsql;

CREATE TRIGGER "Journal_append_only"
  BEFORE UPDATE OR DELETE ON "Journal"
  FOR EACH ROW EXECUTE FUNCTION "books_append_only"();

CREATE TRIGGER "JournalLine_append_only"
  BEFORE UPDATE OR DELETE ON "JournalLine"
  FOR EACH ROW EXECUTE FUNCTION "books_append_only"();
