import fp from 'fastify-plugin';
import { loadCodeLists } from '../lookup/code-lists.ts';
import { importLookupFolder } from '../lookup/import-folder.ts';
import { createLookupProviders } from '../lookup/providers/index.ts';
import { createLookupService, type LookupService } from '../lookup/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    lookup: LookupService;
  }
}

/**
 * Lookups: the providers chosen by configuration, and on start the import of LOOKUP_DATA_DIR into any
 * empty category. The import runs in the background so start-up is not held up; lookups wait for it.
 */
export default fp(
  async (app) => {
    const { lookupDataDir, lookupAddressProvider } = app.config;
    const providers = createLookupProviders(lookupAddressProvider, { db: app.db, engine: app.dbEngine });
    const { lists, problem } = loadCodeLists();
    if (problem) app.log.warn(`lookup: state and country labels unavailable (${problem})`);

    let importing: Promise<void> = Promise.resolve();
    if (lookupDataDir) {
      app.addHook('onReady', async () => {
        importing = importLookupFolder(app.db, app.dbEngine, lookupDataDir, app.log);
      });
    }
    app.decorate('lookup', createLookupService({ providers, codeLists: lists, ready: () => importing }));
    // The database closes after this plugin's hook: let a running import finish first.
    app.addHook('onClose', async () => {
      await importing;
    });
  },
  { name: 'lookup', dependencies: ['config', 'db'] },
);
