// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The web layering (docs/architecture.md) is enforced by Biome: these tests run the repository's own biome.json
 * over small fixture files laid out like apps/web/src, in a temporary folder (never in the shared checkout), and
 * read which file gets which diagnostic.
 */
const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const biome = join(repo, 'node_modules/.bin/biome');

const refused = {
  'apps/web/src/features/player/crossFeature.ts': "import { mediaQuery } from '../audio/api';\n",
  'apps/web/src/features/player/components/deepCrossFeature.ts': "import { rjQuery } from '../../rjs/api';\n",
  'apps/web/src/features/player/lazyCrossFeature.ts':
    "export const load = () => import('../polls/PollsBlock');\n",
  'apps/web/src/features/player/reExport.ts': "export { EventCard } from '../events/EventCard';\n",
  'apps/web/src/features/player/aliased.ts': "import { audioMessages } from '@/features/audio/messages';\n",
  'apps/web/src/features/player/intoApp.ts': "import { routes } from '../../app/router';\n",
  'apps/web/src/shared/lib/intoFeature.ts': "import { playMedia } from '../../features/player/store';\n",
  'apps/web/src/shared/ui/intoApp.ts': "import { AppRoutes } from '../../app/router';\n",
};

const allowed = {
  'apps/web/src/features/player/ownAndShared.ts': [
    "import { station } from '@tarang/contracts';",
    "import { useState } from 'react';",
    "import { formatLength } from '../../shared/format';",
    "import { useStation } from '../../shared/station/context';",
    "import { playMedia } from './store';",
    '',
    'export const used = [station, useState, formatLength, useStation, playMedia];',
    '',
  ].join('\n'),
  'apps/web/src/features/player/components/ownAndSharedDeep.ts': [
    "import { useMessages } from '../../../shared/i18n';",
    "import { playerMessages } from '../messages';",
    "import { focusFirst } from './focus';",
    '',
    'export const used = [useMessages, playerMessages, focusFirst];',
    '',
  ].join('\n'),
  'apps/web/src/app/routes/composes.ts': [
    "import { mediaQuery } from '../../features/audio/api';",
    "import { playMedia } from '../../features/player/store';",
    "import { formatLength } from '../../shared/format';",
    '',
    'export const used = [mediaQuery, playMedia, formatLength];',
    '',
  ].join('\n'),
};

const cycle = {
  'apps/web/src/features/audio/cycleA.ts': "import { b } from './cycleB';\n\nexport const a = () => b;\n",
  'apps/web/src/features/audio/cycleB.ts': "import { a } from './cycleA';\n\nexport const b = () => a;\n",
};

let folder = '';

function write(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
}

/** Runs Biome in the fixture folder; the repository's biome.json applies (no git there: VCS off). */
function runBiome(args: string[]) {
  const run = spawnSync(biome, [...args, '--vcs-enabled=false', '--reporter=github', '--colors=off'], {
    cwd: folder,
    encoding: 'utf8',
  });
  const diagnostics = [...run.stdout.matchAll(/^::(\w+) title=([^,]+),file=([^,]+),.*?::(.*)$/gm)].map(
    ([, severity, rule, file, message]) => ({ severity, rule, file: relative(folder, file ?? ''), message }),
  );
  return { status: run.status, diagnostics };
}

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'tarang-layering-'));
  cpSync(join(repo, 'biome.json'), join(folder, 'biome.json'));
});

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('the web layering lint', () => {
  it('refuses a feature importing another feature or app/, and shared/ importing features/ or app/', () => {
    write({ ...refused, ...allowed });
    const { status, diagnostics } = runBiome(['lint', 'apps']);
    expect(status).not.toBe(0);
    const restricted = diagnostics.filter((d) => d.rule === 'lint/style/noRestrictedImports');
    expect(restricted.map((d) => d.file).sort()).toEqual(Object.keys(refused).sort());
    for (const diagnostic of restricted) expect(diagnostic.severity).toBe('error');
    expect(restricted.find((d) => d.file.includes('features/'))?.message).toContain(
      'compose features in app/',
    );
    expect(restricted.find((d) => d.file.includes('shared/'))?.message).toContain(
      'shared/ is the bottom layer',
    );
  });

  it('lets a feature import its own folder, shared/ and the contracts, and app/ import features', () => {
    write(allowed);
    const { status, diagnostics } = runBiome(['lint', ...Object.keys(allowed)]);
    expect(diagnostics).toEqual([]);
    expect(status).toBe(0);
  });

  it('refuses an import cycle', () => {
    write(cycle);
    const { status, diagnostics } = runBiome(['lint', ...Object.keys(cycle)]);
    expect(status).not.toBe(0);
    expect(diagnostics.filter((d) => d.rule === 'lint/suspicious/noImportCycles').map((d) => d.file)).toEqual(
      Object.keys(cycle),
    );
  });

  it('`npm run lint` fails on a warning', () => {
    const script: string = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')).scripts.lint;
    const [command, ...args] = script.split(' ');
    expect(command).toBe('biome');
    const file = 'apps/web/src/shared/lib/warnsOnly.ts';
    // A recommended rule that only warns (suspicious/noDocumentCookie).
    write({ [file]: "document.cookie = 'seen=1';\n" });
    const withFlags = runBiome([...args.filter((arg) => arg !== '.'), file]);
    expect(withFlags.diagnostics.map((d) => [d.severity, d.rule])).toEqual([
      ['warning', 'lint/suspicious/noDocumentCookie'],
    ]);
    expect(withFlags.status).not.toBe(0);
    // Without --error-on-warnings the same file passes: the script's flag is what refuses it.
    expect(runBiome(['check', file]).status).toBe(0);
  });
});
