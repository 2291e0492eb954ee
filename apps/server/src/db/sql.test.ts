import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pg-proxy';
import { describe, expect, it } from 'vitest';
import { labBoardModels, labDevices } from './schema';
import { bareColumnsInSubquery, outer } from './sql';

const db = drizzle(async () => ({ rows: [] }));

describe('outer()', () => {
  it('bare column in a join-less select field renders unqualified (the bug it guards against)', () => {
    const q = db
      .select({
        id: labBoardModels.id,
        n: sql`(select count(*) from ${labDevices} where ${labDevices.boardModelId} = ${labBoardModels.id})`,
      })
      .from(labBoardModels)
      .toSQL();
    expect(q.sql).toContain('where "board_model_id" = "id")');
  });

  it('names the outer table inside the correlated subquery', () => {
    const q = db
      .select({
        id: labBoardModels.id,
        n: sql`(select count(*) from ${labDevices} where ${labDevices.boardModelId} = ${outer(labBoardModels.id)})`,
      })
      .from(labBoardModels)
      .toSQL();
    expect(q.sql).toBe(
      'select "id", (select count(*) from "lab_devices" where "board_model_id" = "lab_board_models"."id") from "lab_board_models"',
    );
  });

  it('stays qualified in WHERE clauses and joined queries', () => {
    const cond = sql`exists (select 1 from ${labDevices} where ${labDevices.boardModelId} = ${outer(labBoardModels.id)})`;
    const q = db.select({ id: labBoardModels.id }).from(labBoardModels).where(cond).toSQL();
    expect(q.sql).toContain('"board_model_id" = "lab_board_models"."id")');
    const j = db
      .select({ n: sql`(select 1 where ${outer(labBoardModels.id)} = ${labDevices.id})` })
      .from(labBoardModels)
      .innerJoin(labDevices, sql`true`)
      .toSQL();
    expect(j.sql).toContain('"lab_board_models"."id" = "lab_devices"."id"');
  });
});

describe('bareColumnsInSubquery()', () => {
  it('names the listed table’s columns written bare inside a subquery, and only those', () => {
    const bare = sql`(select count(*) from ${labDevices} where ${labDevices.boardModelId} = ${labBoardModels.id})`;
    expect(bareColumnsInSubquery(bare, labBoardModels)).toEqual(['id']);
    expect(bareColumnsInSubquery(bare.as('n'), labBoardModels)).toEqual(['id']);
    const fixed = sql`(select count(*) from ${labDevices} where ${labDevices.boardModelId} = ${outer(labBoardModels.id)})`;
    expect(bareColumnsInSubquery(fixed, labBoardModels)).toEqual([]);
    // no subquery: a bare column is the row's own
    expect(bareColumnsInSubquery(sql`lower(${labBoardModels.name})`, labBoardModels)).toEqual([]);
    expect(bareColumnsInSubquery(labBoardModels.name, labBoardModels)).toEqual([]);
  });
});
