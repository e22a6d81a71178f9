import type { DesignCard } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, customerToken } from './accounts-helpers';
import { type FilePart, type FormEntry, fixtures, HIDDEN_MARKER, multipartBody, storeCounts } from './cards-helpers';
import { newOrder, orderBody } from './checkout-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let admin: Record<string, string>;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer((await adminToken(t)).token);
  png = await fixtures.png();
});
afterAll(async () => {
  await t.close();
});

const image = (data: Buffer = png, filename = 'preview.png', type = 'image/png'): FilePart => ({
  data,
  filename,
  type,
});
const pdfFile = (data: Buffer = fixtures.pdf(), filename = 'preview.pdf', type = 'application/pdf'): FilePart => ({
  data,
  filename,
  type,
});

async function send(method: 'POST' | 'PUT', url: string, entries: FormEntry[], headers = admin) {
  const { payload, contentType } = await multipartBody(entries);
  return t.app.inject({ method, url, payload, headers: { ...headers, 'content-type': contentType } });
}

const upload = (entries: FormEntry[], headers = admin) => send('POST', '/api/cards', entries, headers);
const edit = (id: string, entries: FormEntry[]) => send('PUT', `/api/cards/${id}`, entries);

const validEntries = (overrides: Record<string, string | FilePart | undefined> = {}): FormEntry[] => {
  const base: Record<string, string | FilePart | undefined> = {
    title: 'Coastal Homestay',
    price: '4999',
    category: 'Real Estate',
    image: image(),
    ...overrides,
  };
  return Object.entries(base).filter((entry): entry is FormEntry => entry[1] !== undefined);
};

async function uploadCard(overrides: Record<string, string | FilePart | undefined> = {}): Promise<DesignCard> {
  const response = await upload(validEntries(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().card as DesignCard;
}

async function catalogue(): Promise<DesignCard[]> {
  return (await t.app.inject({ method: 'GET', url: '/api/cards' })).json() as DesignCard[];
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Every rejected upload answers as expected and changes neither the catalogue nor the media store. */
async function expectRefused(
  request: () => Promise<{ statusCode: number; json: () => unknown }>,
  status: number | number[],
  error: RegExp,
) {
  const before = await storeCounts(t);
  const response = await request();
  expect([status].flat()).toContain(response.statusCode);
  expect((response.json() as { error: string }).error).toMatch(error);
  expect(await storeCounts(t)).toEqual(before);
  return response.json() as { error: string; fields?: Record<string, string> };
}

describe('POST /api/cards', () => {
  it('stores a design with WebP variants and a PDF, and answers 201 with the server message and card', async () => {
    const before = await storeCounts(t);
    const response = await upload(validEntries({ pdf: pdfFile() }));
    expect(response.statusCode).toBe(201);
    const body = response.json() as { message: string; card: DesignCard };
    expect(body.message).toBe('Card uploaded successfully');
    expect(body.card).toMatchObject({ title: 'Coastal Homestay', price: 4999, category: 'Real Estate' });
    expect(body.card._id).toMatch(/^[a-f0-9]{24}$/);
    expect(body.card.imageSrc).toMatch(/^\/media\/[a-f0-9]{32}-w800\.webp$/);
    expect(body.card.imageSrcSet).toMatch(/-w400\.webp 400w, .*-w800\.webp 800w, .*-w1200\.webp 1200w$/);
    expect(body.card.pdfSrc).toMatch(/^\/media\/[a-f0-9]{32}-pdf\.pdf$/);
    // original + three widths + the PDF
    expect(await storeCounts(t)).toEqual({ designs: before.designs + 1, media: before.media + 5 });
    expect(await catalogue()).toContainEqual(body.card);

    const picture = await get(body.card.imageSrc);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const pdf = await get(body.card.pdfSrc ?? '');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(fixtures.pdf())).toBe(true);
  });

  it('accepts a design without a PDF', async () => {
    const card = await uploadCard({ title: 'No PDF Cafe', category: 'Restaurant' });
    expect(card.pdfSrc).toBeUndefined();
  });

  it('adds a new category to the offered ones, kept after its design is gone', async () => {
    const card = await uploadCard({ title: 'Wander Trips', category: 'Travel' });
    expect((await get('/api/categories')).json()).toContain('Travel');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/cards/${card._id}`, headers: admin })).statusCode).toBe(
      200,
    );
    expect((await get('/api/categories')).json()).toContain('Travel');
  });

  it('re-encodes images, dropping EXIF and anything appended after the picture', async () => {
    const card = await uploadCard({ image: image(await fixtures.jpegWithHiddenData(), 'photo.jpg', 'image/jpeg') });
    const assetId = card.imageSrc.match(/([a-f0-9]{32})-/)?.[1] ?? '';
    const files = await t.store.db.selectFrom('media_files').selectAll().where('asset_id', '=', assetId).execute();
    expect(files.map((file) => file.role).sort()).toEqual(['original', 'w1200', 'w400', 'w800']);
    for (const file of files) {
      expect(file.content_type).toBe('image/webp');
      const bytes = Buffer.from(file.data).toString('latin1');
      expect(bytes).not.toContain(HIDDEN_MARKER);
      expect(bytes).not.toContain('<script>');
    }
  });

  it('judges a picture by its bytes, not its name or the type the browser sent', async () => {
    const card = await uploadCard({ image: image(png, 'upload.bin', 'application/octet-stream') });
    expect(card.imageSrc).toMatch(/\.webp$/);
  });

  it('never turns an upload file name into a path: ../../etc/passwd.png is stored under a generated key', async () => {
    const card = await uploadCard({ image: image(png, '../../etc/passwd.png'), pdf: pdfFile(undefined, '../x.pdf') });
    const keys = (await t.store.db.selectFrom('media_files').select('key').execute()).map((row) => row.key);
    for (const key of keys) expect(key).toMatch(/^[a-f0-9]{32}-(original|w400|w800|w1200|pdf)\.(webp|pdf)$/);
    expect(JSON.stringify(card)).not.toMatch(/passwd|\.\./);
  });

  it('accepts a PDF with a script inside only as a sandboxed file, never as a page', async () => {
    const card = await uploadCard({ pdf: pdfFile(fixtures.pdfWithScript(), 'evil.html', 'text/html') });
    const response = await get(card.pdfSrc ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toMatch(/sandbox/);
    expect(response.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(String(response.headers['content-disposition'])).not.toMatch(/html/);
    expect(response.rawPayload.equals(fixtures.pdfWithScript())).toBe(true);
  });

  describe('refuses bad uploads and leaves the catalogue and media store unchanged', () => {
    it.each([
      ['a missing title', { title: undefined }, /title/],
      ['an empty title', { title: '   ' }, /title is required/],
      ['a negative price', { price: '-100' }, /price must be a whole number/],
      ['a zero price', { price: '0' }, /price must be a whole number/],
      ['a non-numeric price', { price: 'abc' }, /price must be a whole number/],
      ['a fractional price', { price: '99.5' }, /price must be a whole number/],
      ['a missing price', { price: undefined }, /price is required/],
      ['an absurd price', { price: '100000000000' }, /price must be at most/],
      ['a missing category', { category: undefined }, /category is required/],
      ['an empty category', { category: '' }, /category is required/],
      ['a missing image', { image: undefined }, /image is required/],
      ['an empty image file', { image: image(Buffer.alloc(0)) }, /image is required/],
    ] as const)('400 for %s, the message given for its field', async (_name, overrides, error) => {
      const body = await expectRefused(() => upload(validEntries(overrides)), 400, error);
      // The form shows it beside the field it is about.
      expect(body.fields).toEqual({ [Object.keys(overrides)[0] ?? '']: body.error });
    });

    it('413 for an image over 10 MB', async () => {
      await expectRefused(
        () => upload(validEntries({ image: image(fixtures.elevenMegabytes()) })),
        413,
        /image file is larger than 10 MB/,
      );
    });

    it('413 for a PDF over 25 MB', async () => {
      await expectRefused(
        () => upload(validEntries({ pdf: pdfFile(fixtures.twentySixMegabytePdf()) })),
        413,
        /PDF file is larger than 25 MB/,
      );
    });

    it('415 for a text file named .png', async () => {
      await expectRefused(
        () => upload(validEntries({ image: image(fixtures.text(), 'cat.png', 'image/png') })),
        [400, 415],
        /image file/i,
      );
    });

    it('415 for a PNG named .pdf', async () => {
      await expectRefused(
        () => upload(validEntries({ pdf: pdfFile(png, 'design.pdf', 'application/pdf') })),
        [400, 415],
        /not a PDF/,
      );
    });

    it('415 for a request that is not multipart', async () => {
      await expectRefused(
        () =>
          t.app.inject({
            method: 'POST',
            url: '/api/cards',
            headers: admin,
            payload: { title: 'JSON', price: 10, category: 'Design' },
          }),
        415,
        /multipart/,
      );
    });

    it('413 for more than two files, 400 for an unknown file field', async () => {
      await expectRefused(
        () => upload([...validEntries({ pdf: pdfFile() }), ['extra', image()]]),
        413,
        /Too many files/,
      );
      await expectRefused(() => upload([...validEntries(), ['extra', image()]]), 400, /Unexpected file field/);
    });

    it('401 without a token and 403 for a customer, before reading the upload', async () => {
      await expectRefused(() => upload(validEntries(), {}), 401, /log in/);
      const customer = await customerToken(t.app);
      await expectRefused(() => upload(validEntries(), bearer(customer.token)), 403, /Admins only/);
    });
  });
});

describe('PUT /api/cards/:id', () => {
  it('changes the price, and the catalogue shows the new price', async () => {
    const card = await uploadCard({ title: 'Price Change Bakery', category: 'Restaurant' });
    const response = await edit(card._id, [['price', '7999']]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Card updated successfully', card: { ...card, price: 7999 } });
    expect((await catalogue()).find((listed) => listed._id === card._id)?.price).toBe(7999);
  });

  it('changes title and category together', async () => {
    const card = await uploadCard();
    const response = await edit(card._id, [
      ['title', 'Renamed Homestay'],
      ['category', 'Hotels'],
    ]);
    expect(response.json().card).toMatchObject({ title: 'Renamed Homestay', category: 'Hotels' });
    expect((await get('/api/categories')).json()).toContain('Hotels');
  });

  it('replaces the image and PDF, deleting the old files in the same change', async () => {
    const card = await uploadCard({ pdf: pdfFile() });
    const before = await storeCounts(t);
    const response = await edit(card._id, [
      ['image', image(await fixtures.jpegWithHiddenData(), 'new.jpg', 'image/jpeg')],
      ['pdf', pdfFile(fixtures.pdfWithScript())],
    ]);
    expect(response.statusCode).toBe(200);
    const updated = response.json().card as DesignCard;
    expect(updated.imageSrc).not.toBe(card.imageSrc);
    expect(updated.pdfSrc).not.toBe(card.pdfSrc);
    expect(await storeCounts(t)).toEqual(before);
    const oldKey = card.imageSrc.replace('/media/', '');
    expect(await t.store.db.selectFrom('media_files').select('key').where('key', '=', oldKey).execute()).toEqual([]);
  });

  it('removes the PDF with removePdf=true', async () => {
    const card = await uploadCard({ pdf: pdfFile() });
    const before = await storeCounts(t);
    const response = await edit(card._id, [['removePdf', 'true']]);
    expect(response.statusCode).toBe(200);
    expect(response.json().card.pdfSrc).toBeUndefined();
    expect(await storeCounts(t)).toEqual({ ...before, media: before.media - 1 });
  });

  it('refuses bad edits without changing anything', async () => {
    const card = await uploadCard({ pdf: pdfFile() });
    const refusals: Array<[FormEntry[], number | number[], RegExp]> = [
      [[['price', '-5']], 400, /price must be a whole number/],
      [[['price', 'ten']], 400, /price must be a whole number/],
      [[['title', '']], 400, /title is required/],
      [[['image', image(fixtures.text(), 'x.png')]], [400, 415], /image file/i],
      [[['pdf', pdfFile(png, 'x.pdf')]], [400, 415], /not a PDF/],
      [[['image', image(fixtures.elevenMegabytes())]], 413, /larger than 10 MB/],
      [
        [
          ['removePdf', 'true'],
          ['pdf', pdfFile()],
        ],
        400,
        /not both/,
      ],
      [[['removePdf', 'yes']], 400, /removePdf/],
    ];
    for (const [entries, status, error] of refusals) await expectRefused(() => edit(card._id, entries), status, error);
    expect((await catalogue()).find((listed) => listed._id === card._id)).toEqual(card);
  });

  it('404 for an unknown design', async () => {
    const response = await edit('f'.repeat(24), [['price', '100']]);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('Design not found');
  });
});

describe('DELETE /api/cards/:id', () => {
  const remove = (id: string) => t.app.inject({ method: 'DELETE', url: `/api/cards/${id}`, headers: admin });

  it('deletes a design nobody ordered, with its files', async () => {
    const card = await uploadCard({ title: 'Short Lived', pdf: pdfFile() });
    const before = await storeCounts(t);
    const response = await remove(card._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Card deleted successfully', outcome: 'deleted' });
    expect(await storeCounts(t)).toEqual({ designs: before.designs - 1, media: before.media - 5 });
    expect((await catalogue()).map((listed) => listed._id)).not.toContain(card._id);
    expect((await remove(card._id)).statusCode).toBe(404);
  });

  it('hides an ordered design instead, so the order keeps its items', async () => {
    const card = await uploadCard({ title: 'Ordered Design', price: '2500' });
    const customer = await customerToken(t.app);
    const order = await newOrder(t.app, customer.token, orderBody([{ card, quantity: 1 }]));
    expect(order.statusCode, order.body).toBe(201);
    const before = await storeCounts(t);

    const response = await remove(card._id);
    expect(response.statusCode).toBe(200);
    expect(response.json().outcome).toBe('hidden');
    expect(await storeCounts(t)).toEqual(before);
    expect((await catalogue()).map((listed) => listed._id)).not.toContain(card._id);
    const row = await t.store.db
      .selectFrom('catalogue_designs')
      .select('status')
      .where('id', '=', card._id)
      .executeTakeFirst();
    expect(row?.status).toBe('hidden');
    const orders = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(customer.token) })).json();
    expect(JSON.stringify(orders)).toContain('Ordered Design');

    expect((await edit(card._id, [['price', '1']])).statusCode).toBe(404);
    expect((await remove(card._id)).statusCode).toBe(404);
    const reorder = await newOrder(t.app, customer.token, orderBody([{ card, quantity: 1 }]));
    expect(reorder.statusCode).toBe(400);
  });
});
