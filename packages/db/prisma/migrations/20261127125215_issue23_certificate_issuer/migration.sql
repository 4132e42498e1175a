-- AlterTable
ALTER TABLE "Valuation" ADD COLUMN     "certificateIssuer" JSONB;
