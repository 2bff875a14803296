-- CreateTable
CREATE TABLE "SearchVersion" (
    "id" INTEGER NOT NULL,
    "token" UUID NOT NULL,

    CONSTRAINT "SearchVersion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SearchEntry_visibleFrom_idx" ON "SearchEntry"("visibleFrom");

-- CreateIndex
CREATE INDEX "SearchEntry_visibleUntil_idx" ON "SearchEntry"("visibleUntil");

-- ── Written by hand (Prisma's diffs know no triggers) ─────────────────────────────────────────────────────────────

-- A new token once per transaction that changes "SearchEntry" (decision 56): the servers' caches of the search keep an
-- answer only while the token is the one it was computed under. The row is written when the transaction commits (a
-- deferred trigger), so it is locked only while committing: two writers never wait on each other in a cycle. Without
-- the row (a table emptied by hand) no version is known and the search keeps nothing until the next change writes it.
INSERT INTO "SearchVersion" ("id", "token") VALUES (1, gen_random_uuid());

CREATE FUNCTION "search_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('search.version_bumped', true) IS DISTINCT FROM 'yes' THEN
    INSERT INTO "SearchVersion" ("id", "token") VALUES (1, gen_random_uuid())
      ON CONFLICT ("id") DO UPDATE SET "token" = EXCLUDED."token";
    PERFORM set_config('search.version_bumped', 'yes', true);
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER "search_version" AFTER INSERT OR UPDATE OR DELETE ON "SearchEntry"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "search_version_bump"();
CREATE TRIGGER "search_version_truncate" AFTER TRUNCATE ON "SearchEntry"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_version_bump"();
