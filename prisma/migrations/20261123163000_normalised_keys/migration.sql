-- Registrations find their event by a normalised title key (nameKey of server/src/db/keys.ts), never by a LIKE
-- pattern. Existing events get a provisional key here; with no KeyVersion row yet, the start-up right after this
-- migration recomputes every stored key (titles, person keys, certificate codes) with the key functions.

-- AlterTable
ALTER TABLE "Event" ADD COLUMN "titleKey" TEXT NOT NULL DEFAULT '';
UPDATE "Event" SET "titleKey" = lower(regexp_replace(btrim("titulo"), '\s+', ' ', 'g'));
ALTER TABLE "Event" ALTER COLUMN "titleKey" DROP DEFAULT;

-- DropIndex
DROP INDEX "Event_titulo_idx";

-- CreateIndex
CREATE INDEX "Event_titleKey_idx" ON "Event"("titleKey");

-- CreateTable
CREATE TABLE "KeyVersion" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" INTEGER NOT NULL,

    CONSTRAINT "KeyVersion_pkey" PRIMARY KEY ("id")
);
