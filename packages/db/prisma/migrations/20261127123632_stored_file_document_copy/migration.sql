-- AlterTable
ALTER TABLE "StoredFile" ADD COLUMN     "documentContentType" TEXT,
ADD COLUMN     "documentPathname" TEXT,
ADD COLUMN     "documentSize" INTEGER,
ADD COLUMN     "height" INTEGER,
ADD COLUMN     "width" INTEGER;
