import { join } from 'node:path';
import { httpUrl, setting, type SettingsSource } from './settings.ts';

/**
 * Where uploaded files are kept, from the environment (adapters/storage.ts).
 *
 *   STORAGE_DRIVER        disk (default: DATA_DIR/uploads, the demo) | s3
 *   S3_BUCKET, S3_REGION  the bucket and its region (required for s3)
 *   S3_ENDPOINT           optional: an S3-compatible service instead of AWS (MinIO, R2, ...)
 *   S3_FORCE_PATH_STYLE   optional true|false (default false): bucket in the path, as most
 *                         S3-compatible services want
 *   S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY
 *                         optional, together: without them the SDK's own chain is used (the AWS_*
 *                         variables, an instance or task role)
 *   S3_KEY_PREFIX         optional: every object key starts with it (one bucket, several apps)
 */

export const storageDrivers = ['disk', 's3'] as const;

export interface DiskStorageSettings {
  driver: 'disk';
  /** Files live here under random keys; never under the name the user's file had. */
  dir: string;
}

export interface S3StorageSettings {
  driver: 's3';
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  keyPrefix: string;
}

export type StorageSettings = DiskStorageSettings | S3StorageSettings;

type Source = SettingsSource;

function required(source: Source, name: string, purpose: string): string {
  const value = setting(source, name);
  if (value === undefined) throw new Error(`${name} must be set with STORAGE_DRIVER=s3 (${purpose})`);
  return value;
}

function flag(source: Source, name: string): boolean {
  const value = setting(source, name) ?? 'false';
  if (value !== 'true' && value !== 'false') throw new Error(`${name} must be true or false, got "${value}"`);
  return value === 'true';
}

function endpointUrl(value: string | undefined): string | undefined {
  if (value !== undefined) httpUrl('S3_ENDPOINT', value);
  return value;
}

/**
 * The storage settings of the process. Throws, naming the variable, on a setting that cannot work
 * (an unknown driver, s3 without its bucket or region, half a key pair, a malformed endpoint).
 */
export function parseStorageConfig(source: Source, dataDir: string): StorageSettings {
  const driver = setting(source, 'STORAGE_DRIVER') ?? 'disk';
  if (driver === 'disk') return { driver: 'disk', dir: join(dataDir, 'uploads') };
  if (driver !== 's3') {
    throw new Error(`STORAGE_DRIVER must be one of ${storageDrivers.join(', ')}, got "${driver}"`);
  }
  const accessKeyId = setting(source, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = setting(source, 'S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for the SDK chain)');
  }
  return {
    driver: 's3',
    bucket: required(source, 'S3_BUCKET', 'the bucket uploads are kept in'),
    region: required(source, 'S3_REGION', "the bucket's region"),
    endpoint: endpointUrl(setting(source, 'S3_ENDPOINT')),
    forcePathStyle: flag(source, 'S3_FORCE_PATH_STYLE'),
    credentials:
      accessKeyId !== undefined && secretAccessKey !== undefined ? { accessKeyId, secretAccessKey } : undefined,
    keyPrefix: setting(source, 'S3_KEY_PREFIX') ?? '',
  };
}

/**
 * What production lacks to keep uploads for real (empty when nothing is missing): the local disk
 * is the demo's, one machine's, and lost with it.
 */
export function storageProblemsInProduction(settings: StorageSettings): string[] {
  if (settings.driver === 'disk') {
    return [
      'STORAGE_DRIVER=s3 with S3_BUCKET and S3_REGION: where uploaded files are kept (the local disk is for the demo only)',
    ];
  }
  if (settings.endpoint !== undefined) {
    const url = new URL(settings.endpoint);
    if (url.protocol !== 'https:' && !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
      return ['S3_ENDPOINT: an https URL (files and signed requests go to it)'];
    }
  }
  return [];
}
