-- AlterTable
ALTER TABLE "MediaImage" ADD COLUMN     "metadataRemoved" BOOLEAN NOT NULL DEFAULT false;
