-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "cargaHoraria" INTEGER,
ADD COLUMN     "vagas" INTEGER;

-- AlterTable
ALTER TABLE "Registration" ADD COLUMN     "certificateId" INTEGER,
ADD COLUMN     "presente" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE UNIQUE INDEX "Registration_certificateId_key" ON "Registration"("certificateId");

-- AddForeignKey
ALTER TABLE "Registration" ADD CONSTRAINT "Registration_certificateId_fkey" FOREIGN KEY ("certificateId") REFERENCES "Certificate"("id") ON DELETE SET NULL ON UPDATE CASCADE;
