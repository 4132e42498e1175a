-- Issue 24: money is integer paise (rates: paise per gram) and gold weight integer milligrams.
-- Each value is rounded half away from zero to the paisa or the milligram: a double cast to numeric
-- keeps 15 significant digits (so 1234.565 is 1234.565, not 1234.56499...), then round(numeric).
-- A value that has no exact integer (NaN, Infinity, beyond the column) stops the migration with
-- the table and column named, rather than being guessed at.
-- The check is a function whose body is an escape string with each semicolon written \073: Prisma's
-- schema engine splits a migration at every semicolon, inside quotes and $$ too (prisma/prisma#22495).
-- CREATE OR REPLACE, because on PostgreSQL a refused run leaves the function behind.
CREATE OR REPLACE FUNCTION "money_migration_refuse_inexact"(t text, col text, scale integer, lim bigint)
RETURNS void AS E'
DECLARE
  bad bigint\073
BEGIN
  EXECUTE format(
    ''SELECT count(*) FROM %I WHERE %I IS NOT NULL AND (%I = ANY($1) OR abs(round(%I::numeric * $2)) > $3)'',
    t, col, col, col
  ) INTO bad USING ARRAY[''NaN'', ''Infinity'', ''-Infinity'']::float8[], scale, lim\073
  IF bad > 0 THEN
    RAISE EXCEPTION ''%.% holds % value(s) with no exact integer at scale % (NaN, Infinity or too large): correct them and migrate again'', t, col, bad, scale\073
  END IF\073
END
' LANGUAGE plpgsql;

SELECT "money_migration_refuse_inexact"(t, col, scale, lim) FROM (VALUES
  ('Valuation', 'goldRate', 100, 2147483647),
  ('Valuation', 'liveGoldRate22k', 100, 2147483647),
  ('Valuation', 'bankGoldRate22k', 100, 2147483647),
  ('Valuation', 'valuationFee', 100, 9007199254740991),
  ('Valuation', 'totalGrossWeight', 1000, 9007199254740991),
  ('Valuation', 'totalNetWeight', 1000, 9007199254740991),
  ('Valuation', 'totalValue', 100, 9007199254740991),
  ('Valuation', 'estimatedLoan', 100, 9007199254740991),
  ('Valuation', 'makingCharges', 100, 9007199254740991),
  ('Valuation', 'otherDeductions', 100, 9007199254740991),
  ('Ornament', 'grossWeight', 1000, 2147483647),
  ('Ornament', 'netWeight', 1000, 2147483647),
  ('Ornament', 'deduction', 1000, 2147483647),
  ('Ornament', 'estimatedValue', 100, 9007199254740991),
  ('EmiRecord', 'amount', 100, 9007199254740991),
  ('EmiRecord', 'paidAmount', 100, 9007199254740991),
  ('EmiReceipt', 'amount', 100, 9007199254740991),
  ('EmiReceipt', 'receivedAmount', 100, 9007199254740991),
  ('Bank', 'goldRate22k', 100, 2147483647),
  ('GoldRate', 'rate22k', 100, 2147483647),
  ('GoldRate', 'rate24k', 100, 2147483647),
  ('ShopGoldRate', 'rate22k', 100, 2147483647),
  ('ShopGoldRate', 'rate24k', 100, 2147483647)
) AS v(t, col, scale, lim);

DROP FUNCTION "money_migration_refuse_inexact"(text, text, integer, bigint);

ALTER TABLE "Valuation" RENAME COLUMN "goldRate" TO "goldRatePaise";
ALTER TABLE "Valuation" ALTER COLUMN "goldRatePaise" TYPE INTEGER USING round("goldRatePaise"::numeric * 100)::integer;
ALTER TABLE "Valuation" RENAME COLUMN "liveGoldRate22k" TO "liveGoldRate22kPaise";
ALTER TABLE "Valuation" ALTER COLUMN "liveGoldRate22kPaise" TYPE INTEGER USING round("liveGoldRate22kPaise"::numeric * 100)::integer;
ALTER TABLE "Valuation" RENAME COLUMN "bankGoldRate22k" TO "bankGoldRate22kPaise";
ALTER TABLE "Valuation" ALTER COLUMN "bankGoldRate22kPaise" TYPE INTEGER USING round("bankGoldRate22kPaise"::numeric * 100)::integer;
ALTER TABLE "Valuation" RENAME COLUMN "valuationFee" TO "valuationFeePaise";
ALTER TABLE "Valuation" ALTER COLUMN "valuationFeePaise" DROP DEFAULT;
ALTER TABLE "Valuation" ALTER COLUMN "valuationFeePaise" TYPE BIGINT USING round("valuationFeePaise"::numeric * 100)::bigint;
ALTER TABLE "Valuation" ALTER COLUMN "valuationFeePaise" SET DEFAULT 0;
ALTER TABLE "Valuation" RENAME COLUMN "totalGrossWeight" TO "totalGrossWeightMg";
ALTER TABLE "Valuation" ALTER COLUMN "totalGrossWeightMg" TYPE BIGINT USING round("totalGrossWeightMg"::numeric * 1000)::bigint;
ALTER TABLE "Valuation" RENAME COLUMN "totalNetWeight" TO "totalNetWeightMg";
ALTER TABLE "Valuation" ALTER COLUMN "totalNetWeightMg" TYPE BIGINT USING round("totalNetWeightMg"::numeric * 1000)::bigint;
ALTER TABLE "Valuation" RENAME COLUMN "totalValue" TO "totalValuePaise";
ALTER TABLE "Valuation" ALTER COLUMN "totalValuePaise" TYPE BIGINT USING round("totalValuePaise"::numeric * 100)::bigint;
ALTER TABLE "Valuation" RENAME COLUMN "estimatedLoan" TO "estimatedLoanPaise";
ALTER TABLE "Valuation" ALTER COLUMN "estimatedLoanPaise" DROP DEFAULT;
ALTER TABLE "Valuation" ALTER COLUMN "estimatedLoanPaise" TYPE BIGINT USING round("estimatedLoanPaise"::numeric * 100)::bigint;
ALTER TABLE "Valuation" ALTER COLUMN "estimatedLoanPaise" SET DEFAULT 0;
ALTER TABLE "Valuation" RENAME COLUMN "makingCharges" TO "makingChargesPaise";
ALTER TABLE "Valuation" ALTER COLUMN "makingChargesPaise" DROP DEFAULT;
ALTER TABLE "Valuation" ALTER COLUMN "makingChargesPaise" TYPE BIGINT USING round("makingChargesPaise"::numeric * 100)::bigint;
ALTER TABLE "Valuation" ALTER COLUMN "makingChargesPaise" SET DEFAULT 0;
ALTER TABLE "Valuation" RENAME COLUMN "otherDeductions" TO "otherDeductionsPaise";
ALTER TABLE "Valuation" ALTER COLUMN "otherDeductionsPaise" DROP DEFAULT;
ALTER TABLE "Valuation" ALTER COLUMN "otherDeductionsPaise" TYPE BIGINT USING round("otherDeductionsPaise"::numeric * 100)::bigint;
ALTER TABLE "Valuation" ALTER COLUMN "otherDeductionsPaise" SET DEFAULT 0;
ALTER TABLE "Ornament" RENAME COLUMN "grossWeight" TO "grossWeightMg";
ALTER TABLE "Ornament" ALTER COLUMN "grossWeightMg" TYPE INTEGER USING round("grossWeightMg"::numeric * 1000)::integer;
ALTER TABLE "Ornament" RENAME COLUMN "netWeight" TO "netWeightMg";
ALTER TABLE "Ornament" ALTER COLUMN "netWeightMg" TYPE INTEGER USING round("netWeightMg"::numeric * 1000)::integer;
ALTER TABLE "Ornament" RENAME COLUMN "deduction" TO "deductionMg";
ALTER TABLE "Ornament" ALTER COLUMN "deductionMg" DROP DEFAULT;
ALTER TABLE "Ornament" ALTER COLUMN "deductionMg" TYPE INTEGER USING round("deductionMg"::numeric * 1000)::integer;
ALTER TABLE "Ornament" ALTER COLUMN "deductionMg" SET DEFAULT 0;
ALTER TABLE "Ornament" RENAME COLUMN "estimatedValue" TO "estimatedValuePaise";
ALTER TABLE "Ornament" ALTER COLUMN "estimatedValuePaise" TYPE BIGINT USING round("estimatedValuePaise"::numeric * 100)::bigint;
ALTER TABLE "EmiRecord" RENAME COLUMN "amount" TO "amountPaise";
ALTER TABLE "EmiRecord" ALTER COLUMN "amountPaise" TYPE BIGINT USING round("amountPaise"::numeric * 100)::bigint;
ALTER TABLE "EmiRecord" RENAME COLUMN "paidAmount" TO "paidAmountPaise";
ALTER TABLE "EmiRecord" ALTER COLUMN "paidAmountPaise" DROP DEFAULT;
ALTER TABLE "EmiRecord" ALTER COLUMN "paidAmountPaise" TYPE BIGINT USING round("paidAmountPaise"::numeric * 100)::bigint;
ALTER TABLE "EmiRecord" ALTER COLUMN "paidAmountPaise" SET DEFAULT 0;
ALTER TABLE "EmiReceipt" RENAME COLUMN "amount" TO "amountPaise";
ALTER TABLE "EmiReceipt" ALTER COLUMN "amountPaise" TYPE BIGINT USING round("amountPaise"::numeric * 100)::bigint;
ALTER TABLE "EmiReceipt" RENAME COLUMN "receivedAmount" TO "receivedAmountPaise";
ALTER TABLE "EmiReceipt" ALTER COLUMN "receivedAmountPaise" TYPE BIGINT USING round("receivedAmountPaise"::numeric * 100)::bigint;
ALTER TABLE "Bank" RENAME COLUMN "goldRate22k" TO "goldRate22kPaise";
ALTER TABLE "Bank" ALTER COLUMN "goldRate22kPaise" TYPE INTEGER USING round("goldRate22kPaise"::numeric * 100)::integer;
ALTER TABLE "GoldRate" RENAME COLUMN "rate22k" TO "rate22kPaise";
ALTER TABLE "GoldRate" ALTER COLUMN "rate22kPaise" TYPE INTEGER USING round("rate22kPaise"::numeric * 100)::integer;
ALTER TABLE "GoldRate" RENAME COLUMN "rate24k" TO "rate24kPaise";
ALTER TABLE "GoldRate" ALTER COLUMN "rate24kPaise" TYPE INTEGER USING round("rate24kPaise"::numeric * 100)::integer;
ALTER TABLE "ShopGoldRate" RENAME COLUMN "rate22k" TO "rate22kPaise";
ALTER TABLE "ShopGoldRate" ALTER COLUMN "rate22kPaise" TYPE INTEGER USING round("rate22kPaise"::numeric * 100)::integer;
ALTER TABLE "ShopGoldRate" RENAME COLUMN "rate24k" TO "rate24kPaise";
ALTER TABLE "ShopGoldRate" ALTER COLUMN "rate24kPaise" TYPE INTEGER USING round("rate24kPaise"::numeric * 100)::integer;
