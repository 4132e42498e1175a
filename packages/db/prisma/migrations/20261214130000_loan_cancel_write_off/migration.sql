-- DropIndex
DROP INDEX "Loan_valuationId_key";

-- CreateIndex
CREATE UNIQUE INDEX "Loan_valuationId_key" ON "Loan"("valuationId") WHERE (status <> 'Cancelled');
