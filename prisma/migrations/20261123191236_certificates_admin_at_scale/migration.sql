-- The admin list pages, sorts and searches on the server: sort keys for name and course, and a trigram index
-- (pg_trgm, a trusted extension shipped with PostgreSQL) so "contains" searches use an index. Existing rows get
-- provisional keys here; KEYS_VERSION 3 makes the start-up recompute them with the key functions (rekey.ts).
-- Revocation columns and the history of corrections.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- AlterTable
ALTER TABLE "Certificate" ADD COLUMN     "courseKey" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "nameKey" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "revocationReason" TEXT,
ADD COLUMN     "revokedAt" TIMESTAMP(3);
UPDATE "Certificate" SET "nameKey" = lower(btrim("nome")), "courseKey" = lower(btrim("curso"));

-- CreateTable
CREATE TABLE "CertificateRevision" (
    "id" SERIAL NOT NULL,
    "certificateId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "changes" JSONB NOT NULL,
    "reason" TEXT,
    "staffName" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CertificateRevision_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CertificateRevision_certificateId_createdAt_idx" ON "CertificateRevision"("certificateId", "createdAt");

-- CreateIndex
CREATE INDEX "Certificate_nameKey_id_idx" ON "Certificate"("nameKey", "id");

-- CreateIndex
CREATE INDEX "Certificate_courseKey_id_idx" ON "Certificate"("courseKey", "id");

-- CreateIndex
CREATE INDEX "Certificate_horas_id_idx" ON "Certificate"("horas", "id");

-- CreateIndex
CREATE INDEX "Certificate_search_idx" ON "Certificate" USING GIN ("nameKey" gin_trgm_ops, "courseKey" gin_trgm_ops, "codeKey" gin_trgm_ops);

-- AddForeignKey
ALTER TABLE "CertificateRevision" ADD CONSTRAINT "CertificateRevision_certificateId_fkey" FOREIGN KEY ("certificateId") REFERENCES "Certificate"("id") ON DELETE CASCADE ON UPDATE CASCADE;
