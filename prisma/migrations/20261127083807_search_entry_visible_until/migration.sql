-- AlterTable
ALTER TABLE "SearchEntry" ADD COLUMN     "visibleUntil" TIMESTAMPTZ(3);
