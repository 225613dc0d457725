// Where a process's CPU time went, from the .cpuprofile that `node --cpu-prof` writes: self
// time per part of the stack (React's server renderer, the frontend's components, the pg
// driver, TypeORM, express, Node's sockets and streams, garbage collection) and inclusive time
// of the functions that mark a request's phases. The server renderer is one bundle
// (frontend/dist-ssr), so its frames are told apart by the module comments the bundler leaves in
// it. Run alone: node bench/cpu-profile.mjs <folder or .cpuprofile>.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Functions whose inclusive time tells the phases of a blog page's request apart. */
const PHASES = [
  ['render', 'ssr.js', 'the renderer: render (React and the page around it)'],
  ['renderToStringImpl', 'ssr.js', '  React renderToString'],
  ['dataFor', 'blog-pages', 'the page data: dataFor (queries and views)'],
  ['listPage', 'posts.service', '  PostsService.listPage'],
  ['neighbours', 'posts.service', '  PostsService.neighbours'],
  ['findBySlug', 'posts.service', '  PostsService.findBySlug'],
  ['handle', 'router', 'express routing (handle, inclusive)'],
];

/** Line → module of a bundle, from its `// ../node_modules/x/y.js` and `// src/z.tsx` lines. */
const bundles = new Map();
function moduleAt(file, line) {
  if (!bundles.has(file)) {
    const starts = [];
    try {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((text, index) => {
          const match = /^\/\/(?:#region)? ((?:\.\.\/)*(?:node_modules|src)\/\S+)$/.exec(text);
          if (match) starts.push([index, match[1]]);
        });
    } catch {
      // A bundle we cannot read: its frames count as the bundle.
    }
    bundles.set(file, starts);
  }
  let found = '';
  for (const [start, name] of bundles.get(file)) {
    if (start > line) break;
    found = name;
  }
  return found;
}

function packageOf(url) {
  const after = url.split('/node_modules/').at(-1);
  const [first, second] = after.split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

const GROUPS = [
  [/^(pg|pg-protocol|pg-types|pg-pool|postgres-\w+|pgpass|pg-connection-string)$/, 'pg driver'],
  [/^typeorm$/, 'TypeORM'],
  [
    /^(express|router|body-parser|send|finalhandler|serve-static|on-finished|qs|mime.*|content-type|type-is|accepts|negotiator|cookie|vary|etag|fresh|statuses|http-errors|depd|debug|ms|parseurl|encodeurl|escape-html|range-parser|proxy-addr|forwarded|ipaddr\.js)$/,
    'express',
  ],
  [/^@nestjs\//, 'NestJS'],
  [/^(react|react-dom|scheduler)$/, 'React (react-dom/server)'],
];

function category(frame) {
  const { url, functionName } = frame;
  if (!url) {
    return /^\((garbage collector|program|idle|root)\)$/.test(functionName)
      ? functionName
      : 'V8 natives';
  }
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  if (file.startsWith('node:')) return 'Node core (sockets, streams, http)';
  if (file.includes('/dist-ssr/')) {
    const module = moduleAt(file, frame.lineNumber);
    if (module.includes('node_modules/')) {
      const name = packageOf(module);
      return GROUPS.find(([pattern]) => pattern.test(name))?.[1] ?? `frontend bundle: ${name}`;
    }
    if (file.includes('/static/react')) return 'React (react-dom/server)';
    return 'frontend components and head (dist-ssr, src/)';
  }
  if (file.includes('/node_modules/')) {
    const name = packageOf(file);
    return GROUPS.find(([pattern]) => pattern.test(name))?.[1] ?? name;
  }
  if (file.includes('/bff/dist/')) return 'bff code';
  if (file.includes('/services/') || file.includes('/common/') || file.includes('/contract/')) {
    return 'services, common and contract code';
  }
  return file;
}

/**
 * @param {string} where a .cpuprofile, or a folder holding them (all are summed)
 * @returns {Promise<{ text: string, figures: object }>}
 */
export async function summarizeCpuProfile(where) {
  const files = statSync(where).isDirectory()
    ? readdirSync(where)
        .filter((name) => name.endsWith('.cpuprofile'))
        .map((name) => path.join(where, name))
    : [where];
  const self = new Map();
  const selfByFunction = new Map();
  const inclusive = new Map(PHASES.map(([name]) => [name, 0]));
  let total = 0;
  let idle = 0;
  for (const file of files) {
    const profile = JSON.parse(readFileSync(file, 'utf8'));
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map();
    for (const node of profile.nodes) {
      for (const child of node.children ?? []) parent.set(child, node.id);
    }
    profile.samples.forEach((id, index) => {
      const micros = profile.timeDeltas[index] ?? 0;
      const frame = nodes.get(id).callFrame;
      if (frame.functionName === '(idle)') {
        idle += micros;
        return;
      }
      total += micros;
      const group = category(frame);
      self.set(group, (self.get(group) ?? 0) + micros);
      const key = `${frame.functionName || '(anonymous)'} ${group}`;
      selfByFunction.set(key, (selfByFunction.get(key) ?? 0) + micros);
      const seen = new Set();
      for (let at = id; at !== undefined; at = parent.get(at)) {
        const { functionName, url } = nodes.get(at).callFrame;
        for (const [name, where] of PHASES) {
          if (functionName === name && url.includes(where) && !seen.has(name)) {
            seen.add(name);
            inclusive.set(name, inclusive.get(name) + micros);
          }
        }
      }
    });
  }
  const percent = (micros) => `${((micros / total) * 100).toFixed(1)}%`;
  const ms = (micros) => `${Math.round(micros / 1000)} ms`;
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);
  const lines = [
    `CPU profile: ${ms(total)} busy, ${ms(idle)} idle (${files.length} file(s))`,
    '',
    'Self time by part:',
    ...sorted(self).map(
      ([name, micros]) => `  ${percent(micros).padStart(6)}  ${ms(micros).padStart(9)}  ${name}`,
    ),
    '',
    'Inclusive time of the phases:',
    ...PHASES.map(([name, , label]) => `  ${percent(inclusive.get(name)).padStart(6)}  ${label}`),
    '',
    'Top functions by self time:',
    ...sorted(selfByFunction)
      .slice(0, 25)
      .map(([name, micros]) => `  ${percent(micros).padStart(6)}  ${name}`),
  ];
  return {
    text: lines.join('\n'),
    figures: {
      busyMs: Math.round(total / 1000),
      self: Object.fromEntries(
        sorted(self).map(([name, micros]) => [name, Math.round(micros / 1000)]),
      ),
      phases: Object.fromEntries(
        PHASES.map(([name]) => [name, Math.round(inclusive.get(name) / 1000)]),
      ),
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log((await summarizeCpuProfile(process.argv[2])).text);
}
