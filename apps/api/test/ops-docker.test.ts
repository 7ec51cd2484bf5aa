import { execFile, execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '@docent/db/testing';
import { loadWorkerConfig } from '@docent/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadApiConfig } from '../src/config';

/**
 * No Docker engine runs here, so this checks what can be checked without one: the compose file's
 * services, healthchecks and environment against the real config parsers, and the Dockerfile's
 * paths, versions and package list against the repository.
 */
const ROOT = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const read = (p: string) => readFileSync(path.join(ROOT, p), 'utf8');
const exec = promisify(execFile);

const compose = parse(read('docker/compose.yaml'), { merge: true }) as {
  services: Record<string, any>;
  volumes: Record<string, unknown>;
};
const dockerfile = read('docker/Dockerfile');
const envExample = Object.fromEntries(
  read('docker/.env.example')
    .split('\n')
    .filter((l) => /^[A-Z][A-Z0-9_]*=/.test(l))
    .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
);

/** Compose interpolation of `${VAR}`, `${VAR:-default}` and `${VAR:?error}` with the given variables. */
function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(/\$\{([A-Z][A-Z0-9_]*)(?::([-?])([^}]*))?\}/g, (_m, name: string, op?: string, arg?: string) => {
    const set = vars[name] !== undefined && vars[name] !== '';
    if (op === '-') return set ? vars[name] : (arg ?? '');
    if (op === '?' && !set) throw new Error(`${name}: ${arg}`);
    return vars[name] ?? '';
  });
}

const envOf = (service: string, vars: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(compose.services[service].environment as Record<string, unknown>).map(([k, v]) => [
      k,
      interpolate(String(v), vars),
    ]),
  );

describe('compose.yaml', () => {
  it('has postgres with a volume and a healthcheck, an api checked on /readyz, and a scalable worker', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'postgres', 'worker']);
    const { postgres, api, worker } = compose.services;

    expect(postgres.volumes).toContain('pgdata:/var/lib/postgresql/data');
    expect(Object.keys(compose.volumes)).toContain('pgdata');
    expect(postgres.healthcheck.test.join(' ')).toContain('pg_isready');

    expect(api.command).toEqual(['api']);
    expect(api.healthcheck.test.join(' ')).toContain('http://127.0.0.1:8080/readyz');
    expect(api.depends_on.postgres.condition).toBe('service_healthy');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: compose's own variable syntax, read literally
    expect(api.ports).toEqual(['${DOCENT_PORT:-8080}:8080']);

    expect(worker.command).toEqual(['worker']);
    // --scale worker=N needs no fixed name and no published port.
    expect(worker.container_name).toBeUndefined();
    expect(worker.ports).toBeUndefined();
    expect(worker.depends_on.api.condition).toBe('service_healthy');
    expect(worker.healthcheck.test.join(' ')).toContain(`127.0.0.1:${worker.environment.WORKER_METRICS_PORT}/metrics`);
    for (const service of [api, worker]) {
      expect(service.build).toEqual({ context: '..', dockerfile: 'docker/Dockerfile' });
      expect(service.image).toBe('docent:local');
      expect(service.init).toBe(true);
    }
  });

  it('documents every variable it reads in .env.example, and .env.example holds nothing it ignores', () => {
    const used = new Set([...read('docker/compose.yaml').matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]));
    expect([...used].sort()).toEqual(Object.keys(envExample).sort());
    expect(envExample.DOCENT_SECRET).toBe('');
    expect(() => envOf('api', envExample)).toThrow(/DOCENT_SECRET/);
  });

  it('gives api and worker environments that their real config parsers accept, with no unknown variable', () => {
    const vars = { ...envExample, DOCENT_SECRET: 'f'.repeat(64), DOCENT_METRICS_TOKEN: 'token' };
    const apiEnv = envOf('api', vars);
    const apiConfig = loadApiConfig(apiEnv);
    expect(apiConfig.databaseUrl).toBe('postgres://docent:docent@postgres:5432/docent');
    expect(apiConfig.metricsToken).toBe('token');
    // The blob store's variables are one schema fragment (BLOB_STORE_ENV) both apps spread into theirs.
    const blobStoreKnown = read('packages/core/src/storage/blob-storage.ts');
    const apiKnown = read('apps/api/src/config.ts') + blobStoreKnown;
    for (const name of Object.keys(apiEnv)) expect(apiKnown, `api reads ${name}`).toContain(`${name}:`);

    const workerEnv = envOf('worker', vars);
    expect(loadWorkerConfig(workerEnv).concurrency).toBe(4);
    const workerKnown =
      read('apps/worker/src/config.ts') + read('apps/worker/src/observability/metrics-config.ts') + blobStoreKnown;
    for (const name of Object.keys(workerEnv)) expect(workerKnown, `worker reads ${name}`).toContain(`${name}:`);
    // Workers open the webhook signing secrets with it.
    expect(loadWorkerConfig(workerEnv).webhooks.docentSecret).toBe('f'.repeat(64));
  });
});

describe('Dockerfile', () => {
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const runtime = stages.at(-1)!;

  it('copies only paths that exist, and every workspace package.json before installing', () => {
    const copies = [...dockerfile.matchAll(/^COPY (?!--from)(?:--\S+ )*(.+) (\S+)$/gm)].flatMap((m) =>
      m[1].split(/\s+/),
    );
    for (const source of copies) expect(existsSync(path.join(ROOT, source)), source).toBe(true);

    const workspace = parse(read('pnpm-workspace.yaml')) as { packages: string[] };
    const packageJsons = workspace.packages.flatMap((glob) => {
      if (!glob.endsWith('/*'))
        return existsSync(path.join(ROOT, glob, 'package.json')) ? [`${glob}/package.json`] : [];
      const dir = glob.slice(0, -2);
      return readdirSync(path.join(ROOT, dir))
        .filter((name) => existsSync(path.join(ROOT, dir, name, 'package.json')))
        .map((name) => `${dir}/${name}/package.json`);
    });
    const copiedPackageJsons = copies.filter((c) => c.endsWith('/package.json'));
    expect(copiedPackageJsons.sort()).toEqual(packageJsons.sort());
  });

  it('pins the pnpm version the repository uses, on the Node major it supports; builds dist/, runs no TypeScript', () => {
    const root = JSON.parse(read('package.json'));
    expect(dockerfile).toContain(`pnpm@${root.packageManager.split('@')[1]}`);
    expect(dockerfile).toMatch(/ARG NODE_IMAGE=node:20-/);
    expect(dockerfile).toContain('turbo run build');
    expect(dockerfile).toContain('pnpm install --frozen-lockfile --prod');
    expect(runtime).not.toMatch(/tsx|TSX_LOADER|\.ts\b/);
  });

  it('runs as a non-root user through an executable entrypoint whose targets exist', () => {
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).not.toMatch(/^USER root$/m);
    expect(runtime).toContain('ENTRYPOINT ["docker/entrypoint.sh"]');
    for (const script of ['docker/entrypoint.sh', 'docker/bin/docent'])
      accessSync(path.join(ROOT, script), constants.X_OK);
    execFileSync('sh', ['-n', path.join(ROOT, 'docker/entrypoint.sh')]);
    const entrypoint = read('docker/entrypoint.sh');
    expect(entrypoint).not.toMatch(/tsx|\.ts\b/);
    // Built by `pnpm build` (which `pnpm test` runs first).
    for (const target of entrypoint.match(/apps\/[\w/.-]+\.js/g) ?? [])
      expect(existsSync(path.join(ROOT, target)), target).toBe(true);
    expect(entrypoint.match(/apps\/[\w/.-]+\.js/g)).toEqual(
      expect.arrayContaining(['apps/api/dist/main.js', 'apps/worker/dist/main.js', 'apps/cli/dist/docent.js']),
    );
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', '.git', '.docent', 'docker/.env']) expect(ignored).toContain(entry);
  });
});

describe('entrypoint.sh, run for real on the built dist/', () => {
  const env = { ...process.env };
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.drop());

  it('`migrate` migrates the database it is given, and `docent ...` runs the admin CLI', async () => {
    const migrate = await exec(path.join(ROOT, 'docker/entrypoint.sh'), ['migrate'], {
      cwd: ROOT,
      env: { ...env, DATABASE_URL: database.url },
    });
    expect(migrate.stderr + migrate.stdout).toMatch(/up to date|Success/);
    const help = await exec(path.join(ROOT, 'docker/entrypoint.sh'), ['docent', 'keys', '--help'], { cwd: ROOT, env });
    expect(help.stdout).toContain('Usage: docent keys');
    const viaBin = await exec(path.join(ROOT, 'docker/bin/docent'), ['--help'], { cwd: '/', env });
    expect(viaBin.stdout).toContain('Usage: docent');
  }, 120_000);
});

describe.skipIf(spawnFails('docker', ['compose', 'version']))('docker compose config', () => {
  it('accepts the compose file', async () => {
    await exec(
      'docker',
      ['compose', '-f', 'docker/compose.yaml', '--env-file', 'docker/.env.example', 'config', '-q'],
      {
        cwd: ROOT,
        env: { ...process.env, DOCENT_SECRET: 'f'.repeat(64) },
      },
    );
  });
});

function spawnFails(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return false;
  } catch {
    return true;
  }
}
