// The README's settings table is written by hand: it must name every protocol's source variable,
// as the registry lists them (it once lacked one).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWN_PROTOCOL_IDS, PROTOCOL_SOURCES } from '../../../../src/shared/protocol-registry.mjs';

const README = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../README.md'), 'utf8');

describe("the README's settings table", () => {
  it.each(KNOWN_PROTOCOL_IDS.map((id) => [id, PROTOCOL_SOURCES[id].envVar] as const))(
    "names %s's source variable (%s) with its default",
    (id, envVar) => {
      const row = README.split('\n').find((line) => line.startsWith(`| \`${envVar}\``));
      expect(row, envVar).toBeDefined();
      const { defaultUrl } = PROTOCOL_SOURCES[id];
      expect(row).toContain(`\`${defaultUrl}\``);
    },
  );
});
