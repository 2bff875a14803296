-- AlterTable
ALTER TABLE "OutboxMail" ADD COLUMN     "html" TEXT;
