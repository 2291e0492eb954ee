ALTER TABLE "products" ADD COLUMN "spec_values" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "products_kind_vendor_idx" ON "products" USING btree ("kind","vendor","sort_order","id");--> statement-breakpoint
CREATE INDEX "products_spec_values_idx" ON "products" USING gin ("spec_values" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "products_cores_idx" ON "products" USING btree ("kind",(("spec_values"->>'cores')::int));--> statement-breakpoint
-- hand-written:
-- Typed values of the known attributes (packages/shared catalogue/attributes.ts) for the rows
-- written before the column existed; later writes compute them from the lines (products/admin-area.ts).
UPDATE "products" AS p SET "spec_values" = coalesce((
  SELECT jsonb_object_agg(v.key, v.value) FROM (
    SELECT 'cores' AS key, to_jsonb(substring(e.value FROM '^(?:up to\s+|最高\s*)?(\d{1,6})$')::int) AS value
      FROM jsonb_each_text(p."specs") e
      WHERE lower(e.key) IN ('cores', '核心数') AND e.value ~* '^(up to\s+|最高\s*)?\d{1,6}$'
    UNION ALL
    SELECT 'frequency', to_jsonb(substring(e.value FROM '(\d{1,6}(?:\.\d{1,4})?)')::numeric)
      FROM jsonb_each_text(p."specs") e
      WHERE lower(e.key) IN ('frequency', '主频') AND e.value ~* '^(up to\s+|最高\s*)?\d{1,6}(\.\d{1,4})?(\s*MHz)?$'
    UNION ALL
    SELECT 'isa', to_jsonb(array_remove(regexp_split_to_array(upper(e.value), '[\s,，、;/()（）]+'), ''))
      FROM jsonb_each_text(p."specs") e
      WHERE lower(e.key) IN ('isa', '指令集') AND e.value ~ '^[A-Za-z0-9._+\-\s,，、;/()（）]+$'
    UNION ALL
    SELECT 'cloudLab', to_jsonb(lower(e.value) IN ('yes', 'true', '是', '支持', '有'))
      FROM jsonb_each_text(p."specs") e
      WHERE lower(e.key) IN ('cloud lab', '云实验室') AND p."category" IN ('soc', 'module', 'board')
        AND lower(e.value) IN ('yes', 'true', '是', '支持', '有', 'no', 'false', '否', '不支持', '无')
  ) v WHERE p."category" IN ('cpu', 'soc', 'mcu', 'module', 'board')
), '{}'::jsonb);
