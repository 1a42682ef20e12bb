CREATE SEQUENCE "public"."search_index_revision" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "search_index" ADD COLUMN "revision" bigint DEFAULT nextval('search_index_revision') NOT NULL;--> statement-breakpoint
-- Written by hand below drizzle-kit's lines (docs/decisions/048-search-in-process.md): a write that
-- replaces a row takes a new revision too, so the in-process copy reads only what changed.
CREATE OR REPLACE FUNCTION search_index_put(
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
    body_ar = excluded.body_ar, vector_en = excluded.vector_en, vector_ar = excluded.vector_ar,
    revision = nextval('search_index_revision')
  -- The About texts are written again after every content change: an unchanged row keeps its revision.
  WHERE (search_index.is_published, search_index.publish_at, search_index.date, search_index.title_en,
      search_index.title_ar, search_index.body_en, search_index.body_ar)
    IS DISTINCT FROM (excluded.is_published, excluded.publish_at, excluded.date, excluded.title_en,
      excluded.title_ar, excluded.body_en, excluded.body_ar);
  -- In one order, so that two writers of shared words never wait on each other in a circle.
  INSERT INTO search_terms (term)
  SELECT DISTINCT word
  FROM regexp_split_to_table(search_fold(concat_ws(' ', p_title_en, p_title_ar, p_body_en, p_body_ar)), ' ') AS word
  WHERE length(word) BETWEEN 3 AND 40
  ORDER BY word
  ON CONFLICT DO NOTHING;
$$;
