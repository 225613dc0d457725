// @ts-check
// infra/k8s (kustomize base and overlays) checked without a cluster: every overlay is rendered
// with `kubectl kustomize`, every object is validated against its schema, and the rules the
// manifests promise (probes, limits, security contexts, pinned images, the bff's replicas and
// disruption budget, the NetworkPolicies' reach, the database wiring) are checked on the
// rendered output. Each rule is also shown to catch a broken copy of the output.
//
// Schemas:
//   - Kubernetes' own kinds: kubernetes-models (its classes validate types, enums, required
//     fields and formats against the Kubernetes OpenAPI schema);
//   - CloudNativePG's Cluster and ScheduledBackup: @kubernetes-models/cloudnative-pg, the models
//     generated from CloudNativePG's published API types (postgresql.cnpg.io/v1);
//   - the Barman Cloud plugin's ObjectStore (barmancloud.cnpg.io/v1) has no published model:
//     spec.configuration is barman-cloud's BarmanObjectStoreConfiguration, which
//     @kubernetes-models/cloudnative-pg does publish; the few fields around it are checked with a
//     JSON Schema written here from the plugin's API types (OBJECT_STORE_SCHEMA below).
// The models accept fields they do not know (a misspelt `readinesProbe` passes them), so every
// object is also type-checked with TypeScript against the same packages' type declarations:
// an unknown field in an object literal is an error there.
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, ResourceRequirements, Secret, Service } from 'kubernetes-models/v1';
import ts from 'typescript';
import { parseAllDocuments } from 'yaml';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const K8S = path.join(REPO_ROOT, 'infra/k8s');
const OVERLAYS = ['overlays/cloudnative-pg', 'overlays/external-postgres'];
const NAMESPACE = 'site';
const CNPG_PACKAGE = '@kubernetes-models/cloudnative-pg';
const CNPG_MISSING =
  `${CNPG_PACKAGE} is not installed: it carries CloudNativePG's published schema, which the ` +
  `Cluster, the ScheduledBackup and the ObjectStore's configuration are validated against ` +
  `(npm install --save-dev -w infra ${CNPG_PACKAGE})`;

/** @typedef {Record<string, any>} K8sObject */

// ---- rendering ----------------------------------------------------------------------------

/**
 * `kubectl kustomize <dir>`, parsed: one object per YAML document.
 * @param {string} dir relative to infra/k8s
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {K8sObject[]}
 */
function render(dir, env = process.env) {
  let output;
  try {
    output = execFileSync('kubectl', ['kustomize', path.join(K8S, dir)], {
      encoding: 'utf8',
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const failure = /** @type {NodeJS.ErrnoException & { stderr?: string }} */ (error);
    if (failure.code === 'ENOENT') {
      throw new Error(
        'kubectl is not installed (or not on PATH): this suite renders infra/k8s with ' +
          '`kubectl kustomize`. Install kubectl 1.27 or newer (it includes kustomize).',
        { cause: error },
      );
    }
    throw new Error(`kubectl kustomize infra/k8s/${dir} failed:\n${failure.stderr ?? failure}`, {
      cause: error,
    });
  }
  return parseAllDocuments(output).map((document) => {
    if (document.errors.length > 0) throw document.errors[0];
    return /** @type {K8sObject} */ (document.toJS());
  });
}

/** @type {Map<string, K8sObject[]>} */
const renders = new Map();
/** The rendered objects of `dir`: a fresh copy each time, so a test may break it. */
const rendered = (/** @type {string} */ dir) => {
  if (!renders.has(dir)) renders.set(dir, render(dir));
  return structuredClone(/** @type {K8sObject[]} */ (renders.get(dir)));
};
const all = () => OVERLAYS.map((overlay) => /** @type {const} */ ([overlay, rendered(overlay)]));

const nameOf = (/** @type {K8sObject} */ object) => `${object.kind}/${object.metadata?.name}`;
/** @param {K8sObject[]} objects @param {string} kind @param {string} name */
function find(objects, kind, name) {
  const found = objects.find((o) => o.kind === kind && o.metadata?.name === name);
  if (!found) throw new Error(`no ${kind}/${name} in the rendered output`);
  return found;
}

// ---- schemas ------------------------------------------------------------------------------

/**
 * CloudNativePG's models, loaded by name so that this file still runs (and says what is
 * missing) while the package is not installed.
 */
async function loadCnpgModels() {
  const load = (/** @type {string} */ subpath) => import(`${CNPG_PACKAGE}/${subpath}`);
  try {
    const [cluster, scheduledBackup, objectStoreConfiguration] = await Promise.all([
      load('postgresql.cnpg.io/v1/Cluster'),
      load('postgresql.cnpg.io/v1/ScheduledBackup'),
      load('github.com/cloudnative-pg/barman-cloud/pkg/api/BarmanObjectStoreConfiguration'),
    ]);
    return {
      Cluster: cluster.Cluster,
      ScheduledBackup: scheduledBackup.ScheduledBackup,
      BarmanObjectStoreConfiguration: objectStoreConfiguration.BarmanObjectStoreConfiguration,
    };
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') return null;
    throw error;
  }
}
const cnpg = await loadCnpgModels();
const requireCnpg = () => {
  if (!cnpg) throw new Error(CNPG_MISSING);
  return cnpg;
};

/**
 * The Barman Cloud plugin's ObjectStore around its `configuration` (barmancloud.cnpg.io/v1,
 * api/v1/objectstore_types.go of cloudnative-pg/plugin-barman-cloud). NOT the plugin's
 * published CRD, which no npm package carries: the fields this repository uses and their
 * neighbours, with the CRD's rules for them (retentionPolicy's pattern, the sidecar's fields).
 * spec.configuration and the sidecar's resources are validated by their published models.
 */
const OBJECT_STORE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['apiVersion', 'kind', 'metadata', 'spec'],
  properties: {
    apiVersion: { const: 'barmancloud.cnpg.io/v1' },
    kind: { const: 'ObjectStore' },
    metadata: {
      type: 'object',
      required: ['name'],
      properties: {
        name: { type: 'string', pattern: '^[a-z0-9]([-a-z0-9]*[a-z0-9])?$', maxLength: 253 },
        namespace: { type: 'string' },
        labels: { type: 'object', additionalProperties: { type: 'string' } },
        annotations: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
    spec: {
      type: 'object',
      additionalProperties: false,
      required: ['configuration'],
      properties: {
        configuration: { type: 'object' },
        retentionPolicy: { type: 'string', pattern: '^[1-9][0-9]*[dwm]$' },
        instanceSidecarConfiguration: {
          type: 'object',
          additionalProperties: false,
          properties: {
            env: { type: 'array', items: { type: 'object' } },
            resources: { type: 'object' },
            retentionPolicyIntervalSeconds: { type: 'integer', minimum: 0 },
            logLevel: { enum: ['error', 'warning', 'info', 'debug', 'trace'] },
            additionalContainerArgs: { type: 'array', items: { type: 'string' } },
          },
        },
      },
    },
  },
};
const validateObjectStoreEnvelope = new Ajv({ allErrors: true }).compile(OBJECT_STORE_SCHEMA);

/**
 * What validates each kind: `validate` throws on an object its schema refuses; `types` are the
 * TypeScript declarations the object (or a part of it, at `at`) must satisfy exactly.
 * @typedef {{ at: string[], module: string, name: string }} TypeCheck
 * @typedef {{ validate: (object: K8sObject) => void, types: TypeCheck[] }} Schema
 * @type {Record<string, Schema>}
 */
const SCHEMAS = {};
/** @param {{ new (data: any): { validate(): void } }} Model @param {string} module @param {string} name */
const model = (Model, module, name) => ({
  validate: (/** @type {K8sObject} */ object) => new Model(object).validate(),
  types: [{ at: [], module, name }],
});
SCHEMAS['v1/Namespace'] = model(Namespace, 'kubernetes-models/v1/Namespace', 'INamespace');
SCHEMAS['v1/ConfigMap'] = model(ConfigMap, 'kubernetes-models/v1/ConfigMap', 'IConfigMap');
SCHEMAS['v1/Secret'] = model(Secret, 'kubernetes-models/v1/Secret', 'ISecret');
SCHEMAS['v1/Service'] = model(Service, 'kubernetes-models/v1/Service', 'IService');
SCHEMAS['apps/v1/Deployment'] = model(
  Deployment,
  'kubernetes-models/apps/v1/Deployment',
  'IDeployment',
);
SCHEMAS['policy/v1/PodDisruptionBudget'] = model(
  PodDisruptionBudget,
  'kubernetes-models/policy/v1/PodDisruptionBudget',
  'IPodDisruptionBudget',
);
SCHEMAS['autoscaling/v2/HorizontalPodAutoscaler'] = model(
  HorizontalPodAutoscaler,
  'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler',
  'IHorizontalPodAutoscaler',
);
SCHEMAS['networking.k8s.io/v1/NetworkPolicy'] = model(
  NetworkPolicy,
  'kubernetes-models/networking.k8s.io/v1/NetworkPolicy',
  'INetworkPolicy',
);
SCHEMAS['networking.k8s.io/v1/Ingress'] = model(
  Ingress,
  'kubernetes-models/networking.k8s.io/v1/Ingress',
  'IIngress',
);
SCHEMAS['postgresql.cnpg.io/v1/Cluster'] = {
  validate: (object) => new (requireCnpg().Cluster)(object).validate(),
  types: [{ at: [], module: `${CNPG_PACKAGE}/postgresql.cnpg.io/v1/Cluster`, name: 'ICluster' }],
};
SCHEMAS['postgresql.cnpg.io/v1/ScheduledBackup'] = {
  validate: (object) => new (requireCnpg().ScheduledBackup)(object).validate(),
  types: [
    {
      at: [],
      module: `${CNPG_PACKAGE}/postgresql.cnpg.io/v1/ScheduledBackup`,
      name: 'IScheduledBackup',
    },
  ],
};
SCHEMAS['barmancloud.cnpg.io/v1/ObjectStore'] = {
  validate: (object) => {
    if (!validateObjectStoreEnvelope(object)) {
      const errors = validateObjectStoreEnvelope.errors ?? [];
      throw new Error(errors.map((e) => `data${e.instancePath} ${e.message}`).join(', '));
    }
    const { spec } = /** @type {{ spec: Record<string, any> }} */ (object);
    new (requireCnpg().BarmanObjectStoreConfiguration)(spec.configuration).validate();
    const resources = spec.instanceSidecarConfiguration?.resources;
    if (resources) new ResourceRequirements(resources).validate();
  },
  types: [
    {
      at: ['spec', 'configuration'],
      module: `${CNPG_PACKAGE}/github.com/cloudnative-pg/barman-cloud/pkg/api/BarmanObjectStoreConfiguration`,
      name: 'IBarmanObjectStoreConfiguration',
    },
    {
      at: ['spec', 'instanceSidecarConfiguration', 'resources'],
      module: 'kubernetes-models/v1/ResourceRequirements',
      name: 'IResourceRequirements',
    },
  ],
};

/** Validates one object against its kind's schema; a kind with none is an error. */
function validateObject(/** @type {K8sObject} */ object) {
  const schema = SCHEMAS[`${object.apiVersion}/${object.kind}`];
  if (!schema) {
    throw new Error(`no schema for ${object.apiVersion} ${object.kind}: add one to SCHEMAS`);
  }
  schema.validate(object);
}

/** Every object that fails its schema, as "Kind/name: why". */
function schemaProblems(/** @type {K8sObject[]} */ objects) {
  return objects.flatMap((object) => {
    try {
      validateObject(object);
      return [];
    } catch (error) {
      return [`${nameOf(object)}: ${/** @type {Error} */ (error).message}`];
    }
  });
}

/**
 * TypeScript's excess-property check of every object (or part) against its declared type: one
 * program for all of them. Answers "label: message" for each error.
 * @param {{ label: string, object: K8sObject }[]} entries
 */
function typeProblems(entries) {
  const file = path.join(import.meta.dirname, '__k8s_objects__.ts');
  /** @type {Map<string, string>} module -> local alias prefix */
  const imports = new Map();
  /** @type {{ label: string, start: number, end: number }[]} */
  const spans = [];
  let body = '';
  for (const { label, object } of entries) {
    const schema = SCHEMAS[`${object.apiVersion}/${object.kind}`];
    if (!schema) continue;
    for (const check of schema.types) {
      const value = check.at.reduce((node, key) => node?.[key], object);
      if (value === undefined) continue;
      if (!imports.has(check.module)) imports.set(check.module, `T${imports.size}`);
      const alias = `${imports.get(check.module)}.${check.name}`;
      const line = `export const o${spans.length}: ${alias} = ${JSON.stringify(value)};\n`;
      spans.push({
        label: `${label} ${[nameOf(object), ...check.at].join('.')}`,
        start: body.length,
        end: body.length + line.length,
      });
      body += line;
    }
  }
  const header = [...imports]
    .map(([module, alias]) => `import type * as ${alias} from '${module}';\n`)
    .join('');
  const source = header + body;
  /** @type {ts.CompilerOptions} */
  const options = {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2023,
    lib: ['lib.es2023.d.ts'],
    types: [],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, language, ...rest) =>
    name === file
      ? ts.createSourceFile(name, source, language)
      : getSourceFile.call(host, name, language, ...rest);
  host.fileExists = (name) => name === file || fileExists.call(host, name);
  host.readFile = (name) => (name === file ? source : readFile.call(host, name));
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    const at = (diagnostic.start ?? 0) - header.length;
    const span = spans.find((s) => at >= s.start && at < s.end);
    const hint = /Cannot find module '@kubernetes-models\/cloudnative-pg/.test(message)
      ? ` (${CNPG_MISSING})`
      : '';
    return `${span?.label ?? 'imports'}: ${message}${hint}`;
  });
}

// ---- workloads ----------------------------------------------------------------------------

/** Every pod template of the rendered output, with its owner. */
function podSpecs(/** @type {K8sObject[]} */ objects) {
  /** @type {{ owner: string, spec: K8sObject }[]} */
  const found = [];
  for (const object of objects) {
    /** @type {Record<string, () => K8sObject>} */
    const templates = {
      Pod: () => object.spec,
      Deployment: () => object.spec.template.spec,
      StatefulSet: () => object.spec.template.spec,
      DaemonSet: () => object.spec.template.spec,
      ReplicaSet: () => object.spec.template.spec,
      Job: () => object.spec.template.spec,
      CronJob: () => object.spec.jobTemplate.spec.template.spec,
    };
    const spec = templates[object.kind]?.();
    if (spec) found.push({ owner: nameOf(object), spec });
  }
  return found;
}

/** Every container (init containers too) that breaks a workload rule, as "owner/container: rule". */
function workloadProblems(/** @type {K8sObject[]} */ objects) {
  /** @type {string[]} */
  const problems = [];
  for (const { owner, spec } of podSpecs(objects)) {
    const pod = spec.securityContext ?? {};
    for (const container of [...(spec.initContainers ?? []), ...(spec.containers ?? [])]) {
      const where = `${owner}/${container.name}`;
      const problem = (/** @type {string} */ rule) => problems.push(`${where}: ${rule}`);
      // Init containers run to completion: probes do not apply to them.
      if (spec.containers.includes(container)) {
        if (!container.readinessProbe) problem('no readiness probe');
        if (!container.livenessProbe) problem('no liveness probe');
      }
      for (const kind of ['requests', 'limits']) {
        for (const resource of ['cpu', 'memory']) {
          if (container.resources?.[kind]?.[resource] === undefined) {
            problem(`no ${resource} ${kind}`);
          }
        }
      }
      const own = container.securityContext ?? {};
      const effective = (/** @type {string} */ key) => own[key] ?? pod[key];
      if (effective('runAsNonRoot') !== true) problem('runAsNonRoot is not true');
      if (effective('runAsUser') === 0) problem('runs as uid 0');
      if (own.readOnlyRootFilesystem !== true) problem('readOnlyRootFilesystem is not true');
      if (own.allowPrivilegeEscalation !== false) problem('allowPrivilegeEscalation is not false');
      if (own.privileged === true) problem('privileged');
      if (!own.capabilities?.drop?.includes('ALL')) problem('capabilities do not drop ALL');
      if ((own.capabilities?.add ?? []).length > 0) problem('adds capabilities');
      if (effective('seccompProfile')?.type !== 'RuntimeDefault') {
        problem('seccompProfile is not RuntimeDefault');
      }
    }
  }
  return problems;
}

/** Why an image reference is not pinned (null when it is): a tag other than latest, or a digest. */
function imageProblem(/** @type {string} */ image) {
  if (/@sha256:[0-9a-f]{64}$/.test(image)) return null;
  const lastSegment = image.split('/').at(-1) ?? '';
  if (!lastSegment.includes(':')) return `${image}: no tag`;
  const tag = lastSegment.split(':').at(-1);
  if (!tag || tag === 'latest') return `${image}: latest`;
  return null;
}

/** Every image the output would run: containers, and CloudNativePG's imageName. */
function images(/** @type {K8sObject[]} */ objects) {
  const fromPods = podSpecs(objects).flatMap(({ spec }) =>
    [...(spec.initContainers ?? []), ...(spec.containers ?? [])].map(
      (/** @type {K8sObject} */ c) => c.image,
    ),
  );
  const fromClusters = objects
    .filter((o) => o.kind === 'Cluster')
    .map((o) => o.spec.imageName ?? '(CloudNativePG default: unpinned)');
  return [...fromPods, ...fromClusters];
}

/** Does a label selector select these labels? (matchLabels and matchExpressions) */
function selects(
  /** @type {K8sObject | undefined} */ selector,
  /** @type {Record<string, string>} */ labels,
) {
  if (!selector) return false;
  for (const [key, value] of Object.entries(selector.matchLabels ?? {})) {
    if (labels[key] !== value) return false;
  }
  for (const { key, operator, values = [] } of selector.matchExpressions ?? []) {
    const has = key in labels;
    const ok = {
      In: has && values.includes(labels[key]),
      NotIn: !has || !values.includes(labels[key]),
      Exists: has,
      DoesNotExist: !has,
    }[/** @type {string} */ (operator)];
    if (!ok) return false;
  }
  return true;
}

/** The bff Deployment and every PDB and HPA that covers it; problems found. */
function bffAvailabilityProblems(/** @type {K8sObject[]} */ objects) {
  /** @type {string[]} */
  const problems = [];
  const bff = find(objects, 'Deployment', 'bff');
  const labels = bff.spec.template.metadata.labels;
  if (!(bff.spec.replicas >= 2)) problems.push(`bff runs ${bff.spec.replicas ?? 1} replica(s)`);
  const pdbs = objects.filter(
    (o) => o.kind === 'PodDisruptionBudget' && selects(o.spec.selector, labels),
  );
  if (!pdbs.some((p) => p.spec.minAvailable === 1)) {
    problems.push('no PodDisruptionBudget with minAvailable 1 selects the bff pods');
  }
  const hpas = objects.filter(
    (o) =>
      o.kind === 'HorizontalPodAutoscaler' &&
      o.apiVersion === 'autoscaling/v2' &&
      o.spec.scaleTargetRef.kind === 'Deployment' &&
      o.spec.scaleTargetRef.name === 'bff',
  );
  const onCpu = hpas.filter((h) =>
    (h.spec.metrics ?? []).some(
      (/** @type {K8sObject} */ m) =>
        m.type === 'Resource' &&
        m.resource.name === 'cpu' &&
        m.resource.target.type === 'Utilization',
    ),
  );
  if (onCpu.length !== 1) problems.push(`${onCpu.length} CPU-utilisation HPAs scale the bff`);
  for (const hpa of onCpu) {
    if (!(hpa.spec.minReplicas >= 2)) problems.push(`the HPA allows ${hpa.spec.minReplicas} pod`);
  }
  return problems;
}

/** What is wrong with the bff's liveness probe (it must not depend on PostgreSQL). */
function livenessProblems(/** @type {K8sObject[]} */ objects) {
  const bff = find(objects, 'Deployment', 'bff');
  const container = bff.spec.template.spec.containers.find(
    (/** @type {K8sObject} */ c) => c.name === 'bff',
  );
  /** @type {string[]} */
  const problems = [];
  for (const probe of ['livenessProbe', 'startupProbe']) {
    const handler = container[probe];
    if (!handler) continue;
    const text = JSON.stringify(handler);
    if (text.includes('/api/health')) problems.push(`${probe} calls /api/health`);
  }
  if (container.readinessProbe?.httpGet?.path !== '/api/health') {
    problems.push('the readiness probe is not GET /api/health');
  }
  return problems;
}

// ---- NetworkPolicy semantics --------------------------------------------------------------

/** @typedef {{ namespace: string, labels: Record<string, string> }} PodRef */
/** @typedef {PodRef | { ip: string }} Peer */

const namespaceLabels = (/** @type {string} */ name) => ({ 'kubernetes.io/metadata.name': name });

/** IPv4 address inside a CIDR? */
function inCidr(/** @type {string} */ ip, /** @type {string} */ cidr) {
  const [base = '', bits = '32'] = cidr.split('/');
  if (base.includes(':') || ip.includes(':')) return false;
  const toInt = (/** @type {string} */ a) =>
    a.split('.').reduce((n, part) => n * 256 + Number(part), 0);
  const mask = Number(bits) === 0 ? 0 : 2 ** 32 - 2 ** (32 - Number(bits));
  const masked = (/** @type {number} */ n) => Number(BigInt(n) & BigInt(mask));
  return masked(toInt(ip)) === masked(toInt(base));
}

/** Does a NetworkPolicy peer (from/to entry) match this pod or address? */
function peerMatches(
  /** @type {K8sObject} */ peer,
  /** @type {Peer} */ who,
  /** @type {string} */ policyNamespace,
) {
  if ('ip' in who) {
    if (!peer.ipBlock) return false;
    return (
      inCidr(who.ip, peer.ipBlock.cidr) &&
      !(peer.ipBlock.except ?? []).some((/** @type {string} */ c) => inCidr(who.ip, c))
    );
  }
  if (peer.ipBlock) return false;
  const namespaceOk = peer.namespaceSelector
    ? selects(peer.namespaceSelector, namespaceLabels(who.namespace))
    : who.namespace === policyNamespace;
  const podOk = peer.podSelector ? selects(peer.podSelector, who.labels) : true;
  return namespaceOk && podOk;
}

/** Does a rule's port list admit this port? (no list: every port) */
function portMatches(
  /** @type {K8sObject[] | undefined} */ ports,
  /** @type {number} */ port,
  protocol = 'TCP',
) {
  if (!ports || ports.length === 0) return true;
  return ports.some(
    (p) =>
      (p.protocol ?? 'TCP') === protocol &&
      (p.port === undefined || (p.endPort ? port >= p.port && port <= p.endPort : p.port === port)),
  );
}

/**
 * Would the policies let `from` open a connection to `to` on `port`? Both directions count:
 * the destination's ingress policies and the source's egress policies (a pod no policy of a
 * direction selects is not isolated in that direction). Addresses outside the cluster
 * ({ ip }) have no policies of their own.
 * @param {K8sObject[]} objects @param {Peer} from @param {Peer} to @param {number} port
 */
function allowed(objects, from, to, port, protocol = 'TCP') {
  const policies = objects.filter((o) => o.kind === 'NetworkPolicy');
  /** @param {PodRef} pod @param {'Ingress' | 'Egress'} direction */
  const isolating = (pod, direction) =>
    policies.filter((p) => {
      const types = p.spec.policyTypes ?? (p.spec.egress ? ['Ingress', 'Egress'] : ['Ingress']);
      return (
        (p.metadata.namespace ?? NAMESPACE) === pod.namespace &&
        types.includes(direction) &&
        selects(p.spec.podSelector, pod.labels)
      );
    });
  /** @param {PodRef} pod @param {'Ingress' | 'Egress'} direction @param {Peer} other */
  const admits = (pod, direction, other) => {
    const selecting = isolating(pod, direction);
    if (selecting.length === 0) return true;
    const key = direction === 'Ingress' ? 'ingress' : 'egress';
    const peersKey = direction === 'Ingress' ? 'from' : 'to';
    return selecting.some((p) =>
      (p.spec[key] ?? []).some(
        (/** @type {K8sObject} */ rule) =>
          portMatches(rule.ports, port, protocol) &&
          (!rule[peersKey] ||
            rule[peersKey].length === 0 ||
            rule[peersKey].some((/** @type {K8sObject} */ peer) =>
              peerMatches(peer, other, p.metadata.namespace ?? NAMESPACE),
            )),
      ),
    );
  };
  const egressOk = 'ip' in from ? true : admits(from, 'Egress', to);
  const ingressOk = 'ip' in to ? true : admits(to, 'Ingress', from);
  return egressOk && ingressOk;
}

/** Pods as the policies see them: their template labels (CloudNativePG's for PostgreSQL). */
function pods(/** @type {K8sObject[]} */ objects) {
  const labelsOf = (/** @type {string} */ name) => ({
    namespace: NAMESPACE,
    labels: find(objects, 'Deployment', name).spec.template.metadata.labels,
  });
  return {
    web: labelsOf('web'),
    bff: labelsOf('bff'),
    // What CloudNativePG puts on an instance pod of the Cluster site-db.
    postgres: {
      namespace: NAMESPACE,
      labels: {
        'cnpg.io/cluster': 'site-db',
        'cnpg.io/podRole': 'instance',
        'cnpg.io/instanceRole': 'primary',
      },
    },
    // Anything else someone runs in the namespace, even labelled as part of the site.
    other: {
      namespace: NAMESPACE,
      labels: { 'app.kubernetes.io/name': 'other', 'app.kubernetes.io/part-of': 'site' },
    },
    ingressController: {
      namespace: 'ingress-nginx',
      labels: { 'app.kubernetes.io/component': 'controller' },
    },
    operator: { namespace: 'cnpg-system', labels: { 'app.kubernetes.io/name': 'cloudnative-pg' } },
    foreign: { namespace: 'elsewhere', labels: { 'app.kubernetes.io/name': 'bff' } },
    dns: { namespace: 'kube-system', labels: { 'k8s-app': 'kube-dns' } },
  };
}
const PUBLIC_IP = { ip: '52.95.110.1' };
const PRIVATE_IP = { ip: '10.1.2.3' };
/** The managed PostgreSQL's placeholder address (external-postgres overlay). */
const MANAGED_POSTGRES = { ip: '192.0.2.10' };

/** Who, other than the web pods, reaches the bff (any port), and whether web does on 5000. */
function bffIngressProblems(/** @type {K8sObject[]} */ objects) {
  const p = pods(objects);
  /** @type {string[]} */
  const problems = [];
  if (!allowed(objects, p.web, p.bff, 5000)) problems.push('web cannot reach the bff on 5000');
  if (allowed(objects, p.web, p.bff, 9229)) problems.push('web reaches the bff on another port');
  const others = { ...p, web: undefined, publicIp: PUBLIC_IP, privateIp: PRIVATE_IP };
  for (const [name, who] of Object.entries(others)) {
    if (who && allowed(objects, who, p.bff, 5000)) problems.push(`${name} reaches the bff`);
  }
  return problems;
}

/** Who, other than the bff (and CloudNativePG itself), reaches PostgreSQL on 5432. */
function postgresIngressProblems(/** @type {K8sObject[]} */ objects) {
  const p = pods(objects);
  /** @type {string[]} */
  const problems = [];
  if (!allowed(objects, p.bff, p.postgres, 5432)) problems.push('the bff cannot reach PostgreSQL');
  for (const name of /** @type {const} */ (['web', 'other', 'ingressController', 'foreign'])) {
    if (allowed(objects, p[name], p.postgres, 5432)) problems.push(`${name} reaches PostgreSQL`);
  }
  for (const ip of [PUBLIC_IP, PRIVATE_IP]) {
    if (allowed(objects, ip, p.postgres, 5432)) problems.push(`${ip.ip} reaches PostgreSQL`);
  }
  // CloudNativePG's own traffic (its networking docs): the operator and the other instances.
  const replica = {
    ...p.postgres,
    labels: { ...p.postgres.labels, 'cnpg.io/instanceRole': 'replica' },
  };
  if (!allowed(objects, replica, p.postgres, 5432)) problems.push('replicas cannot stream');
  if (!allowed(objects, p.operator, p.postgres, 8000)) problems.push('the operator is shut out');
  return problems;
}

// ---- the tests ----------------------------------------------------------------------------

describe('rendering', () => {
  it.each(OVERLAYS)('%s renders with kubectl kustomize', (overlay) => {
    const objects = rendered(overlay);
    expect(objects.length).toBeGreaterThan(10);
    for (const object of objects) {
      expect(object.apiVersion).toEqual(expect.any(String));
      expect(object.kind).toEqual(expect.any(String));
      expect(object.metadata.name).toEqual(expect.any(String));
    }
  });

  it('says clearly when kubectl is missing', () => {
    expect(() => render(OVERLAYS[0] ?? '', { ...process.env, PATH: '/nonexistent' })).toThrow(
      /kubectl is not installed \(or not on PATH\)/,
    );
  });

  it('puts every object in the site namespace, which enforces the restricted pod profile', () => {
    for (const [, objects] of all()) {
      const namespace = find(objects, 'Namespace', NAMESPACE);
      expect(namespace.metadata.labels['pod-security.kubernetes.io/enforce']).toBe('restricted');
      for (const object of objects.filter((o) => o.kind !== 'Namespace')) {
        expect([nameOf(object), object.metadata.namespace]).toEqual([nameOf(object), NAMESPACE]);
      }
    }
  });
});

describe('schemas', () => {
  it.each(OVERLAYS)('every object of %s validates against its schema', (overlay) => {
    expect(schemaProblems(rendered(overlay))).toEqual([]);
  });

  it('every object has no field its type does not declare (TypeScript, all overlays)', () => {
    const entries = all().flatMap(([overlay, objects]) =>
      objects.map((object) => ({ label: overlay, object })),
    );
    expect(typeProblems(entries)).toEqual([]);
  });

  it('refuses a wrong type, a missing required field and a kind without a schema', () => {
    const objects = rendered('overlays/external-postgres');
    const bff = find(objects, 'Deployment', 'bff');
    bff.spec.replicas = 'two';
    const service = find(objects, 'Service', 'bff');
    service.spec.ports[0].port = 'http';
    const hpa = find(objects, 'HorizontalPodAutoscaler', 'bff');
    delete hpa.spec.scaleTargetRef;
    objects.push({ apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' } });
    const problems = schemaProblems(objects);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Deployment\/bff: .*replicas must be integer/),
        expect.stringMatching(/^Service\/bff: .*port must be integer/),
        expect.stringMatching(/^HorizontalPodAutoscaler\/bff: .*scaleTargetRef/),
        'Widget/w: no schema for example.com/v1 Widget: add one to SCHEMAS',
      ]),
    );
  });

  it('refuses CloudNativePG objects its schema does not allow', () => {
    const objects = rendered('overlays/cloudnative-pg');
    const cluster = find(objects, 'Cluster', 'site-db');
    cluster.spec.instances = '3';
    const backup = find(objects, 'ScheduledBackup', 'site-db-daily');
    delete backup.spec.cluster;
    const store = find(objects, 'ObjectStore', 'site-db-backups');
    store.spec.retentionPolicy = '30 days';
    delete store.spec.configuration.destinationPath;
    expect(schemaProblems(objects)).toEqual([
      expect.stringMatching(/^ObjectStore\/site-db-backups: .*retentionPolicy/),
      expect.stringMatching(/^Cluster\/site-db: .*instances must be integer/),
      expect.stringMatching(/^ScheduledBackup\/site-db-daily: .*cluster/),
    ]);
    // With the envelope right, the configuration's own schema still speaks.
    store.spec.retentionPolicy = '30d';
    expect(schemaProblems([store])).toEqual([
      expect.stringMatching(/^ObjectStore\/site-db-backups: .*destinationPath/),
    ]);
  });

  it('catches a misspelt field the schemas accept', () => {
    const objects = rendered('overlays/cloudnative-pg');
    const bff = find(objects, 'Deployment', 'bff');
    const container = bff.spec.template.spec.containers[0];
    container.readinesProbe = container.readinessProbe;
    const cluster = find(objects, 'Cluster', 'site-db');
    cluster.spec.instance = 3;
    const store = find(objects, 'ObjectStore', 'site-db-backups');
    store.spec.configuration.endpointUrl = 'https://s3.example.com';
    // The models let all three through...
    expect(schemaProblems([bff, cluster, store])).toEqual([]);
    // ...the declared types do not.
    const problems = typeProblems(
      [bff, cluster, store].map((object) => ({ label: 'broken', object })),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^broken Deployment\/bff: .*'"readinesProbe"' does not exist/),
      expect.stringMatching(/^broken Cluster\/site-db: .*'"instance"' does not exist/),
      expect.stringMatching(
        /^broken ObjectStore\/site-db-backups\.spec\.configuration: .*'"endpointUrl"' does not exist/,
      ),
    ]);
  });
});

describe('workloads', () => {
  it.each(OVERLAYS)(
    '%s: every container has probes, CPU and memory requests and limits, and runs locked down',
    (overlay) => {
      const objects = rendered(overlay);
      expect(podSpecs(objects).map((p) => p.owner)).toEqual(['Deployment/bff', 'Deployment/web']);
      expect(workloadProblems(objects)).toEqual([]);
    },
  );

  it('reports each missing probe, resource and security setting', () => {
    const objects = rendered('overlays/external-postgres');
    const web = find(objects, 'Deployment', 'web').spec.template.spec;
    const nginx = web.containers[0];
    delete nginx.readinessProbe;
    delete nginx.resources.limits.memory;
    nginx.securityContext.readOnlyRootFilesystem = false;
    const bff = find(objects, 'Deployment', 'bff').spec.template.spec;
    const node = bff.containers[0];
    delete node.livenessProbe;
    delete node.resources.requests.cpu;
    delete node.securityContext.runAsNonRoot;
    delete bff.securityContext.runAsNonRoot;
    node.securityContext.allowPrivilegeEscalation = true;
    node.securityContext.capabilities.add = ['NET_ADMIN'];
    delete node.securityContext.seccompProfile;
    delete bff.securityContext.seccompProfile;
    expect(workloadProblems(objects).sort()).toEqual([
      'Deployment/bff/bff: adds capabilities',
      'Deployment/bff/bff: allowPrivilegeEscalation is not false',
      'Deployment/bff/bff: no cpu requests',
      'Deployment/bff/bff: no liveness probe',
      'Deployment/bff/bff: runAsNonRoot is not true',
      'Deployment/bff/bff: seccompProfile is not RuntimeDefault',
      'Deployment/web/nginx: no memory limits',
      'Deployment/web/nginx: no readiness probe',
      'Deployment/web/nginx: readOnlyRootFilesystem is not true',
    ]);
  });

  it('the database and its backup sidecar have requests and limits too', () => {
    const objects = rendered('overlays/cloudnative-pg');
    const cluster = find(objects, 'Cluster', 'site-db');
    const sidecar = find(objects, 'ObjectStore', 'site-db-backups').spec
      .instanceSidecarConfiguration;
    for (const resources of [cluster.spec.resources, sidecar.resources]) {
      expect(Object.keys(resources.requests).sort()).toEqual(['cpu', 'memory']);
      expect(Object.keys(resources.limits).sort()).toEqual(['cpu', 'memory']);
    }
  });

  it('runs only pinned images: a tag that is not latest, or a digest', () => {
    for (const [overlay, objects] of all()) {
      const list = images(objects);
      expect([overlay, list.map(imageProblem).filter(Boolean)]).toEqual([overlay, []]);
      expect(list).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/\/site-bff:\d+\.\d+\.\d+$/),
          expect.stringMatching(/\/site-web:\d+\.\d+\.\d+$/),
        ]),
      );
    }
    expect(imageProblem('site-bff')).toBe('site-bff: no tag');
    expect(imageProblem('registry.example.com:5000/site/site-bff')).toMatch(/no tag/);
    expect(imageProblem('nginx:latest')).toBe('nginx:latest: latest');
    expect(imageProblem('site-bff:1.0.0')).toBeNull();
    expect(imageProblem(`site-bff@sha256:${'a'.repeat(64)}`)).toBeNull();
    // The rule sees every container's image.
    const objects = rendered('overlays/cloudnative-pg');
    find(objects, 'Deployment', 'web').spec.template.spec.containers[0].image = 'site-web';
    find(objects, 'Cluster', 'site-db').spec.imageName = 'ghcr.io/cloudnative-pg/postgresql:latest';
    expect(images(objects).map(imageProblem).filter(Boolean)).toEqual([
      'site-web: no tag',
      'ghcr.io/cloudnative-pg/postgresql:latest: latest',
    ]);
  });
});

describe('the bff', () => {
  it.each(OVERLAYS)(
    '%s: runs 2+ replicas, covered by a PodDisruptionBudget and an HPA',
    (overlay) => {
      expect(bffAvailabilityProblems(rendered(overlay))).toEqual([]);
    },
  );

  it('reports a single replica, a PDB that misses the pods and a missing HPA', () => {
    const objects = rendered('overlays/external-postgres');
    find(objects, 'Deployment', 'bff').spec.replicas = 1;
    find(objects, 'PodDisruptionBudget', 'bff').spec.selector.matchLabels = {
      'app.kubernetes.io/name': 'bff-old',
    };
    const withoutHpa = objects.filter((o) => o.kind !== 'HorizontalPodAutoscaler');
    expect(bffAvailabilityProblems(withoutHpa)).toEqual([
      'bff runs 1 replica(s)',
      'no PodDisruptionBudget with minAvailable 1 selects the bff pods',
      '0 CPU-utilisation HPAs scale the bff',
    ]);
  });

  it.each(OVERLAYS)(
    '%s: readiness is /api/health; liveness does not depend on PostgreSQL',
    (overlay) => {
      const objects = rendered(overlay);
      expect(livenessProblems(objects)).toEqual([]);
      const container = find(objects, 'Deployment', 'bff').spec.template.spec.containers[0];
      expect(container.livenessProbe.tcpSocket.port).toBe('http');
      expect(container.ports).toEqual([{ name: 'http', containerPort: 5000, protocol: 'TCP' }]);
    },
  );

  it('reports a liveness probe on /api/health', () => {
    const objects = rendered('overlays/cloudnative-pg');
    const container = find(objects, 'Deployment', 'bff').spec.template.spec.containers[0];
    container.livenessProbe = { httpGet: { path: '/api/health', port: 'http' } };
    expect(livenessProblems(objects)).toEqual(['livenessProbe calls /api/health']);
  });

  it('has room for an image upload: the memory limit covers the bff and its image worker', () => {
    // docs/benchmarks.md records the largest bff + image worker total (the container's cgroup
    // counts both processes) as images-bench's treePeakMb.
    const benchmarks = readFileSync(path.join(REPO_ROOT, 'docs/benchmarks.md'), 'utf8');
    const measured = Number(/"treePeakMb":(\d+)/.exec(benchmarks)?.[1]);
    expect(measured).toBeGreaterThan(0);
    const mebibytes = (/** @type {string} */ quantity) => {
      const match = /^(\d+)(Mi|Gi)$/.exec(quantity);
      if (!match) throw new Error(`unexpected quantity ${quantity}`);
      return Number(match[1]) * (match[2] === 'Gi' ? 1024 : 1);
    };
    for (const [, objects] of all()) {
      const { resources } = find(objects, 'Deployment', 'bff').spec.template.spec.containers[0];
      // MB measured, MiB limited: 1 MiB > 1 MB, so comparing the numbers is on the safe side.
      expect(mebibytes(resources.limits.memory)).toBeGreaterThan(measured * 1.2);
      expect(mebibytes(resources.requests.memory)).toBeLessThanOrEqual(
        mebibytes(resources.limits.memory),
      );
    }
  });

  it('can write only /tmp, where the image keeps DATA_DIR', () => {
    const dockerfile = readFileSync(path.join(REPO_ROOT, 'bff/Dockerfile'), 'utf8');
    const dataDir = /DATA_DIR=(\S+)/.exec(dockerfile)?.[1];
    expect(dataDir).toMatch(/^\/tmp\//);
    for (const [, objects] of all()) {
      const spec = find(objects, 'Deployment', 'bff').spec.template.spec;
      expect(spec.containers[0].volumeMounts).toEqual([{ name: 'tmp', mountPath: '/tmp' }]);
      expect(spec.volumes).toEqual([{ name: 'tmp', emptyDir: { sizeLimit: expect.any(String) } }]);
      // The image's `node` user, by number (runAsNonRoot cannot check a name).
      expect(spec.securityContext.runAsUser).toBe(1000);
    }
  });

  it('gets its settings from the ConfigMap and its secrets from site-secrets', () => {
    for (const [, objects] of all()) {
      const container = find(objects, 'Deployment', 'bff').spec.template.spec.containers[0];
      const configMapName = container.envFrom[0].configMapRef.name;
      const config = find(objects, 'ConfigMap', configMapName).data;
      expect(config).toMatchObject({
        NODE_ENV: 'production',
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: expect.stringMatching(/^https:\/\//),
        S3_BUCKET: expect.any(String),
        TRUST_PROXY: expect.any(String),
        SITE_URL: expect.stringMatching(/^https:\/\/[^/]+$/),
      });
      // Nothing secret in the ConfigMap.
      for (const key of Object.keys(config)) {
        expect(key).not.toMatch(/SECRET|PASSWORD|DATABASE_URL|SMTP_URL|ACCESS_KEY/);
      }
      const fromSecrets = container.env
        .filter((/** @type {K8sObject} */ e) => e.valueFrom?.secretKeyRef?.name === 'site-secrets')
        .map((/** @type {K8sObject} */ e) => e.name);
      expect(fromSecrets).toEqual(
        expect.arrayContaining([
          'JWT_SECRET',
          'ADMIN_USERNAME',
          'ADMIN_PASSWORD',
          'S3_ACCESS_KEY_ID',
          'S3_SECRET_ACCESS_KEY',
          'SMTP_URL',
        ]),
      );
    }
  });
});

describe('the database', () => {
  it('cloudnative-pg: a 3-instance PostgreSQL 18 Cluster, and the bff reads its -app secret', () => {
    const objects = rendered('overlays/cloudnative-pg');
    const cluster = find(objects, 'Cluster', 'site-db');
    expect(cluster.apiVersion).toBe('postgresql.cnpg.io/v1');
    expect(cluster.spec.instances).toBe(3);
    expect(cluster.spec.imageName).toMatch(/^ghcr\.io\/cloudnative-pg\/postgresql:18\.\d+-/);
    expect(cluster.spec.storage.size).toMatch(/^\d+Gi$/);
    expect(cluster.spec.bootstrap.initdb).toMatchObject({ database: 'site', owner: 'site' });
    // CloudNativePG names the application secret <cluster>-app and keeps the URI under `uri`,
    // pointing at the read-write service <cluster>-rw.
    const env = find(objects, 'Deployment', 'bff').spec.template.spec.containers[0].env;
    const databaseUrl = env.find((/** @type {K8sObject} */ e) => e.name === 'DATABASE_URL');
    expect(databaseUrl.valueFrom.secretKeyRef).toEqual({ name: 'site-db-app', key: 'uri' });
    // The runtime role made at bootstrap is the one the bff is told to use.
    const role = env.find((/** @type {K8sObject} */ e) => e.name === 'DATABASE_RUNTIME_ROLE');
    expect(cluster.spec.bootstrap.initdb.postInitApplicationSQL).toEqual([
      `CREATE ROLE ${role.value} NOLOGIN`,
      `GRANT ${role.value} TO ${cluster.spec.bootstrap.initdb.owner} WITH ADMIN OPTION`,
    ]);
  });

  it('cloudnative-pg: WAL archiving and a daily base backup to S3 through the Barman Cloud plugin', () => {
    const objects = rendered('overlays/cloudnative-pg');
    const cluster = find(objects, 'Cluster', 'site-db');
    const plugin = cluster.spec.plugins.find(
      (/** @type {K8sObject} */ p) => p.name === 'barman-cloud.cloudnative-pg.io',
    );
    expect(plugin.isWALArchiver).toBe(true);
    const store = find(objects, 'ObjectStore', plugin.parameters.barmanObjectName);
    expect(store.spec.configuration.destinationPath).toMatch(/^s3:\/\//);
    expect(store.spec.configuration.s3Credentials.accessKeyId.name).toBe('site-db-backup-s3');
    // Not the images bucket.
    const config = objects.find((o) => o.kind === 'ConfigMap')?.data;
    expect(store.spec.configuration.destinationPath).not.toContain(config.S3_BUCKET);
    const backup = find(objects, 'ScheduledBackup', 'site-db-daily');
    expect(backup.spec).toMatchObject({
      cluster: { name: 'site-db' },
      method: 'plugin',
      pluginConfiguration: { name: 'barman-cloud.cloudnative-pg.io' },
    });
    // Six cron fields (seconds first).
    expect(backup.spec.schedule.split(' ')).toHaveLength(6);
  });

  it('external-postgres: no database in the cluster; DATABASE_URL from site-secrets', () => {
    const objects = rendered('overlays/external-postgres');
    expect(objects.filter((o) => o.apiVersion.includes('cnpg.io'))).toEqual([]);
    const env = find(objects, 'Deployment', 'bff').spec.template.spec.containers[0].env;
    const databaseUrl = env.find((/** @type {K8sObject} */ e) => e.name === 'DATABASE_URL');
    expect(databaseUrl.valueFrom.secretKeyRef).toEqual({
      name: 'site-secrets',
      key: 'DATABASE_URL',
    });
  });
});

describe('NetworkPolicies', () => {
  it.each(OVERLAYS)('%s: nothing reaches a pod unless a policy admits it', (overlay) => {
    const objects = rendered(overlay);
    const denyAll = objects.filter(
      (o) =>
        o.kind === 'NetworkPolicy' &&
        Object.keys(o.spec.podSelector).length === 0 &&
        o.spec.policyTypes.includes('Ingress') &&
        !o.spec.ingress,
    );
    expect(denyAll).toHaveLength(1);
    const p = pods(objects);
    expect(allowed(objects, p.other, p.web, 8080)).toBe(false);
    expect(allowed(objects, p.bff, p.other, 80)).toBe(false);
  });

  it.each(OVERLAYS)('%s: only the web pods reach the bff, on 5000', (overlay) => {
    expect(bffIngressProblems(rendered(overlay))).toEqual([]);
  });

  it('reports any other way into the bff', () => {
    const objects = rendered('overlays/external-postgres');
    objects.push({
      apiVersion: 'networking.k8s.io/v1',
      kind: 'NetworkPolicy',
      metadata: { name: 'debug', namespace: NAMESPACE },
      spec: {
        podSelector: { matchLabels: { 'app.kubernetes.io/name': 'bff' } },
        policyTypes: ['Ingress'],
        ingress: [{ from: [{ ipBlock: { cidr: '10.0.0.0/8' } }, { podSelector: {} }] }],
      },
    });
    // (web's own egress policy still keeps it to port 5000.)
    expect(bffIngressProblems(objects)).toEqual([
      'postgres reaches the bff',
      'other reaches the bff',
      'privateIp reaches the bff',
    ]);
  });

  it.each(OVERLAYS)('%s: the ingress controller, and only it, reaches nginx', (overlay) => {
    const objects = rendered(overlay);
    const p = pods(objects);
    expect(allowed(objects, p.ingressController, p.web, 8080)).toBe(true);
    for (const who of [p.bff, p.other, p.foreign, PUBLIC_IP, PRIVATE_IP]) {
      expect([who, allowed(objects, who, p.web, 8080)]).toEqual([who, false]);
    }
  });

  it('cloudnative-pg: of the site, only the bff reaches PostgreSQL', () => {
    expect(postgresIngressProblems(rendered('overlays/cloudnative-pg'))).toEqual([]);
  });

  it('reports PostgreSQL opened to the web pods', () => {
    const objects = rendered('overlays/cloudnative-pg');
    const policy = find(objects, 'NetworkPolicy', 'site-db-ingress');
    policy.spec.ingress[0].from.push({
      podSelector: { matchLabels: { 'app.kubernetes.io/name': 'web' } },
    });
    find(objects, 'NetworkPolicy', 'web-egress').spec.egress.push({ ports: [{ port: 5432 }] });
    expect(postgresIngressProblems(objects)).toEqual(['web reaches PostgreSQL']);
  });

  it.each(OVERLAYS)(
    '%s: the bff goes out only to DNS, PostgreSQL, S3 over HTTPS and SMTP',
    (overlay) => {
      const objects = rendered(overlay);
      const p = pods(objects);
      const postgres = overlay.endsWith('cloudnative-pg') ? p.postgres : MANAGED_POSTGRES;
      expect(allowed(objects, p.bff, p.dns, 53, 'UDP')).toBe(true);
      expect(allowed(objects, p.bff, p.dns, 53, 'TCP')).toBe(true);
      expect(allowed(objects, p.bff, postgres, 5432)).toBe(true);
      expect(allowed(objects, p.bff, PUBLIC_IP, 443)).toBe(true);
      expect(allowed(objects, p.bff, PUBLIC_IP, 587)).toBe(true);
      expect(allowed(objects, p.bff, PUBLIC_IP, 465)).toBe(true);
      /** @type {[Peer, number][]} */
      const refused = [
        [PUBLIC_IP, 80],
        [PUBLIC_IP, 5432],
        [PUBLIC_IP, 25],
        [PRIVATE_IP, 443],
        [p.web, 8080],
        [p.other, 443],
        [p.foreign, 5432],
        [overlay.endsWith('cloudnative-pg') ? MANAGED_POSTGRES : p.postgres, 5432],
      ];
      for (const [who, port] of refused) {
        expect([who, port, allowed(objects, p.bff, who, port)]).toEqual([who, port, false]);
      }
    },
  );

  it.each(OVERLAYS)('%s: nginx goes out only to the bff and DNS', (overlay) => {
    const objects = rendered(overlay);
    const p = pods(objects);
    expect(allowed(objects, p.web, p.bff, 5000)).toBe(true);
    expect(allowed(objects, p.web, p.dns, 53, 'UDP')).toBe(true);
    for (const [who, port] of /** @type {[Peer, number][]} */ ([
      [PUBLIC_IP, 443],
      [p.postgres, 5432],
      [MANAGED_POSTGRES, 5432],
      [p.other, 80],
    ])) {
      expect([who, port, allowed(objects, p.web, who, port)]).toEqual([who, port, false]);
    }
  });

  it('external-postgres: the database address is a documented placeholder', () => {
    const policy = find(
      rendered('overlays/external-postgres'),
      'NetworkPolicy',
      'bff-egress-postgres',
    );
    const cidr = policy.spec.egress[0].to[0].ipBlock.cidr;
    // TEST-NET-1 (RFC 5737): never a real server, so a forgotten placeholder fails closed.
    expect(inCidr(cidr.split('/')[0], '192.0.2.0/24')).toBe(true);
    const readme = readFileSync(path.join(K8S, 'README.md'), 'utf8');
    expect(readme).toContain(cidr);
  });
});

describe('nginx (web)', () => {
  const template = readFileSync(
    path.join(REPO_ROOT, 'infra/nginx/templates/default.conf.template'),
    'utf8',
  );
  const dockerfile = readFileSync(path.join(REPO_ROOT, 'infra/nginx/Dockerfile'), 'utf8');
  /** The web image's ENV (quoted values unquoted). */
  const imageEnv = Object.fromEntries(
    [...dockerfile.matchAll(/^\s*(?:ENV\s+)?([A-Z_]+)=('[^']*'|\S+?)\s*\\?$/gm)].map((m) => [
      m[1],
      (m[2] ?? '').replace(/^'(.*)'$/, '$1'),
    ]),
  );
  /** The names the image's envsubst replaces (NGINX_ENVSUBST_FILTER), and only those. */
  const substituted = new RegExp(imageEnv.NGINX_ENVSUBST_FILTER ?? '^$');

  /**
   * The config the web pod renders: the image's ENV, then the Deployment's env, and the style
   * hashes the image's entrypoint reads from the build.
   * @param {K8sObject[]} objects
   */
  function renderedConfig(objects) {
    const [nginx] = find(objects, 'Deployment', 'web').spec.template.spec.containers;
    /** @type {Record<string, string>} */
    const env = {
      ...imageEnv,
      NGINX_STYLE_HASHES: "'sha256-x'",
      NGINX_SCRIPT_HASHES: "'sha256-y'",
    };
    for (const variable of nginx.env) {
      if (variable.value !== undefined) env[variable.name] = variable.value;
    }
    const config = template.replace(/\$\{([A-Z_]+)\}/g, (all, name) =>
      substituted.test(name) ? (env[name] ?? '') : all,
    );
    return { config, env, nginx };
  }

  it.each(OVERLAYS)('%s: every template variable has a value', (overlay) => {
    const { env } = renderedConfig(rendered(overlay));
    const used = new Set([...template.matchAll(/\$\{([A-Z_]+)\}/g)].map((m) => m[1] ?? ''));
    expect(used.size).toBeGreaterThan(5);
    for (const name of used) {
      expect([name, substituted.test(name), env[name]]).toEqual([name, true, expect.any(String)]);
      expect([name, env[name]]).not.toEqual([name, '']);
    }
  });

  it.each(OVERLAYS)(
    '%s: nginx balances over the bff pods, found again every 5 s through the cluster DNS',
    (overlay) => {
      const objects = rendered(overlay);
      const { config, env, nginx } = renderedConfig(objects);
      // The upstream name is the bff Service's full name; the Service is headless, so the
      // name gives the ready pods' addresses.
      const [serviceName = '', namespace, ...domain] = (env.BFF_HOST ?? '').split('.');
      expect([namespace, domain.join('.')]).toEqual([NAMESPACE, 'svc.cluster.local']);
      const service = find(objects, 'Service', serviceName);
      expect(service.spec.clusterIP).toBe('None');
      const bffTemplate = find(objects, 'Deployment', 'bff').spec.template;
      expect(selects({ matchLabels: service.spec.selector }, bffTemplate.metadata.labels)).toBe(
        true,
      );
      expect(Number(env.BFF_PORT)).toBe(service.spec.ports[0].port);
      const upstreamServers = [...config.matchAll(/^\s*server (\S+) (.*);$/gm)];
      expect(upstreamServers).toHaveLength(2);
      for (const [, address, options] of upstreamServers) {
        expect(address).toBe(`${env.BFF_HOST}:${env.BFF_PORT}`);
        expect(options?.split(' ')).toContain('resolve');
      }
      expect(config).toMatch(
        /^resolver kube-dns\.kube-system\.svc\.cluster\.local valid=5s ipv6=off;$/m,
      );
      // nginx listens where the probes, the port and the Service look; not root, so not 80.
      expect(config).toMatch(
        new RegExp(`^\\s*listen ${nginx.ports[0].containerPort} default_server;$`, 'm'),
      );
      expect(nginx.ports[0].containerPort).toBeGreaterThan(1024);
      expect(find(objects, 'Service', 'web').spec.ports[0].targetPort).toBe(nginx.ports[0].name);
    },
  );

  it.each(OVERLAYS)("%s: SITE_URL and the Ingress host are the ConfigMap's address", (overlay) => {
    const objects = rendered(overlay);
    const { nginx } = renderedConfig(objects);
    const siteUrl = nginx.env.find((/** @type {K8sObject} */ e) => e.name === 'SITE_URL');
    expect(siteUrl.valueFrom.configMapKeyRef.key).toBe('SITE_URL');
    const configMap = find(objects, 'ConfigMap', siteUrl.valueFrom.configMapKeyRef.name);
    const host = new URL(configMap.data.SITE_URL).host;
    const ingress = find(objects, 'Ingress', 'web');
    expect(ingress.spec.rules.map((/** @type {K8sObject} */ r) => r.host)).toEqual([host]);
    expect(ingress.spec.tls[0].hosts).toEqual([host]);
    expect(ingress.spec.rules[0].http.paths[0].backend.service).toEqual({
      name: 'web',
      port: { name: 'http' },
    });
    // The controller must let an image upload through (20 MB image, 21 MB form).
    expect(ingress.metadata.annotations['nginx.ingress.kubernetes.io/proxy-body-size']).toBe('21m');
  });

  it.each(OVERLAYS)('%s: nginx can write where its config says, and nowhere else', (overlay) => {
    const objects = rendered(overlay);
    const { config, nginx } = renderedConfig(objects);
    const spec = find(objects, 'Deployment', 'web').spec.template.spec;
    const mounts = nginx.volumeMounts.map((/** @type {K8sObject} */ m) => m.mountPath);
    const writable = (/** @type {string} */ target) =>
      mounts.some((/** @type {string} */ m) => target === m || target.startsWith(`${m}/`));
    const cachePaths = [...config.matchAll(/^proxy_cache_path (\S+)/gm)].map((m) => m[1] ?? '');
    expect(cachePaths).toHaveLength(2);
    const targets = [
      ...cachePaths, // the API micro-cache and the image cache
      '/etc/nginx/conf.d/default.conf', // the rendered template
      '/var/cache/nginx/client_temp', // request bodies (and the other temp paths beside it)
      '/var/cache/nginx/proxy_temp',
      '/run/nginx.pid',
    ];
    for (const target of targets) expect([target, writable(target)]).toEqual([target, true]);
    expect(writable('/usr/share/nginx/html/index.html')).toBe(false);
    for (const volume of spec.volumes) {
      expect(Object.keys(volume).sort()).toEqual(['emptyDir', 'name']);
    }
  });
});

describe('Services and selectors', () => {
  it.each(OVERLAYS)(
    '%s: each Service and PDB selects the pods of a Deployment, by a port it has',
    (overlay) => {
      const objects = rendered(overlay);
      const templates = objects.filter((o) => o.kind === 'Deployment').map((d) => d.spec.template);
      for (const service of objects.filter((o) => o.kind === 'Service')) {
        const target = templates.find((t) =>
          selects({ matchLabels: service.spec.selector }, t.metadata.labels),
        );
        expect([nameOf(service), Boolean(target)]).toEqual([nameOf(service), true]);
        const portNames = target.spec.containers.flatMap((/** @type {K8sObject} */ c) =>
          c.ports.map((/** @type {K8sObject} */ p) => p.name),
        );
        for (const port of service.spec.ports) expect(portNames).toContain(port.targetPort);
      }
      for (const pdb of objects.filter((o) => o.kind === 'PodDisruptionBudget')) {
        const matched = templates.filter((t) => selects(pdb.spec.selector, t.metadata.labels));
        expect([nameOf(pdb), matched.length]).toEqual([nameOf(pdb), 1]);
      }
    },
  );
});

describe('secrets', () => {
  const example = readFileSync(path.join(K8S, 'secrets.example.env'), 'utf8');
  const exampleValues = Object.fromEntries(
    example
      .split('\n')
      .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

  /** Keys of site-secrets the output reads that the example does not list. */
  const missingFromExample = (/** @type {K8sObject[]} */ objects) =>
    podSpecs(objects)
      .flatMap(({ spec }) => spec.containers)
      .flatMap((/** @type {K8sObject} */ c) => c.env ?? [])
      .map((/** @type {K8sObject} */ e) => e.valueFrom?.secretKeyRef)
      .filter((ref) => ref?.name === 'site-secrets' && !(ref.key in exampleValues))
      .map((ref) => ref.key);

  it('renders no Secret: they are created by hand from the examples', () => {
    for (const [, objects] of all()) expect(objects.filter((o) => o.kind === 'Secret')).toEqual([]);
  });

  it('the example lists every key the pods read, each a placeholder the bff would refuse', () => {
    for (const [, objects] of all()) expect(missingFromExample(objects)).toEqual([]);
    for (const [key, value] of Object.entries(exampleValues)) {
      expect([key, value]).toEqual([key, expect.stringContaining('REPLACE_ME')]);
    }
    // An unedited copy cannot start the bff: it wants 32+ characters and 12+ characters.
    expect(exampleValues.JWT_SECRET?.length).toBeLessThan(32);
    expect(exampleValues.ADMIN_PASSWORD?.length).toBeLessThan(12);
    const objects = rendered('overlays/external-postgres');
    find(objects, 'Deployment', 'bff').spec.template.spec.containers[0].env.push({
      name: 'NEW_SECRET',
      valueFrom: { secretKeyRef: { name: 'site-secrets', key: 'NEW_SECRET' } },
    });
    expect(missingFromExample(objects)).toEqual(['NEW_SECRET']);
  });

  it('keeps the filled-in copies out of git', () => {
    const ignored = (/** @type {string} */ file) => {
      try {
        execFileSync('git', ['check-ignore', '-q', file], { cwd: REPO_ROOT, stdio: 'ignore' });
        return true;
      } catch {
        return false;
      }
    };
    expect(ignored('infra/k8s/secrets.env')).toBe(true);
    expect(ignored('infra/k8s/overlays/cloudnative-pg/db-backup-s3.env')).toBe(true);
    expect(ignored('infra/k8s/secrets.example.env')).toBe(false);
    expect(ignored('infra/k8s/base/config.env')).toBe(false);
  });
});
