-- AlterTable
ALTER TABLE "DocumentRequest" ADD COLUMN     "decidedAt" TIMESTAMP(3),
ADD COLUMN     "erasedAt" TIMESTAMP(3),
ADD COLUMN     "filesDeletedAt" TIMESTAMP(3),
ADD COLUMN     "protocolo" TEXT,
ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'Recebido';

-- AlterTable
ALTER TABLE "Registration" ADD COLUMN     "protocolo" TEXT;

-- AlterTable
ALTER TABLE "VolunteerApplication" ADD COLUMN     "decidedAt" TIMESTAMP(3),
ADD COLUMN     "erasedAt" TIMESTAMP(3),
ADD COLUMN     "protocolo" TEXT,
ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'Recebido';

-- CreateTable
CREATE TABLE "ProtocolCounter" (
    "prefix" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "lastValue" INTEGER NOT NULL,

    CONSTRAINT "ProtocolCounter_pkey" PRIMARY KEY ("prefix","year")
);

-- CreateTable
CREATE TABLE "SubmissionHistory" (
    "id" SERIAL NOT NULL,
    "volunteerApplicationId" INTEGER,
    "documentRequestId" INTEGER,
    "action" TEXT NOT NULL,
    "fromStatus" TEXT,
    "toStatus" TEXT,
    "text" TEXT,
    "actorId" INTEGER,
    "actorName" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SubmissionHistory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditLog" (
    "id" SERIAL NOT NULL,
    "actorId" INTEGER,
    "actorName" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "target" TEXT NOT NULL,
    "detail" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditLog_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SubmissionHistory_volunteerApplicationId_createdAt_idx" ON "SubmissionHistory"("volunteerApplicationId", "createdAt");

-- CreateIndex
CREATE INDEX "SubmissionHistory_documentRequestId_createdAt_idx" ON "SubmissionHistory"("documentRequestId", "createdAt");

-- CreateIndex
CREATE INDEX "AuditLog_createdAt_id_idx" ON "AuditLog"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "DocumentRequest_protocolo_key" ON "DocumentRequest"("protocolo");

-- CreateIndex
CREATE INDEX "DocumentRequest_status_createdAt_idx" ON "DocumentRequest"("status", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "DocumentRequest_createdAt_id_idx" ON "DocumentRequest"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "DocumentRequest_status_decidedAt_idx" ON "DocumentRequest"("status", "decidedAt");

-- CreateIndex
CREATE UNIQUE INDEX "Registration_protocolo_key" ON "Registration"("protocolo");

-- CreateIndex
CREATE UNIQUE INDEX "VolunteerApplication_protocolo_key" ON "VolunteerApplication"("protocolo");

-- CreateIndex
CREATE INDEX "VolunteerApplication_status_createdAt_idx" ON "VolunteerApplication"("status", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "VolunteerApplication_createdAt_id_idx" ON "VolunteerApplication"("createdAt" DESC, "id" DESC);

-- AddForeignKey
ALTER TABLE "SubmissionHistory" ADD CONSTRAINT "SubmissionHistory_volunteerApplicationId_fkey" FOREIGN KEY ("volunteerApplicationId") REFERENCES "VolunteerApplication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubmissionHistory" ADD CONSTRAINT "SubmissionHistory_documentRequestId_fkey" FOREIGN KEY ("documentRequestId") REFERENCES "DocumentRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Rows stored before protocols existed get theirs now, numbered by creation within their year (in Brasília), and
-- the counters continue from there.
WITH numbered AS (
  SELECT "id", 'VOL-' || y || '-' || lpad(row_number() OVER (PARTITION BY y ORDER BY "createdAt", "id")::text, 6, '0') AS p
    FROM (SELECT "id", "createdAt", extract(year FROM ("createdAt" AT TIME ZONE 'UTC') AT TIME ZONE 'America/Sao_Paulo')::int AS y
            FROM "VolunteerApplication") AS rows)
UPDATE "VolunteerApplication" AS t SET "protocolo" = numbered.p FROM numbered WHERE t."id" = numbered."id";

WITH numbered AS (
  SELECT "id", 'REQ-' || y || '-' || lpad(row_number() OVER (PARTITION BY y ORDER BY "createdAt", "id")::text, 6, '0') AS p
    FROM (SELECT "id", "createdAt", extract(year FROM ("createdAt" AT TIME ZONE 'UTC') AT TIME ZONE 'America/Sao_Paulo')::int AS y
            FROM "DocumentRequest") AS rows)
UPDATE "DocumentRequest" AS t SET "protocolo" = numbered.p FROM numbered WHERE t."id" = numbered."id";

WITH numbered AS (
  SELECT "id", 'INS-' || y || '-' || lpad(row_number() OVER (PARTITION BY y ORDER BY "createdAt", "id")::text, 6, '0') AS p
    FROM (SELECT "id", "createdAt", extract(year FROM ("createdAt" AT TIME ZONE 'UTC') AT TIME ZONE 'America/Sao_Paulo')::int AS y
            FROM "Registration") AS rows)
UPDATE "Registration" AS t SET "protocolo" = numbered.p FROM numbered WHERE t."id" = numbered."id";

INSERT INTO "ProtocolCounter" ("prefix", "year", "lastValue")
SELECT split_part("protocolo", '-', 1), split_part("protocolo", '-', 2)::int, max(split_part("protocolo", '-', 3)::int)
  FROM (SELECT "protocolo" FROM "VolunteerApplication" UNION ALL SELECT "protocolo" FROM "DocumentRequest"
        UNION ALL SELECT "protocolo" FROM "Registration") AS all_protocols
 WHERE "protocolo" IS NOT NULL
 GROUP BY 1, 2;
