/**
 * Application documents (issue 25, finding 9): a cap on uploads per draft (the wizard's
 * constant), abandoned unverified uploads deleted by the scheduled cleanup, no owner-signed links
 * (the tester signed one for ten years), and a `%PDF-` + HTML polyglot refused.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOADS_PER_DRAFT } from '@/domain/file-rules';
import type { TestSupabase } from './target.ts';
import { anonymousUser, documentName, localStack, pdfBlob, startServer, uploadDocument, warm } from './helpers.ts';

const BUCKET = 'application-documents';
let sb: TestSupabase;

beforeAll(async () => {
  sb = await startServer({ cleanupUploadsEveryMs: 3_600_000 });
  await warm(sb, 'verify-document');
}, 180_000);

afterAll(async () => {
  await sb?.stop();
});

async function draft(): Promise<{ db: SupabaseClient; owner: string; id: string }> {
  const user = await anonymousUser(sb);
  const db = user.db as unknown as SupabaseClient;
  const { data, error } = await db.from('applications').insert({ business_name: 'Upload Limits LLC' }).select('id').single();
  if (error) throw new Error(error.message);
  return { db, owner: user.id, id: (data as { id: string }).id };
}

async function objects(prefix: string): Promise<string[]> {
  return sb.runExclusive(async (pg) =>
    (await pg.query<{ name: string }>(`select name from storage.objects where bucket_id = $1 and name like $2 order by name`, [BUCKET, `${prefix}%`])).rows.map((r) => r.name),
  );
}

describe('uploads per draft', () => {
  it('the wizard’s constant is the database’s', async () => {
    const [row] = await sb.runExclusive(async (pg) => (await pg.query<{ n: number }>('select private.max_uploads_per_draft() as n')).rows);
    expect(row?.n).toBe(MAX_UPLOADS_PER_DRAFT);
  });

  it(`a draft takes ${MAX_UPLOADS_PER_DRAFT} uploads, the next is refused; another draft is not affected`, async () => {
    const app = await draft();
    const bucket = app.db.storage.from(BUCKET);
    const results = [];
    for (let i = 0; i < MAX_UPLOADS_PER_DRAFT + 2; i += 1) {
      results.push((await bucket.upload(documentName(app.owner, app.id, i % 2 === 0 ? 'license' : 'insurance'), pdfBlob(1024))).error === null);
    }
    expect(results).toEqual([...Array<boolean>(MAX_UPLOADS_PER_DRAFT).fill(true), false, false]);
    expect(await objects(`${app.owner}/${app.id}/`)).toHaveLength(MAX_UPLOADS_PER_DRAFT);
    const other = await draft();
    expect((await other.db.storage.from(BUCKET).upload(documentName(other.owner, other.id, 'license'), pdfBlob())).error).toBeNull();
  });
});

describe('the applicant signs no links', () => {
  it('an owner can neither sign a link (of any lifetime) to its upload nor download it', async () => {
    const app = await draft();
    const { name, status } = await uploadDocument(app.db, app.owner, app.id, 'license');
    expect(status).toBe(200);
    const bucket = app.db.storage.from(BUCKET);
    const tenYears = await bucket.createSignedUrl(name, 10 * 365 * 24 * 3600);
    expect(tenYears.data).toBeNull();
    expect(tenYears.error).not.toBeNull();
    expect((await bucket.createSignedUrl(name, 60)).error).not.toBeNull();
    expect((await bucket.download(name)).error).not.toBeNull();
  });
});

describe('a polyglot is refused', () => {
  it('%PDF- then an HTML page: 415 at upload', async () => {
    const app = await draft();
    const polyglot = new Blob(['%PDF-1.7\n<html><body><script>alert(document.cookie)</script></body></html>'], { type: 'application/pdf' });
    const res = await app.db.storage.from(BUCKET).upload(documentName(app.owner, app.id, 'license'), polyglot);
    expect(res.error).toMatchObject({ statusCode: '415' });
  });
});

describe('the scheduled cleanup', () => {
  it('deletes unverified uploads a day old (row and bytes), keeps verified and fresh ones', async () => {
    const app = await draft();
    const verified = await uploadDocument(app.db, app.owner, app.id, 'insurance');
    expect(verified.status).toBe(200);
    const bucket = app.db.storage.from(BUCKET);
    const stale = documentName(app.owner, app.id, 'license');
    const fresh = documentName(app.owner, app.id, 'license');
    expect((await bucket.upload(stale, pdfBlob())).error).toBeNull();
    expect((await bucket.upload(fresh, pdfBlob())).error).toBeNull();
    await sb.runExclusive((pg) => pg.query(`update storage.objects set created_at = now() - interval '2 days' where name in ($1, $2)`, [stale, verified.name]));

    await localStack(sb).scheduler.runNow('cleanup-uploads');

    expect(await objects(`${app.owner}/${app.id}/`)).toEqual([fresh, verified.name].sort());
    const bytes = await sb.runExclusive(async (pg) => (await pg.query('select 1 from _local.object_data where name = $1', [stale])).rows.length);
    expect(bytes).toBe(0);
  });

  it('only the service role key may run it', async () => {
    const res = await fetch(`${sb.url}/functions/v1/cleanup-uploads`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${sb.anonKey}`, apikey: sb.anonKey, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
  });
});
