/** Seeded mutations of real files, for the fuzz tests of the upload checks. */

/** mulberry32: a small seeded generator, so every run tries the same inputs and a failure can be replayed. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const INTERESTING_32 = [0, 1, 0x7fffffff, 0x80000000, 0xfffffffe, 0xffffffff, 0xffff, 46, 22];

/** One mutation of `file`, favouring the end, where a ZIP keeps its directory. */
export function mutate(file: Buffer, next: () => number): { bytes: Buffer; how: string } {
  const pick = (n: number) => Math.floor(next() * n);
  const offset = () => (next() < 0.5 ? Math.max(0, file.length - 1 - pick(Math.min(file.length, 600))) : pick(file.length));
  const bytes = Buffer.from(file);
  switch (pick(6)) {
    case 0: {
      const at = offset();
      const bit = pick(8);
      bytes[at] ^= 1 << bit;
      return { bytes, how: `flip bit ${bit} at ${at}` };
    }
    case 1: {
      const at = Math.min(offset(), bytes.length - 4);
      const value = INTERESTING_32[pick(INTERESTING_32.length)];
      bytes.writeUInt32LE(value >>> 0, Math.max(0, at));
      return { bytes, how: `write 0x${value.toString(16)} at ${at}` };
    }
    case 2: {
      const at = offset();
      const length = 1 + pick(64);
      bytes.fill(next() < 0.5 ? 0 : 0xff, at, Math.min(at + length, bytes.length));
      return { bytes, how: `fill ${length} at ${at}` };
    }
    case 3: {
      const length = pick(file.length);
      return { bytes: bytes.subarray(0, length), how: `truncate to ${length}` };
    }
    case 4: {
      const from = pick(file.length);
      const slice = file.subarray(from, from + 1 + pick(256));
      const at = offset();
      return {
        bytes: Buffer.concat([file.subarray(0, at), slice, file.subarray(at)]),
        how: `insert ${slice.length} from ${from} at ${at}`,
      };
    }
    default: {
      const at = offset();
      const length = 1 + pick(16);
      for (let i = at; i < Math.min(at + length, bytes.length); i++) bytes[i] = pick(256);
      return { bytes, how: `randomise ${length} at ${at}` };
    }
  }
}
