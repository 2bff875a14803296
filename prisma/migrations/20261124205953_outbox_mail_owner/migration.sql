-- AlterEnum
ALTER TYPE "MailStatus" ADD VALUE 'CANCELLED';

-- AlterTable
ALTER TABLE "OutboxMail" ADD COLUMN     "documentRequestId" INTEGER,
ADD COLUMN     "redactedAt" TIMESTAMP(3),
ADD COLUMN     "volunteerApplicationId" INTEGER;

-- CreateIndex
CREATE INDEX "OutboxMail_volunteerApplicationId_idx" ON "OutboxMail"("volunteerApplicationId");

-- CreateIndex
CREATE INDEX "OutboxMail_documentRequestId_idx" ON "OutboxMail"("documentRequestId");

-- AddForeignKey
ALTER TABLE "OutboxMail" ADD CONSTRAINT "OutboxMail_volunteerApplicationId_fkey" FOREIGN KEY ("volunteerApplicationId") REFERENCES "VolunteerApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OutboxMail" ADD CONSTRAINT "OutboxMail_documentRequestId_fkey" FOREIGN KEY ("documentRequestId") REFERENCES "DocumentRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;
