import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The server's layers (docs/architecture.md) are enforced by Biome: these tests run the repository's own
 * biome.json over small fixture files laid out like apps/server/src, in a temporary folder, and read which file
 * gets which diagnostic. Only repositories (and db/) touch Drizzle or the schema; db/, plugins/ and shared/
 * import no domain; a domain reaches another only through its repository.ts or index.ts; no import cycles,
 * type-only ones included.
 */
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const biome = join(repo, 'node_modules/.bin/biome');

const refused = {
  'apps/server/src/domains/team/routeWithQuery.ts': "export { eq } from 'drizzle-orm';\n",
  'apps/server/src/domains/team/routeWithSchema.ts': "export { stations } from '../../db/schema';\n",
  'apps/server/src/domains/team/intoInternals.ts':
    "export { revokeOtherSessions } from '../accounts/sessions';\n",
  'apps/server/src/domains/team/repositoryIntoInternals-repository.ts':
    "export { displayName } from '../accounts/names';\n",
  'apps/server/src/domains/site/heads/deepIntoInternals.ts':
    "export { toEpisodeWithMedia } from '../../shows/episode-json';\n",
  'apps/server/src/domains/accounts/social/local/deeperIntoInternals.ts':
    "export { urlOf } from '../../../files/private-files';\n",
  'apps/server/src/db/intoDomain.ts': "export { showRoutes } from '../domains/shows/routes';\n",
  'apps/server/src/plugins/intoDomain.ts': "export { accountRoutes } from '../domains/accounts/routes';\n",
  'apps/server/src/plugins/withQuery.ts': "export { sql } from 'drizzle-orm';\n",
  'apps/server/src/shared/intoDomain.ts':
    "export { stationRepository } from '../domains/stations/repository';\n",
};

const allowed = {
  'apps/server/src/domains/team/repository.ts': [
    "export { eq } from 'drizzle-orm';",
    "export { stations } from '../../db/schema';",
    "export { findSubscriberByEmail } from '../accounts/repository';",
    '',
  ].join('\n'),
  'apps/server/src/domains/team/console.ts': [
    "export { ARGON2 } from '../accounts';",
    "export { listStaffPages } from '../pages/repository';",
    "export type { Db } from '../../db/client';",
    "export { consoleWrite } from '../../shared/console';",
    "export { findTeam } from './repository';",
    '',
  ].join('\n'),
  'apps/server/src/domains/site/heads/ownDomain.ts': [
    "export { previewHash } from '../previews/inputs';",
    "export { findStation } from '../../stations/repository';",
    "export type { Db } from '../../../db/client';",
    '',
  ].join('\n'),
  'apps/server/src/db/queries.ts': "export { count } from 'drizzle-orm';\n",
};

const typeCycle = {
  'apps/server/src/domains/polls/typeCycleA.ts':
    "import type { B } from './typeCycleB';\n\nexport type A = { b?: B };\n",
  'apps/server/src/domains/polls/typeCycleB.ts':
    "import type { A } from './typeCycleA';\n\nexport type B = { a?: A };\n",
};

let folder = '';

function write(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
}

function runBiome(paths: string[]) {
  const run = spawnSync(
    biome,
    ['lint', ...paths, '--vcs-enabled=false', '--reporter=github', '--colors=off'],
    {
      cwd: folder,
      encoding: 'utf8',
    },
  );
  const diagnostics = [...run.stdout.matchAll(/^::(\w+) title=([^,]+),file=([^,]+),.*?::(.*)$/gm)].map(
    ([, severity, rule, file, message]) => ({ severity, rule, file: relative(folder, file ?? ''), message }),
  );
  return { status: run.status, diagnostics };
}

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'tarang-server-layering-'));
  cpSync(join(repo, 'biome.json'), join(folder, 'biome.json'));
});

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('the server layering lint', () => {
  it('refuses Drizzle outside repositories, domains below them, and a domain reaching into another', () => {
    write(refused);
    const { status, diagnostics } = runBiome(Object.keys(refused));
    expect(status).not.toBe(0);
    const restricted = diagnostics.filter((d) => d.rule === 'lint/style/noRestrictedImports');
    expect(restricted.map((d) => d.file).sort()).toEqual(Object.keys(refused).sort());
    for (const diagnostic of restricted) expect(diagnostic.severity).toBe('error');
    expect(restricted.find((d) => d.file.endsWith('intoInternals.ts'))?.message).toContain(
      'only through its repository.ts or its index.ts',
    );
    expect(restricted.find((d) => d.file.endsWith('routeWithQuery.ts'))?.message).toContain(
      'only a repository',
    );
  });

  it("lets a repository use Drizzle and a domain use another's repository or index, db/ and shared/", () => {
    write(allowed);
    const { status, diagnostics } = runBiome(Object.keys(allowed));
    expect(diagnostics).toEqual([]);
    expect(status).toBe(0);
  });

  it('refuses an import cycle made of type imports only', () => {
    write(typeCycle);
    const { status, diagnostics } = runBiome(Object.keys(typeCycle));
    expect(status).not.toBe(0);
    expect(diagnostics.filter((d) => d.rule === 'lint/suspicious/noImportCycles').map((d) => d.file)).toEqual(
      Object.keys(typeCycle),
    );
  });
});
