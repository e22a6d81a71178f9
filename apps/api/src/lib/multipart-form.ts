import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { type AppError, InvalidInput, PayloadTooLarge, UnsupportedMediaType } from './errors';

export interface FileRule {
  /** Largest accepted size in bytes. */
  maxBytes: number;
  /** How the 413 message names the file ("The image file", "The PDF file"). */
  label: string;
}

/**
 * A multipart form read into memory. Only the bytes of a file are kept: the name and
 * type the browser sent are dropped here, so they can never reach a path or a decision.
 */
export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
}

const MB = 1024 * 1024;

/** Reads a stream into one Buffer, keeping nothing past `maxBytes` (the rest is drained). */
async function readCapped(stream: Readable & { truncated?: boolean }, maxBytes: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      chunks.length = 0;
      continue;
    }
    chunks.push(chunk);
  }
  if (size > maxBytes || stream.truncated) return undefined;
  return Buffer.concat(chunks, size);
}

/** Maps @fastify/multipart and busboy failures to clear answers. */
function translate(error: unknown): unknown {
  const code = (error as { code?: unknown })?.code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return new PayloadTooLarge('Too many files in the form: send one image and at most one PDF');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new PayloadTooLarge('Too many fields in the form');
    case 'FST_PROTO_VIOLATION':
      return new InvalidInput('The form has a field name that is not allowed');
    case 'FST_MP_PREMATURE_CLOSE':
      return new InvalidInput('The upload was interrupted before it finished');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new UnsupportedMediaType('Send the form as multipart/form-data');
  }
  // busboy reports a broken body (no boundary, cut-off part) as a plain Error.
  if (error instanceof Error && !('statusCode' in error)) {
    return new InvalidInput('The upload form is malformed');
  }
  return error;
}

/**
 * Reads every part of a multipart request, each file to a Buffer capped by its rule.
 * The whole body is consumed before a size or field problem is reported, so the
 * browser gets the answer rather than a reset connection. Empty file parts (a file
 * input left empty) count as absent.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  rules: Record<string, FileRule>,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new UnsupportedMediaType('Send the form as multipart/form-data');
  const fields = new Map<string, string>();
  const files = new Map<string, Buffer>();
  let failure: AppError | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) failure ??= new InvalidInput(`${part.fieldname} is too long`);
        else if (fields.has(part.fieldname)) failure ??= new InvalidInput(`${part.fieldname} was sent more than once`);
        else fields.set(part.fieldname, String(part.value));
        continue;
      }
      const rule = Object.hasOwn(rules, part.fieldname) ? rules[part.fieldname] : undefined;
      const data = await readCapped(part.file, rule?.maxBytes ?? 0);
      if (!rule) {
        failure ??= new InvalidInput(`Unexpected file field ${part.fieldname}`);
      } else if (!data) {
        failure ??= new PayloadTooLarge(`${rule.label} is larger than ${Math.round(rule.maxBytes / MB)} MB`);
      } else if (files.has(part.fieldname)) {
        failure ??= new InvalidInput(`${part.fieldname} was sent more than once`);
      } else if (data.length > 0) {
        files.set(part.fieldname, data);
      }
    }
  } catch (error) {
    throw translate(error);
  }
  if (failure) throw failure;
  return { fields: Object.fromEntries(fields), files: Object.fromEntries(files) };
}
