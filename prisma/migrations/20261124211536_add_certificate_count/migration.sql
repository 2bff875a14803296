-- CreateTable
CREATE TABLE "CertificateCount" (
    "id" INTEGER NOT NULL,
    "total" INTEGER NOT NULL,

    CONSTRAINT "CertificateCount_pkey" PRIMARY KEY ("id")
);

-- The count as it stands, then kept by one statement trigger per change (a batch of 10,000 rows is one update).
-- Concurrent writers of certificates take turns on this row until they commit, which keeps the total exact.
INSERT INTO "CertificateCount" ("id", "total") SELECT 1, count(*) FROM "Certificate";

CREATE FUNCTION "certificate_count_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "CertificateCount" SET "total" = "total" + (SELECT count(*) FROM "added") WHERE "id" = 1;
  RETURN NULL;
END
$$;

CREATE FUNCTION "certificate_count_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "CertificateCount" SET "total" = "total" - (SELECT count(*) FROM "removed") WHERE "id" = 1;
  RETURN NULL;
END
$$;

CREATE FUNCTION "certificate_count_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "CertificateCount" SET "total" = 0 WHERE "id" = 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER "certificate_count_added" AFTER INSERT ON "Certificate"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "certificate_count_added"();
CREATE TRIGGER "certificate_count_removed" AFTER DELETE ON "Certificate"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "certificate_count_removed"();
CREATE TRIGGER "certificate_count_emptied" AFTER TRUNCATE ON "Certificate"
  FOR EACH STATEMENT EXECUTE FUNCTION "certificate_count_emptied"();
