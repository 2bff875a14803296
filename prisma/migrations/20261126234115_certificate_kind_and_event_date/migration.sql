-- AlterTable
ALTER TABLE "Certificate" ADD COLUMN     "eventDate" DATE,
ADD COLUMN     "kind" TEXT;
