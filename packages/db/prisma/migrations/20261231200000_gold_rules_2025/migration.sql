-- AlterTable
ALTER TABLE "Loan" ADD COLUMN     "purpose" TEXT;

-- AlterTable
ALTER TABLE "LoanSettings" ADD COLUMN     "goldRules2025" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Ornament" ADD COLUMN     "kind" TEXT NOT NULL DEFAULT 'ornament';
