-- The site search (decision 46): one index over the pages, the published news, the course offerings, the agenda, the
-- lectures and the team. Both extensions ship with PostgreSQL's contrib (the embedded PostgreSQL of embedded-postgres
-- and the official postgres images alike) and are trusted: the database's owner creates them without superuser.
-- pg_trgm is there already (certificates_admin_at_scale).
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateTable
CREATE TABLE "SearchEntry" (
    "source" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "ref" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "day" DATE,
    "visibleFrom" TIMESTAMPTZ(3),
    "document" tsvector,

    CONSTRAINT "SearchEntry_pkey" PRIMARY KEY ("source")
);

-- CreateTable
CREATE TABLE "SearchWord" (
    "word" TEXT NOT NULL,
    "display" TEXT NOT NULL,

    CONSTRAINT "SearchWord_pkey" PRIMARY KEY ("word")
);

-- CreateIndex
CREATE INDEX "SearchEntry_document_idx" ON "SearchEntry" USING GIN ("document");

-- CreateIndex
CREATE INDEX "SearchEntry_kind_idx" ON "SearchEntry"("kind");

-- CreateIndex
CREATE INDEX "SearchWord_word_idx" ON "SearchWord" USING GIN ("word" gin_trgm_ops);

-- ── Written by hand (Prisma's diffs know no extensions, text search configurations or triggers) ──────────────────

-- Portuguese stems of words without their accents: "Redação" and "redacao" are one word.
CREATE TEXT SEARCH CONFIGURATION "pt_unaccent" (COPY = pg_catalog.portuguese);
ALTER TEXT SEARCH CONFIGURATION "pt_unaccent" ALTER MAPPING FOR hword, hword_part, word WITH "unaccent", portuguese_stem;

-- A news item's HTML (sanitised on save) as the text a visitor reads.
CREATE FUNCTION "search_plain_text"(html text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT replace(replace(replace(replace(replace(replace(
    regexp_replace(html, '<[^>]*>', ' ', 'g'),
    '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')
$$;

-- The entry's document: its title weighs more than its body.
CREATE FUNCTION "search_entry_document"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."document" := setweight(to_tsvector('pt_unaccent', NEW."title"), 'A') || setweight(to_tsvector('pt_unaccent', NEW."body"), 'B');
  RETURN NEW;
END $$;
CREATE TRIGGER "search_entry_document" BEFORE INSERT OR UPDATE OF "title", "body" ON "SearchEntry"
  FOR EACH ROW EXECUTE FUNCTION "search_entry_document"();

-- The entry's words, for "Você quis dizer": the key without accents in lower case, the word as written.
CREATE FUNCTION "search_entry_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "SearchWord" ("word", "display")
  SELECT DISTINCT ON (lower(unaccent(w))) lower(unaccent(w)), w
  FROM regexp_split_to_table(NEW."title" || ' ' || NEW."body", '[^0-9A-Za-zÀ-ÖØ-öø-ÿ]+') AS w
  WHERE length(w) BETWEEN 3 AND 40
  ON CONFLICT ("word") DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER "search_entry_words" AFTER INSERT OR UPDATE OF "title", "body" ON "SearchEntry"
  FOR EACH ROW EXECUTE FUNCTION "search_entry_words"();

-- Writes (or replaces) an entry; the source tables' triggers call it.
CREATE FUNCTION "search_entry_put"(source text, kind text, ref text, title text, body text, day date, visible_from timestamptz)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "SearchEntry" ("source", "kind", "ref", "title", "body", "day", "visibleFrom")
  VALUES (source, kind, ref, title, body, day, visible_from)
  ON CONFLICT ("source") DO UPDATE SET "kind" = EXCLUDED."kind", "ref" = EXCLUDED."ref", "title" = EXCLUDED."title",
    "body" = EXCLUDED."body", "day" = EXCLUDED."day", "visibleFrom" = EXCLUDED."visibleFrom"
$$;

-- A news item is in the search while it is published and out of the trash; the search itself waits for its
-- publication instant (visibleFrom). A draft, an unpublished or a deleted item leaves it in the same transaction.
CREATE FUNCTION "search_news"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' AND NEW."estado" = 'publicado' AND NEW."deletedAt" IS NULL THEN
    PERFORM "search_entry_put"('noticia:' || NEW."id", 'noticia', NEW."slug", NEW."titulo",
      NEW."resumo" || E'\n' || "search_plain_text"(NEW."corpo"),
      (NEW."publicadoEm" AT TIME ZONE 'America/Sao_Paulo')::date, NEW."publicadoEm");
  ELSE
    DELETE FROM "SearchEntry" WHERE "source" = 'noticia:' || OLD."id";
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "search_news" AFTER INSERT OR UPDATE OR DELETE ON "NewsItem"
  FOR EACH ROW EXECUTE FUNCTION "search_news"();

-- The staff-edited lists: team members (equipe), course offerings (turmas, found under their course: its page id,
-- "redacao-oficial", reads as the words of its name) and the agenda (calendario). Partners are not searched.
CREATE FUNCTION "search_content"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d jsonb;
BEGIN
  IF TG_OP <> 'DELETE' AND NEW."deletedAt" IS NULL AND NEW."kind" IN ('equipe', 'turmas', 'calendario') THEN
    d := NEW."data";
    IF NEW."kind" = 'equipe' THEN
      PERFORM "search_entry_put"('conteudo:' || NEW."id", 'equipe', '', d->>'nome', coalesce(d->>'cargo', ''), NULL, NULL);
    ELSIF NEW."kind" = 'turmas' THEN
      PERFORM "search_entry_put"('conteudo:' || NEW."id", 'curso', d->>'curso', d->>'turma',
        concat_ws(E'\n', replace(d->>'curso', '-', ' '), d->>'status', d->>'horario', d->>'local'),
        (d->>'dataInicio')::date, NULL);
    ELSE
      PERFORM "search_entry_put"('conteudo:' || NEW."id", 'evento', '', d->>'titulo',
        concat_ws(E'\n', d->>'descricao', d->>'horario', d->>'local'), (d->>'data')::date, NULL);
    END IF;
  ELSE
    DELETE FROM "SearchEntry" WHERE "source" = 'conteudo:' || OLD."id";
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "search_content" AFTER INSERT OR UPDATE OR DELETE ON "ContentItem"
  FOR EACH ROW EXECUTE FUNCTION "search_content"();

-- The lectures of the cycle (events of the project 'Ciclo de palestras', LECTURE_CYCLE_PROJECT in contracts).
CREATE FUNCTION "search_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' AND NEW."projeto" = 'Ciclo de palestras' THEN
    PERFORM "search_entry_put"('evento:' || NEW."id", 'evento', '', NEW."titulo",
      concat_ws(E'\n', NEW."subTitulo", NEW."palestrante", NEW."local"), NEW."data", NULL);
  ELSE
    DELETE FROM "SearchEntry" WHERE "source" = 'evento:' || OLD."id";
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "search_event" AFTER INSERT OR UPDATE OR DELETE ON "Event"
  FOR EACH ROW EXECUTE FUNCTION "search_event"();

-- What is already there: every row passes through its trigger once.
UPDATE "NewsItem" SET "id" = "id";
UPDATE "ContentItem" SET "id" = "id";
UPDATE "Event" SET "id" = "id";
