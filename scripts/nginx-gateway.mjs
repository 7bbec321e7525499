/**
 * The docker-compose nginx parts, run for real without Docker: render deploy/nginx/static.conf.template
 * (one server per app: the shell and the five remotes, each on its own loopback port, serving the
 * built dist folders) with the static image's own envsubst command, and
 * deploy/nginx/gateway.conf.template the way the nginx image's envsubst entrypoint does, into a
 * temporary prefix with a main nginx.conf like the image's, check it with `nginx -t` and start one
 * nginx master. Used by scripts/nginx-smoke.mjs (the checks of `npm test`) and by the bench's load
 * scenario (bench/lib/load.mjs: many buyers through the gateway, two api replicas).
 *
 * `startResolver` is a tiny DNS server for the gateway's `resolver` (NGINX_RESOLVER): it answers
 * one name with several loopback addresses, as Docker's embedded DNS answers the replicas' alias.
 */
import { spawn, spawnSync } from 'node:child_process';
import dgram from 'node:dgram';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, brotliStaticModule, findNginx, nginxBuildInfo } from './lib.mjs';

/** The shell and the remotes: the env prefix of their upstream, their dist folder, the SPA fallback. */
export const APPS = [
  { key: 'SHELL', dir: 'shell', fallback: '/index.html' },
  { key: 'MEMBER', dir: 'mfe-member', remote: 'member', fallback: '=404' },
  { key: 'BOOKING', dir: 'mfe-booking', remote: 'booking', fallback: '=404' },
  { key: 'FREIGHT', dir: 'mfe-freight', remote: 'freight', fallback: '=404' },
  { key: 'CONTENT', dir: 'mfe-content', remote: 'content', fallback: '=404' },
  { key: 'STAFF', dir: 'mfe-staff', remote: 'staff', fallback: '=404' },
];

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The last `lines` lines of `file` ('(no output)' when it cannot be read). */
export function tail(file, lines = 30) {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

/** Poll `url` until it answers 2xx, the process dies, or the time is up. */
export async function waitFor(url, child, timeoutMs, what) {
  const end = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < end) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before answering ${url}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = err.cause?.code ?? err.message;
    }
    await sleep(250);
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s (last: ${last})`);
}

/** The built files the static servers serve; answers the missing ones (empty: all there). */
export function missingDists() {
  const missing = [];
  if (!fs.existsSync(path.join(ROOT, 'shell/dist/index.html'))) missing.push('shell/dist/index.html');
  for (const app of APPS.filter((a) => a.remote)) {
    for (const f of ['mf-manifest.json', 'remoteEntry.js']) {
      if (!fs.existsSync(path.join(ROOT, app.dir, 'dist', f))) missing.push(`${app.dir}/dist/${f}`);
    }
  }
  return missing;
}

/**
 * What the nginx image's 20-envsubst-on-templates.sh does: replace ${NAME} / $NAME for the
 * defined variables only, leaving nginx's own $variables alone. Stricter than envsubst: an
 * upper-case variable the caller does not define is an error (in the container it would be
 * replaced by whatever the environment holds, or left as literal text for nginx to choke on).
 */
export function render(file, vars) {
  const text = fs.readFileSync(file, 'utf8');
  const unknown = new Set();
  const out = text.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (m, braced, bare) => {
    const name = braced ?? bare;
    if (Object.hasOwn(vars, name)) return vars[name];
    if (/^[A-Z][A-Z0-9_]*$/.test(name)) unknown.add(name);
    return m;
  });
  if (unknown.size) throw new Error(`${path.relative(ROOT, file)} uses undefined variable(s): ${[...unknown].join(', ')}`);
  return out;
}

/** The variables deploy/Dockerfile.static's start command passes to envsubst. */
export function staticImageEnvsubstList() {
  const docker = fs.readFileSync(path.join(ROOT, 'deploy/Dockerfile.static'), 'utf8');
  const list = /envsubst '([^']+)'/.exec(docker)?.[1];
  if (!list) throw new Error("deploy/Dockerfile.static: its CMD has no `envsubst '<variables>'`");
  return list;
}

/**
 * What deploy/Dockerfile.static's start command does: `envsubst '<its variables>'` over the
 * template. The variable list is read from the Dockerfile, and the real envsubst runs, so the
 * result is exactly what the container would render (`list`: staticImageEnvsubstList()). A `${NAME}` left in the output (a variable the
 * command does not list) is an error, as it would be literal text for nginx.
 */
export function renderLikeStaticImage(file, list, vars) {
  const r = spawnSync('envsubst', [list], { input: fs.readFileSync(file), env: { PATH: process.env.PATH, ...vars }, encoding: 'utf8' });
  if (r.error || r.status !== 0) throw new Error(`envsubst failed (${r.error?.message ?? r.stderr}): install gettext-base`);
  const left = [...new Set(r.stdout.match(/\$\{?[A-Z][A-Z0-9_]*\}?/g) ?? [])];
  if (left.length) throw new Error(`${path.relative(ROOT, file)} uses variable(s) the image's envsubst does not replace: ${left.join(', ')}`);
  return r.stdout;
}

/** The mime.types the binary was built with (the image has its own; the same core types). */
function findMimeTypes(info) {
  const conf = /--conf-path=(\S+)/.exec(info)?.[1];
  for (const c of [conf && path.join(path.dirname(conf), 'mime.types'), '/etc/nginx/mime.types']) {
    if (c && fs.existsSync(c)) return c;
  }
  return undefined;
}

const MINIMAL_MIME_TYPES = `types {
    text/html html htm;
    text/css css;
    application/javascript js mjs;
    application/json json;
    image/svg+xml svg svgz;
    image/png png;
    image/jpeg jpeg jpg;
    image/webp webp;
    image/x-icon ico;
    font/woff woff;
    font/woff2 woff2;
    text/plain txt;
    application/wasm wasm;
}
`;

/**
 * The nginx binary and its brotli_static module's load line; throws with what to install when
 * either is missing.
 */
export function nginxTools() {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx not found: install it (apt-get install -y nginx) or set NGINX_BIN');
  const info = nginxBuildInfo(nginx);
  const brotliModule = brotliStaticModule(info);
  if (brotliModule === undefined) throw new Error('the nginx brotli_static module is missing: install it (apt-get install -y libnginx-mod-http-brotli-static)');
  return { nginx, info, brotliModule };
}

/**
 * Render the six static servers and the gateway into `dir` (made here: conf.d, logs, temp
 * folders) plus a main nginx.conf mirroring the http block of the nginx image's, with every
 * writable path inside `dir`. `ports`: GATEWAY and each app's key (SHELL, MEMBER, ...);
 * `apiUpstream`: API_UPSTREAM (host:port, an IP literal or a name `resolver` answers);
 * `resolver`: NGINX_RESOLVER; `releasesRoot`: RELEASES_ROOT; `workerProcesses` and
 * `workerConnections`: the main file's (the image's own are `auto` and 1024).
 * Answers { nginx, mainConf, args } (args: the prefix, config and error log for `nginx`).
 */
export function writeNginxConfig({ dir, ports, apiUpstream, resolver, releasesRoot, workerProcesses = 1, workerConnections = 256 }) {
  const { nginx, info, brotliModule } = nginxTools();
  for (const d of ['conf.d', 'logs', 'temp/body', 'temp/proxy', 'temp/fastcgi', 'temp/uwsgi', 'temp/scgi']) {
    fs.mkdirSync(path.join(dir, d), { recursive: true });
  }
  let mimeTypes = findMimeTypes(info);
  if (!mimeTypes) {
    mimeTypes = path.join(dir, 'mime.types');
    fs.writeFileSync(mimeTypes, MINIMAL_MIME_TYPES);
  }
  const envsubstList = staticImageEnvsubstList();
  for (const app of APPS) {
    const conf = renderLikeStaticImage(path.join(ROOT, 'deploy/nginx/static.conf.template'), envsubstList, {
      LISTEN: `127.0.0.1:${ports[app.key]}`,
      DOC_ROOT: path.join(ROOT, app.dir, 'dist'),
      SPA_FALLBACK: app.fallback,
    });
    fs.writeFileSync(path.join(dir, 'conf.d', `${app.dir}.conf`), conf);
  }
  const gateway = render(path.join(ROOT, 'deploy/nginx/gateway.conf.template'), {
    LISTEN: `127.0.0.1:${ports.GATEWAY}`,
    API_UPSTREAM: apiUpstream,
    ...Object.fromEntries(APPS.map((a) => [`${a.key}_UPSTREAM`, `127.0.0.1:${ports[a.key]}`])),
    NGINX_RESOLVER: resolver,
    RELEASES_ROOT: releasesRoot,
  });
  fs.writeFileSync(path.join(dir, 'conf.d', 'gateway.conf'), gateway);

  // As root, workers run as root so they can read the dists.
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const mainConf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    mainConf,
    `${brotliModule}${isRoot ? 'user root;\n' : ''}worker_processes ${workerProcesses};
error_log ${dir}/logs/error.log warn;
events { worker_connections ${workerConnections}; }
http {
    include ${mimeTypes};
    default_type application/octet-stream;
    access_log ${dir}/logs/access.log;
    # The images read it first from conf.d (docker-compose mounts it, Dockerfile.static copies it).
    include ${path.join(ROOT, 'deploy/nginx/log-format.conf')};
    sendfile on;
    keepalive_timeout 65;
    client_body_temp_path ${dir}/temp/body;
    proxy_temp_path ${dir}/temp/proxy;
    fastcgi_temp_path ${dir}/temp/fastcgi;
    uwsgi_temp_path ${dir}/temp/uwsgi;
    scgi_temp_path ${dir}/temp/scgi;
    include ${dir}/conf.d/*.conf;
}
`,
  );
  const args = ['-p', `${dir}/`, '-c', mainConf, '-e', `${dir}/logs/error.log`, '-g', `daemon off; pid ${dir}/nginx.pid;`];
  return { nginx, mainConf, args };
}

/**
 * `nginx -t` on the configuration of writeNginxConfig: { ok, output }. Its output goes to a
 * file, as the server's does (startNginx): the access logs are written to /dev/stdout, which
 * nginx cannot open when stdout is the socket a pipe would give it.
 */
export function nginxSyntaxCheck({ nginx, args }, dir) {
  const file = path.join(dir, 'logs/nginx-t.out');
  const fd = fs.openSync(file, 'a');
  const r = spawnSync(nginx, ['-t', ...args], { stdio: ['ignore', fd, fd] });
  fs.closeSync(fd);
  return { ok: r.status === 0, status: r.status, output: `${tail(file, 20)}\n${tail(`${dir}/logs/error.log`, 10)}` };
}

/** Start the nginx master of writeNginxConfig (not daemonized), output in `dir`/logs/nginx.out. */
export function startNginx({ nginx, args }, dir) {
  const out = fs.openSync(path.join(dir, 'logs/nginx.out'), 'a');
  const child = spawn(nginx, args, { stdio: ['ignore', out, out] });
  fs.closeSync(out);
  return child;
}

/**
 * A DNS server on 127.0.0.1 (UDP, a free port) that answers A queries for `name` with
 * `addresses()` (asked on each query, so a caller can change them) and NXDOMAIN for anything
 * else: the gateway's NGINX_RESOLVER in place of Docker's embedded DNS, which answers the api
 * replicas' one alias with every replica's address. Answers { port, close }.
 */
export function startResolver(name, addresses, { ttl = 2 } = {}) {
  const wanted = name.toLowerCase();
  const sock = dgram.createSocket('udp4');
  sock.on('message', (msg, rinfo) => {
    try {
      if (msg.length < 12) return;
      // The question: labels up to a zero byte, then type and class.
      const labels = [];
      let i = 12;
      while (i < msg.length && msg[i] !== 0) {
        const len = msg[i];
        labels.push(msg.subarray(i + 1, i + 1 + len).toString('ascii'));
        i += len + 1;
      }
      const qEnd = i + 5;
      if (qEnd > msg.length) return;
      const qtype = msg.readUInt16BE(i + 1);
      const question = msg.subarray(12, qEnd);
      const known = labels.join('.').toLowerCase() === wanted;
      const answers = known && qtype === 1 ? addresses() : [];
      const head = Buffer.alloc(12);
      msg.copy(head, 0, 0, 2); // id
      // QR, opcode 0, AA, RD copied; RA; rcode 3 (NXDOMAIN) for another name.
      head.writeUInt16BE(0x8400 | (msg.readUInt16BE(2) & 0x0100) | 0x0080 | (known ? 0 : 3), 2);
      head.writeUInt16BE(1, 4);
      head.writeUInt16BE(answers.length, 6);
      const records = answers.map((ip) => {
        const rr = Buffer.alloc(16);
        rr.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
        rr.writeUInt16BE(1, 2); // A
        rr.writeUInt16BE(1, 4); // IN
        rr.writeUInt32BE(ttl, 6);
        rr.writeUInt16BE(4, 10);
        ip.split('.').forEach((b, k) => rr.writeUInt8(Number(b), 12 + k));
        return rr;
      });
      sock.send(Buffer.concat([head, question, ...records]), rinfo.port, rinfo.address);
    } catch {
      // a malformed query: no answer
    }
  });
  return new Promise((resolve, reject) => {
    sock.once('error', reject);
    sock.bind(0, '127.0.0.1', () => resolve({ port: sock.address().port, close: () => new Promise((r) => sock.close(() => r())) }));
  });
}
