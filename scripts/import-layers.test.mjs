import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { describeCrossing, findAllCrossings, findCrossings, importsOf, KNOWN_CROSSINGS } from './import-layers.mjs';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtureDir = mkdtempSync(path.join(tmpdir(), 'import-layers-'));
afterAll(() => rmSync(fixtureDir, { recursive: true, force: true }));

/** A throw-away src folder holding the given files. */
function tree(name, files) {
  const src = path.join(fixtureDir, name, 'src');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(src, file)), { recursive: true });
    writeFileSync(path.join(src, file), text);
  }
  return src;
}

const crossingsIn = (src, app) =>
  findCrossings(src, app, path.dirname(src)).map(({ file, specifier }) => `${file} → ${specifier}`);

describe('import layers', () => {
  it('the web app and the API cross no layer', () => {
    expect(findAllCrossings(repoDir).map(describeCrossing)).toEqual([]);
  });

  it('every known crossing still exists (the list only shrinks)', () => {
    const found = findAllCrossings(repoDir, { known: true }).map(
      ({ file, specifier }) => `${file}: import '${specifier}'`,
    );
    for (const known of KNOWN_CROSSINGS) expect(found).toContain(known);
  });

  it('reads static, re-exported, side-effect and dynamic imports, not commented ones', () => {
    const text = [
      "import { a } from './a';",
      "export { b } from '../b';",
      "import './c.css';",
      "const d = lazy(() => import('./d'));",
      "import {\n  e,\n} from './e';",
      "// import { f } from './f';",
      "import { g } from 'react';",
    ].join('\n');
    expect(importsOf(text)).toEqual(['./a', '../b', './c.css', './d', './e']);
  });

  it('web: shared code may not import a feature or the app, nor a feature the app', () => {
    const src = tree('web-layers', {
      'components/ui/button.tsx': "import { cart } from '../../features/cart';\n",
      'lib/session.ts': "import { guard } from '../app/guards';\n",
      'features/cart/index.ts': "import { route } from '../../app/routes/cart';\n",
      'features/cart/cart-store.ts': "import { paths } from '../../config/paths';\n",
      'app/routes/cart.tsx': "import { cart } from '../../features/cart';\n",
    });
    expect(crossingsIn(src, 'web')).toEqual([
      'src/components/ui/button.tsx → ../../features/cart',
      'src/features/cart/index.ts → ../../app/routes/cart',
      'src/lib/session.ts → ../app/guards',
    ]);
  });

  it('web: a feature is reached from outside only through its index.ts', () => {
    const src = tree('web-index', {
      'features/cart/index.ts': "export { cartActions } from './cart-store';\n",
      'features/cart/cart-store.ts': '',
      'features/catalogue/card.tsx': "import { cartActions } from '../cart/cart-store';\nimport '../cart';\n",
      'app/routes/cart.tsx': "import { cartActions } from '../../features/cart/index';\n",
    });
    expect(crossingsIn(src, 'web')).toEqual([
      'src/features/catalogue/card.tsx → ../cart/cart-store',
      'src/features/catalogue/card.tsx → ../cart',
    ]);
  });

  it('web: a feature does not import another feature, even through its index.ts; the app composes them', () => {
    const src = tree('web-features', {
      'features/cart/index.ts': "export { cartActions } from './cart-store';\n",
      'features/cart/cart-store.ts': '',
      'features/plans/choose-plan.tsx': "import { cartActions } from '../cart';\nimport { x } from './plan-dates';\n",
      'features/plans/plan-dates.ts': '',
      'features/plans/index.ts': "export { ChoosePlan } from './choose-plan';\n",
      'app/routes/marketing.tsx':
        "import { cartActions } from '../../features/cart';\nimport '../../features/plans';\n",
    });
    expect(crossingsIn(src, 'web')).toEqual(['src/features/plans/choose-plan.tsx → ../cart']);
  });

  it('api: modules are reached through their index.ts and import neither http/ nor app.ts', () => {
    const src = tree('api', {
      'app.ts': "import { registerOrders } from './modules/orders';\n",
      'http/guard.ts': "import { authenticate } from '../modules/accounts/authenticate';\n",
      'modules/accounts/index.ts': "export { authenticate } from './authenticate';\n",
      'modules/accounts/authenticate.ts': "import { guard } from '../../http/guard';\n",
      'modules/orders/index.ts': "import { app } from '../../app';\nimport { authenticate } from '../accounts';\n",
      'modules/orders/orders.tables.ts': '',
      'db/schema.ts': "import type { OrdersTables } from '../modules/orders/orders.tables';\n",
    });
    expect(crossingsIn(src, 'api')).toEqual([
      'src/http/guard.ts → ../modules/accounts/authenticate',
      'src/modules/accounts/authenticate.ts → ../../http/guard',
      'src/modules/orders/index.ts → ../../app',
    ]);
  });
});
