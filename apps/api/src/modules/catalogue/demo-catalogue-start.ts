import path from 'node:path';
import { openDataStore } from '../../db/database';
import type { ModuleCommand, ModuleContext, ServerProgram } from '../module';
import { writeDemoMediaPack } from './seed/demo-media';
import { isDemoCatalogueSeeded, seedDemoCatalogue } from './seed/seed-demo-catalogue';

/** The flag that makes the program seed the demo catalogue and exit. */
const SEED_ONLY_FLAG = '--seed-demo-catalogue';
/** The flag that makes the program draw the demo media pack (into the folder after it) and exit. */
const DEMO_MEDIA_FLAG = '--write-demo-media';

/** The demo media the build draws beside the bundle (none beside the source: seeding draws them). */
const defaultMediaDir = (program: ServerProgram) => path.join(program.dir, 'demo-media');

/**
 * Seeds the demo catalogue when the store is empty, in a child process: drawing the preview images and PDFs
 * takes about 100 MB that the C allocator keeps once it has it, and a child gives all of it back when it exits.
 */
export async function seedDemoCatalogueOnStart({ db, env }: ModuleContext, program: ServerProgram): Promise<void> {
  if (env.SEED_DEMO_DATA && !(await isDemoCatalogueSeeded(db)))
    await program.runChild(SEED_ONLY_FLAG, 'seeding the demo catalogue');
}

/** The demo catalogue's runs of the program: the start-up's seeding child and the build's media step. */
export const demoCatalogueCommands: Readonly<Record<string, ModuleCommand>> = {
  // The schema is already migrated by the parent.
  async [SEED_ONLY_FLAG](program) {
    const env = program.env();
    const store = openDataStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
    try {
      const added = await seedDemoCatalogue(store.db, { mediaDir: env.DEMO_MEDIA_DIR ?? defaultMediaDir(program) });
      if (added > 0) console.log(`Demo catalogue seeded with ${added} designs`);
    } finally {
      await store.close();
    }
  },
  [DEMO_MEDIA_FLAG]: (program, folder) => writeDemoMediaPack(folder ?? defaultMediaDir(program)),
};
