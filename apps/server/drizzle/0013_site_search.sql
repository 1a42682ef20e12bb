-- Site search (docs/decisions/037-site-search.md). Written by hand around drizzle-kit's tables: the
-- extensions, the one normalisation in SQL (search_fold, search_forms, search_lexemes; the
-- TypeScript twin is packages/shared/src/search-normalize.ts) and, below, the triggers that keep
-- the index. Both extensions ship with PGlite (db/client.ts loads them) and are trusted in PostgreSQL.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- Lower case without accents, the Arabic spellings folded (translate drops the characters past the
-- replacement's end: tatweel and the marks), every digit ASCII, anything else one space.
CREATE FUNCTION search_fold(doc text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(
    lower(translate(public.unaccent('public.unaccent'::regdictionary, doc), 'أإآٱىؤئةکیھ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹ـًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞۖۗۘۙۚۛۜ۝۞ۣ۟۠ۡۢۤۥۦۧۨ۩۪ۭ۫۬', 'اااايويهكيه01234567890123456789')),
    '[^a-z0-9ء-ي]+', ' ', 'g'))
$$;
--> statement-breakpoint
-- A folded word and the words it may be without its article or clitic (wordForms in TypeScript).
CREATE FUNCTION search_forms(word text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  forms text[] := ARRAY[word];
  clitic text;
  form text;
BEGIN
  IF word !~ '^[ء-ي]' THEN
    RETURN forms;
  END IF;
  FOREACH clitic IN ARRAY ARRAY['وال', 'بال', 'فال', 'كال', 'لل', 'ال', 'و', 'ف', 'ب', 'ل'] LOOP
    -- In parentheses: IF's condition would otherwise end at the CASE's first THEN.
    IF (left(word, length(clitic)) = clitic
      AND length(word) - length(clitic) >= (CASE WHEN length(clitic) = 1 THEN 3 ELSE 2 END)) THEN
      form := substr(word, length(clitic) + 1);
      IF NOT form = ANY (forms) THEN
        forms := forms || form;
      END IF;
    END IF;
  END LOOP;
  RETURN forms;
END
$$;
--> statement-breakpoint
-- What a form is indexed and queried as: English words by their Snowball stem (none for a stop
-- word), everything else as it is.
CREATE FUNCTION search_lexemes(form text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN form ~ '^[a-z]+$' THEN coalesce(ts_lexize('english_stem', form), ARRAY[form]) ELSE ARRAY[form] END
$$;
--> statement-breakpoint
-- A text's vector: every form of a word at that word's place, so that a phrase matches whichever
-- form each of its words has.
CREATE FUNCTION search_vector(doc text, weight "char") RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(setweight(string_agg(DISTINCT lexeme || ':' || least(place, 16383), ' ')::tsvector, weight), ''::tsvector)
  FROM regexp_split_to_table(search_fold(coalesce(doc, '')), ' ') WITH ORDINALITY AS w(word, place)
  CROSS JOIN LATERAL unnest(search_forms(word)) AS f(form)
  CROSS JOIN LATERAL unnest(search_lexemes(form)) AS l(lexeme)
  WHERE word <> '' AND length(word) <= 100
$$;
--> statement-breakpoint
-- Stored HTML (institutions, testimonials) as the text a visitor reads.
CREATE FUNCTION search_plain(html text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT replace(replace(replace(replace(replace(replace(
    regexp_replace(html, '<[^>]*>', ' ', 'g'),
    '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')
$$;
--> statement-breakpoint
CREATE TABLE "search_index" (
	"type" text NOT NULL,
	"item_id" integer NOT NULL,
	"is_published" boolean NOT NULL,
	"publish_at" timestamp with time zone,
	"date" timestamp with time zone,
	"title_en" text DEFAULT '' NOT NULL,
	"title_ar" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"body_ar" text DEFAULT '' NOT NULL,
	"vector_en" "tsvector" NOT NULL,
	"vector_ar" "tsvector" NOT NULL,
	CONSTRAINT "search_index_type_item_id_pk" PRIMARY KEY("type","item_id")
);
--> statement-breakpoint
CREATE TABLE "search_query_days" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"spelling" text NOT NULL,
	"asked" integer DEFAULT 0 NOT NULL,
	"unanswered" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_query_days_day_query_pk" PRIMARY KEY("day","query")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_index_vector_en_idx" ON "search_index" USING gin ("vector_en");--> statement-breakpoint
CREATE INDEX "search_index_vector_ar_idx" ON "search_index" USING gin ("vector_ar");--> statement-breakpoint
CREATE INDEX "search_query_days_query_idx" ON "search_query_days" USING btree ("query");--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION search_index_put(
  p_type text, p_id integer, p_published boolean, p_publish_at timestamptz, p_date timestamptz,
  p_title_en text, p_title_ar text, p_body_en text, p_body_ar text
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_index (type, item_id, is_published, publish_at, date, title_en, title_ar, body_en, body_ar, vector_en, vector_ar)
  VALUES (p_type, p_id, p_published, p_publish_at, p_date, p_title_en, p_title_ar, p_body_en, p_body_ar,
    search_vector(p_title_en, 'A') || search_vector(p_body_en, 'B'),
    search_vector(p_title_ar, 'A') || search_vector(p_body_ar, 'B'))
  ON CONFLICT (type, item_id) DO UPDATE SET
    is_published = excluded.is_published, publish_at = excluded.publish_at, date = excluded.date,
    title_en = excluded.title_en, title_ar = excluded.title_ar, body_en = excluded.body_en,
    body_ar = excluded.body_ar, vector_en = excluded.vector_en, vector_ar = excluded.vector_ar;
  -- In one order, so that two writers of shared words never wait on each other in a circle.
  INSERT INTO search_terms (term)
  SELECT DISTINCT word
  FROM regexp_split_to_table(search_fold(concat_ws(' ', p_title_en, p_title_ar, p_body_en, p_body_ar)), ' ') AS word
  WHERE length(word) BETWEEN 3 AND 40
  ORDER BY word
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
-- Keeps a content table's rows in the index. Arguments: the content key, the date column ('' for
-- none), 'html' when the bodies are stored HTML, then 'column:translationKey' for the title and
-- each body field (the Arabic values are in the row's translations).
CREATE FUNCTION search_index_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fields jsonb;
  ar jsonb;
  body_en text := '';
  body_ar text := '';
  day text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_index WHERE type = TG_ARGV[0] AND item_id = OLD.id;
    RETURN OLD;
  END IF;
  fields := to_jsonb(NEW);
  ar := coalesce(fields -> 'translations' -> 'ar', '{}'::jsonb);
  FOR i IN 4 .. TG_NARGS - 1 LOOP
    body_en := body_en || ' ' || coalesce(fields ->> split_part(TG_ARGV[i], ':', 1), '');
    body_ar := body_ar || ' ' || coalesce(ar ->> split_part(TG_ARGV[i], ':', 2), '');
  END LOOP;
  IF TG_ARGV[2] = 'html' THEN
    body_en := search_plain(body_en);
    body_ar := search_plain(body_ar);
  END IF;
  day := CASE WHEN TG_ARGV[1] = '' THEN NULL ELSE fields ->> TG_ARGV[1] END;
  PERFORM search_index_put(
    TG_ARGV[0], NEW.id, NEW.is_published, NEW.publish_at,
    CASE WHEN length(day) = 10 THEN (day || 'T00:00:00Z')::timestamptz ELSE day::timestamptz END,
    btrim(coalesce(fields ->> split_part(TG_ARGV[3], ':', 1), '')),
    btrim(coalesce(ar ->> split_part(TG_ARGV[3], ':', 2), '')),
    btrim(regexp_replace(body_en, '\s+', ' ', 'g')),
    btrim(regexp_replace(body_ar, '\s+', ' ', 'g')));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER news_search AFTER INSERT OR UPDATE OR DELETE ON news
  FOR EACH ROW EXECUTE FUNCTION search_index_keep('news', 'created_on', 'text', 'name:name', 'description:description');
--> statement-breakpoint
CREATE TRIGGER events_search AFTER INSERT OR UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION search_index_keep('events', 'date', 'text', 'event_name:eventName', 'description:description', 'location:location', 'time:time');
--> statement-breakpoint
CREATE TRIGGER organizations_search AFTER INSERT OR UPDATE OR DELETE ON organizations
  FOR EACH ROW EXECUTE FUNCTION search_index_keep('institutions', '', 'html', 'name:name', 'description:description');
--> statement-breakpoint
CREATE TRIGGER partners_search AFTER INSERT OR UPDATE OR DELETE ON partners
  FOR EACH ROW EXECUTE FUNCTION search_index_keep('partners', '', 'text', 'name:name', 'description:description');
--> statement-breakpoint
CREATE TRIGGER analysis_search AFTER INSERT OR UPDATE OR DELETE ON analysis
  FOR EACH ROW EXECUTE FUNCTION search_index_keep('achievements', '', 'text', 'title:title', 'number:number');
--> statement-breakpoint
CREATE TRIGGER comments_search AFTER INSERT OR UPDATE OR DELETE ON comments
  FOR EACH ROW EXECUTE FUNCTION search_index_keep('comments', '', 'html', 'name:name', 'description:description');
--> statement-breakpoint
CREATE TRIGGER branches_search AFTER INSERT OR UPDATE OR DELETE ON branches
  FOR EACH ROW EXECUTE FUNCTION search_index_keep('branches', '', 'text', 'name:name', 'city:city', 'address:address');
--> statement-breakpoint
-- What the tables already hold.
UPDATE news SET id = id;
--> statement-breakpoint
UPDATE events SET id = id;
--> statement-breakpoint
UPDATE organizations SET id = id;
--> statement-breakpoint
UPDATE partners SET id = id;
--> statement-breakpoint
UPDATE analysis SET id = id;
--> statement-breakpoint
UPDATE comments SET id = id;
--> statement-breakpoint
UPDATE branches SET id = id;
