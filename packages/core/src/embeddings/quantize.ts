/**
 * Vectors are stored int8-quantised: unit length first (cosine = dot product), then each component as a byte of
 * `scale` (the largest magnitude / 127). 1 byte a dimension instead of 4, and a dot product over the bytes loses
 * well under 1 % of the similarity.
 */
export interface QuantisedVector {
  scale: number;
  bytes: Buffer;
}

export function normalise(vector: number[]): Float32Array {
  let norm = 0;
  for (const x of vector) norm += x * x;
  norm = Math.sqrt(norm) || 1;
  return Float32Array.from(vector, (x) => x / norm);
}

export function quantise(vector: number[]): QuantisedVector {
  const unit = normalise(vector);
  let max = 0;
  for (const x of unit) max = Math.max(max, Math.abs(x));
  const scale = max / 127 || 1;
  const bytes = Buffer.alloc(unit.length);
  for (let i = 0; i < unit.length; i++) bytes.writeInt8(Math.max(-127, Math.min(127, Math.round(unit[i] / scale))), i);
  return { scale, bytes };
}

/** Cosine similarity of a unit query vector with a stored vector. */
export function similarity(query: Float32Array, stored: QuantisedVector): number {
  const { bytes, scale } = stored;
  const n = Math.min(query.length, bytes.length);
  let dot = 0;
  for (let i = 0; i < n; i++) dot += query[i] * ((bytes[i] << 24) >> 24);
  return dot * scale;
}
