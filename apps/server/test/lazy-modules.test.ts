import { describe, expect, it } from 'vitest';
import {
  loadFileType,
  loadMusicMetadata,
  loadNodemailer,
  loadOnce,
  loadRedis,
  loadXmlBuilder,
} from '../src/lazy-modules';

describe('loadOnce', () => {
  it('imports once for every caller, at the same time or later', async () => {
    let imports = 0;
    const load = loadOnce(async () => {
      imports += 1;
      return { value: 42 };
    });
    const [first, second] = await Promise.all([load(), load()]);
    const third = await load();
    expect(imports).toBe(1);
    expect(first).toBe(second);
    expect(third).toBe(first);
  });

  it('tries again after a failed import instead of failing for ever', async () => {
    let attempts = 0;
    const load = loadOnce(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Cannot find package');
      return 'loaded';
    });
    await expect(load()).rejects.toThrow('Cannot find package');
    await expect(load()).resolves.toBe('loaded');
    expect(attempts).toBe(2);
  });
});

describe('the modules loaded on first use', () => {
  it('are the libraries their callers expect', async () => {
    const { create } = await loadXmlBuilder();
    expect(create({ version: '1.0' }).ele('rss').txt('<&>').end()).toContain('<rss>&lt;&amp;&gt;</rss>');
    expect(typeof (await loadNodemailer()).createTransport).toBe('function');
    expect(typeof (await loadRedis()).prototype.duplicate).toBe('function');
    expect(typeof (await loadFileType()).fileTypeFromFile).toBe('function');
    expect(typeof (await loadMusicMetadata()).parseFile).toBe('function');
  });
});
