-- AlterTable
ALTER TABLE "ContentItem" ADD COLUMN     "deletedAt" TIMESTAMPTZ(3);
