import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildLayer } from './build-layer';

/** `npm run build -w @trova/layer`: builds dist/<version>/ and prints each file's gzip size. */
const built = await buildLayer();
for (const file of [built.loader, built.overlay, built.stylesheet, built.merch, built.embed]) {
  const bytes = fs.readFileSync(file);
  const gzip = gzipSync(bytes, { level: 9 }).length;
  console.log(
    `${path.relative(process.cwd(), file)}  ${(bytes.length / 1024).toFixed(1)} KB, ${(gzip / 1024).toFixed(2)} KB gzip`,
  );
}
